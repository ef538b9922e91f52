import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Spec shell §4 and §8: a code chunk that fails to load reloads the page, at most once per 60
 * seconds. After a release, an open tab may ask for chunks that no longer exist: reloading fetches
 * the new index; the guard keeps a broken deployment from reloading forever, and the error then
 * reaches the nearest error boundary.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'back_chunk_reload_at';

/** Records the reload in the tab's session storage, so that the guard survives the reload itself. */
function reloadAllowed(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads a chunk (a screen, a layout, a dialog). On failure the page reloads and the promise never
 * settles, so that nothing draws an error in the meantime; within the guard the error goes on.
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (!reloadAllowed()) throw error;
    window.location.reload();
    return new Promise<never>(() => {});
  }
}

/** React.lazy over loadChunk: a component whose code loads when first drawn, `pick` naming it in its module. */
export function lazyChunk<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: pick(await loadChunk(load)) }));
}

/**
 * Vite reports a dependency of a dynamic import that failed to load with this event; it is the
 * same case as a chunk of its own. The address is already the one the person was going to: the
 * reload lands there, with the new release's index.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!reloadAllowed()) return;
    event.preventDefault();
    window.location.reload();
  });
}
