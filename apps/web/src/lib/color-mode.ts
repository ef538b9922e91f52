import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

/** Spec shell §2.3: the dark-mode setting is kept in the browser's local storage. */
export const COLOR_MODE_STORAGE_KEY = 'back_dark_mode';
const listeners = new Set<() => void>();

function readMode(): ColorMode {
  try {
    return window.localStorage.getItem(COLOR_MODE_STORAGE_KEY) === 'true' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the setting applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useColorMode(): [ColorMode, () => void] {
  const mode = useSyncExternalStore(subscribe, readMode);
  const toggle = useCallback(() => {
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, String(readMode() !== 'dark'));
    } catch {
      // Storage refused (private mode): the setting simply does not stick.
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, toggle];
}
