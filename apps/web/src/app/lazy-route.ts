import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';

/** Spec shell §4: a failed chunk load reloads the page, at most once per 60 seconds. */
const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'back_chunk_reload_at';

/** Records the reload in the tab's session storage, so that the guard survives the reload itself. */
function reloadAllowed(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Vite reports a dependency of a dynamic import that failed to load (a component loaded with
 * React.lazy, say) with this event; it is the same case as a screen's chunk. The address is
 * already the one the person was going to: the reload lands there, with the new release's index.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!reloadAllowed()) return;
    event.preventDefault();
    window.location.reload();
  });
}

/** How many screens' chunks are on their way: the navigation progress bar shows while any is. */
let loadingScreens = 0;
const loadingListeners = new Set<() => void>();

/** React asks for a lazy screen while rendering: the count changes once that render is over. */
function countLoading(delta: number): void {
  queueMicrotask(() => {
    loadingScreens += delta;
    for (const listener of loadingListeners) listener();
  });
}

function subscribeLoading(listener: () => void): () => void {
  loadingListeners.add(listener);
  return () => loadingListeners.delete(listener);
}

/** Whether a screen's code is loading. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribeLoading,
    () => loadingScreens > 0,
    () => false,
  );
}

/** A screen or layout whose code loads the first time it is shown. */
export type LazyScreen = LazyExoticComponent<ComponentType>;

/**
 * After a release, an open tab may ask for chunks that no longer exist: reloading fetches the new
 * index; the guard keeps a broken deployment from reloading forever, and the error then reaches
 * the nearest error boundary.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return lazy(async () => {
    countLoading(1);
    try {
      return { default: pick(await load()) };
    } catch (error) {
      if (!reloadAllowed()) throw error;
      window.location.reload();
      return new Promise<never>(() => {});
    } finally {
      countLoading(-1);
    }
  });
}
