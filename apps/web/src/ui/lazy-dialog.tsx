import { type ComponentType, lazy, Suspense } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';

/**
 * A dialog whose code loads the first time it opens, so that a table screen draws its rows without
 * the dialogs of its row menus. Once opened it stays mounted and keeps its closing transition.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const View = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
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
