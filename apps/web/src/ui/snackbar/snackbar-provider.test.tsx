import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SnackbarApi, useSnackbar } from './snackbar-context.ts';
import { loadSnackbarView, SnackbarProvider } from './snackbar-provider.tsx';

let snackbar: SnackbarApi;

function Host() {
  snackbar = useSnackbar();
  return null;
}

const shown = () => screen.queryByTestId('snackbar')?.textContent ?? null;

/** Moves the clock in small steps, letting React apply what each step's timers did (closing starts the exit transition's own timer). */
function wait(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    act(() => {
      vi.advanceTimersByTime(50);
    });
  }
}

// The view loads with the first message in the app; here it is there from the start, for the clock to be the only wait.
beforeAll(async () => {
  await loadSnackbarView();
});
beforeEach(() => {
  vi.useFakeTimers();
  render(
    <SnackbarProvider>
      <Host />
    </SnackbarProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('snackbar', () => {
  it('shows the standard texts for 2 seconds by default', () => {
    act(() => snackbar.error());
    expect(shown()).toBe("Une erreur s'est produite");
    expect(screen.getByRole('alert')).toBeTruthy();
    wait(1900);
    expect(shown()).toBe("Une erreur s'est produite");
    wait(1000);
    expect(shown()).toBeNull();

    act(() => snackbar.success());
    expect(shown()).toBe('Action réussie');
    expect(screen.getByRole('status')).toBeTruthy();
    wait(3000);
    act(() => snackbar.cancel());
    expect(shown()).toBe('Modification annulée');
  });

  it('keeps a message for its preset or its own duration', () => {
    act(() => snackbar.error({ preset: 'bookingError' }));
    wait(9000);
    expect(shown()).toBe("Une erreur s'est produite");
    wait(2000);
    expect(shown()).toBeNull();

    act(() => snackbar.show('Message publié', { severity: 'success', duration: 5000 }));
    wait(4500);
    expect(shown()).toBe('Message publié');
    wait(1500);
    expect(shown()).toBeNull();
  });

  // members-bookings-feed §9: feed 4 s, reservation error 10 s, reservation success 1 s, ad error 3 s.
  it.each([
    ['feed', 'error', 4000],
    ['feed', 'success', 4000],
    ['adError', 'error', 3000],
    ['bookingError', 'error', 10_000],
    ['bookingSuccess', 'success', 1000],
  ] as const)('preset %s keeps a %s message for %i ms', (preset, kind, duration) => {
    act(() => snackbar[kind]({ preset }));
    const text = shown();
    expect(text).not.toBeNull();
    // Still there 100 ms before its time, gone 300 ms after it (MUI's exit transition takes 195 ms).
    wait(duration - 100);
    expect(shown()).toBe(text);
    wait(400);
    expect(shown()).toBeNull();
  });

  it('shows messages one after the other', () => {
    act(() => {
      snackbar.error({ message: 'Une erreur s’est produite : adresse invalide' });
      snackbar.success({ preset: 'bookingSuccess' });
    });
    expect(shown()).toBe('Une erreur s’est produite : adresse invalide');
    wait(2500);
    expect(shown()).toBe('Action réussie');
    wait(1500);
    expect(shown()).toBeNull();
  });

  it('lets a newer message take over at once from a success, never from an error', () => {
    act(() => snackbar.success({ message: 'Étiquette créée', duration: 60_000 }));
    act(() => snackbar.success({ message: 'Étiquette enregistrée' }));
    wait(400);
    expect(shown()).toBe('Étiquette enregistrée');
    wait(2000);
    expect(shown()).toBeNull();

    act(() => snackbar.error({ message: 'Refusé' }));
    act(() => snackbar.success({ message: 'Enregistré' }));
    wait(1800);
    expect(shown()).toBe('Refusé');
    wait(600);
    expect(shown()).toBe('Enregistré');
  });
});
