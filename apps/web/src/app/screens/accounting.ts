import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  operations: lazyComponent(
    () => import('../../features/accounting/components/operations-page.tsx'),
    (m) => m.OperationsPage,
  ),
  operation: lazyComponent(
    () => import('../../features/accounting/components/operation-page.tsx'),
    (m) => m.OperationPage,
  ),
};
