import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  settings: lazyComponent(
    () => import('../../features/settings/components/settings-page.tsx'),
    (m) => m.SettingsPage,
  ),
};
