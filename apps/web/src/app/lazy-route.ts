import type { ComponentType } from 'react';

/** Spec shell §4: a failed chunk load reloads the page, at most once per 60 seconds. */
const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'back_chunk_reload_at';

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
 * A route's `lazy` loader. After a release, an open tab may ask for chunks that no longer exist:
 * reloading fetches the new index; the guard keeps a broken deployment from reloading forever.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      if (!reloadAllowed()) throw error;
      window.location.reload();
      return new Promise<never>(() => {});
    }
  };
}
