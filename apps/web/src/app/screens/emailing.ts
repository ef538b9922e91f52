import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  emailing: lazyComponent(
    () => import('../../features/emailing/components/emailing-page.tsx'),
    (m) => m.EmailingPage,
  ),
  unsubscribe: lazyComponent(
    () => import('../../features/emailing/components/unsubscribe-page.tsx'),
    (m) => m.UnsubscribePage,
  ),
};
