import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  coworkingPlanning: lazyComponent(
    () => import('../../features/workstations/components/planning-page.tsx'),
    (m) => m.WorkstationPlanningPage,
  ),
};
