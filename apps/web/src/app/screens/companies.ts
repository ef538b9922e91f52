import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  companies: lazyComponent(
    () => import('../../features/companies/components/companies-page.tsx'),
    (m) => m.CompaniesPage,
  ),
  company: lazyComponent(
    () => import('../../features/companies/components/company-sheet-page.tsx'),
    (m) => m.CompanySheetPage,
  ),
  salesStaff: lazyComponent(
    () => import('../../features/companies/components/sales-staff-page.tsx'),
    (m) => m.SalesStaffPage,
  ),
};
