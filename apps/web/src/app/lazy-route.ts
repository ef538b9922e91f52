import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';
import { loadChunk } from '../lib/chunk-reload.ts';

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

/** A screen or layout whose code loads the first time it is shown; a failed load reloads the page. */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return lazy(async () => {
    countLoading(1);
    try {
      return { default: pick(await loadChunk(load)) };
    } finally {
      countLoading(-1);
    }
  });
}
