import type { ComponentType } from 'react';

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

/** Where the navigation under way is heading: a chunk fails before the address changes. */
let destination: string | null = null;

export function trackDestination(location: { pathname: string; search: string; hash: string } | undefined): void {
  destination = location ? `${location.pathname}${location.search}${location.hash}` : null;
}

/** Loads the page the person was going to, with the new release's index. */
function reloadTowardsDestination(): void {
  if (destination) window.location.assign(destination);
  else window.location.reload();
}

/**
 * Vite reports a dependency of a dynamic import that failed to load (a component loaded with
 * React.lazy, say) with this event; it is the same case as a route's chunk.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!reloadAllowed()) return;
    event.preventDefault();
    reloadTowardsDestination();
  });
}

/**
 * A route's `lazy` loader. After a release, an open tab may ask for chunks that no longer exist:
 * reloading fetches the new index; the guard keeps a broken deployment from reloading forever.
 */
/** A route's `lazy`: loads the screen's chunk and names its component. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      if (!reloadAllowed()) throw error;
      reloadTowardsDestination();
      return new Promise<never>(() => {});
    }
  };
}
