import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../ui/lazy-dialog.tsx';
import { CHUNK_RELOAD_GUARD_MS, lazyChunk, loadChunk, reloadOnPreloadError } from './chunk-reload.ts';

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
let reload: ReturnType<typeof vi.fn<() => void>>;

/** Whether the promise settled within a few turns of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  return done;
}

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-10T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadChunk (spec shell §4, §8: chunk failure reloads the page, once per 60 s)', () => {
  it('gives the module when it loads, without reloading', async () => {
    await expect(loadChunk(() => Promise.resolve({ View: 1 }))).resolves.toEqual({ View: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on a failure and never settles, so that nothing draws an error meanwhile', async () => {
    expect(await settled(loadChunk(missing))).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets the error through on a second failure within 60 s, then reloads again after them', async () => {
    void loadChunk(missing);
    await Promise.resolve();
    vi.setSystemTime(Date.now() + CHUNK_RELOAD_GUARD_MS - 1);
    await expect(loadChunk(missing)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledOnce();
    vi.setSystemTime(Date.now() + 1);
    expect(await settled(loadChunk(missing))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('answers Vite’s preload error with the same guarded reload', () => {
    reloadOnPreloadError();
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('lazyDialog', () => {
  it('reloads the page when the dialog’s code fails to load, as a screen does', async () => {
    const Dialog = lazyDialog<{ open: boolean }>(missing, (props) => props.open);
    render(<Dialog open />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('draws the dialog once its code has loaded', async () => {
    const Dialog = lazyDialog<{ open: boolean }>(
      () => Promise.resolve(({ open }: { open: boolean }) => <p>{open ? 'ouvert' : 'fermé'}</p>),
      (props) => props.open,
    );
    render(<Dialog open />);
    expect(await screen.findByText('ouvert')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('lazyChunk', () => {
  it('draws the component its module names', async () => {
    const Hello = lazyChunk(
      () => Promise.resolve({ Hello: () => <p>bonjour</p> }),
      (m) => m.Hello,
    );
    render(
      <Suspense fallback={null}>
        <Hello />
      </Suspense>,
    );
    expect(await screen.findByText('bonjour')).toBeTruthy();
  });

  it('reloads the page when the code fails to load', async () => {
    const Missing = lazyChunk(missing, () => () => null);
    render(
      <Suspense fallback={null}>
        <Missing />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
