import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  panels: lazyComponent(
    () => import('../../features/panels/components/panels-page.tsx'),
    (m) => m.PanelsPage,
  ),
  newPanel: lazyComponent(
    () => import('../../features/panels/components/panel-page.tsx'),
    (m) => m.PanelPage,
  ),
  panel: lazyComponent(
    () => import('../../features/panels/components/panel-page.tsx'),
    (m) => m.PanelPage,
  ),
  panelDefaultContent: lazyComponent(
    () => import('../../features/panels/components/default-content-page.tsx'),
    (m) => m.DefaultContentPage,
  ),
  projectScreen: lazyComponent(
    () => import('../../features/panels/components/screen-page.tsx'),
    (m) => m.ScreenPage,
  ),
};
