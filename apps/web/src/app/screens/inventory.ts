import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  inventories: lazyComponent(
    () => import('../../features/inventory/components/inventories-page.tsx'),
    (m) => m.InventoriesPage,
  ),
  inventory: lazyComponent(
    () => import('../../features/inventory/components/inventory-page.tsx'),
    (m) => m.InventoryPage,
  ),
  workstationInventory: lazyComponent(
    () => import('../../features/inventory/components/visit-page.tsx'),
    (m) => m.VisitPage,
  ),
};
