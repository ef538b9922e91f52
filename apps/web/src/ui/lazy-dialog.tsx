import { type ComponentType, Suspense } from 'react';
import { lazyChunk } from '../lib/chunk-reload.ts';
import { useOpenedOnce } from './use-opened-once.ts';

/**
 * A dialog whose code loads the first time it opens, so that a table screen draws its rows without
 * the dialogs of its row menus. Once opened it stays mounted and keeps its closing transition.
 * Code that fails to load reloads the page, as a screen's does (loadChunk).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const View = lazyChunk(load, (view) => view) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
