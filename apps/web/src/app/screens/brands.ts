import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  brands: lazyComponent(
    () => import('../../features/brands/components/brands-page.tsx'),
    (m) => m.BrandsPage,
  ),
  newBrand: lazyComponent(
    () => import('../../features/brands/components/brand-page.tsx'),
    (m) => m.BrandPage,
  ),
  brand: lazyComponent(
    () => import('../../features/brands/components/brand-page.tsx'),
    (m) => m.BrandPage,
  ),
  modules: lazyComponent(
    () => import('../../features/brands/components/modules-page.tsx'),
    (m) => m.ModulesPage,
  ),
  newModule: lazyComponent(
    () => import('../../features/brands/components/module-page.tsx'),
    (m) => m.ModulePage,
  ),
};
