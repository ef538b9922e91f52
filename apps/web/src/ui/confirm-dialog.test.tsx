import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog.tsx';
import type { ConfirmOptions } from './confirm-dialog-view.tsx';

let ask: (options?: ConfirmOptions) => Promise<boolean> = () => Promise.resolve(false);

function Host() {
  const [confirm, dialog] = useConfirm();
  ask = confirm;
  return dialog;
}

afterEach(cleanup);

describe('useConfirm', () => {
  it('answers true on confirm and false on cancel, with the default French texts', async () => {
    render(<Host />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Êtes-vous sûr ?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = ask({
        title: 'Supprimer la société ?',
        message: 'Cette action est irreversible',
        confirmLabel: 'Supprimer',
        destructive: true,
      });
    });
    await screen.findByRole('dialog', { name: 'Supprimer la société ?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuler'));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await expect(answer).resolves.toBe(false);
  });

  it('answers false on Escape, and to a question replaced by another', async () => {
    render(<Host />);
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = ask({ title: 'Première' });
    });
    act(() => {
      second = ask({ title: 'Seconde' });
    });
    await expect(first).resolves.toBe(false);
    await screen.findByRole('dialog', { name: 'Seconde' });
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('answers false when the asking component goes away', async () => {
    const { unmount } = render(<Host />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask();
    });
    unmount();
    await expect(answer).resolves.toBe(false);
  });
});
