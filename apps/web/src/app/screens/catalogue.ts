import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  categories: lazyComponent(
    () => import('../../features/catalogue/components/categories-page.tsx'),
    (m) => m.CategoriesPage,
  ),
  services: lazyComponent(
    () => import('../../features/catalogue/components/products-page.tsx'),
    (m) => m.ProductsPage,
  ),
  service: lazyComponent(
    () => import('../../features/catalogue/components/product-sheet-page.tsx'),
    (m) => m.ProductSheetPage,
  ),
};
