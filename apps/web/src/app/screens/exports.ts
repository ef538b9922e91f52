import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  exports: lazyComponent(
    () => import('../../features/exports/components/exports-page.tsx'),
    (m) => m.ExportsPage,
  ),
  csvCafe: lazyComponent(
    () => import('../../features/exports/components/cafe-page.tsx'),
    (m) => m.CafePage,
  ),
};
