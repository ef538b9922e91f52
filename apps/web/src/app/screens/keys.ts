import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  keys: lazyComponent(
    () => import('../../features/keys/components/keys-page.tsx'),
    (m) => m.KeysPage,
  ),
  key: lazyComponent(
    () => import('../../features/keys/components/key-sheet-page.tsx'),
    (m) => m.KeySheetPage,
  ),
};
