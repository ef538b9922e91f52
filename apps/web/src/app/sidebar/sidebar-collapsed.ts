import { useCallback, useSyncExternalStore } from 'react';

/** Whether the desktop sidebar is reduced to its icons; kept in local storage like the dark mode. */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'back_sidebar_collapsed';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarCollapsed(): [collapsed: boolean, setCollapsed: (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(subscribe, read);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, String(next));
    } catch {
      // Storage refused: the setting lasts until the page is left.
    }
    for (const listener of listeners) listener();
  }, []);
  return [collapsed, set];
}
