import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  dbErrors: lazyComponent(
    () => import('../../features/server-errors/components/server-errors-page.tsx'),
    (m) => m.ServerErrorsPage,
  ),
};
