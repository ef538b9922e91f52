import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  companies: lazyComponent(
    () => import('../../features/companies/components/companies-page.tsx'),
    (m) => m.CompaniesPage,
  ),
  // The company sheet with its invoices, which belong to the billing area.
  company: lazyComponent(
    () =>
      Promise.all([
        import('../../features/companies/components/company-sheet-page.tsx'),
        import('../../features/billing/components/company-invoices.tsx'),
      ]),
    ([m, billing]) =>
      () =>
        createElement(m.CompanySheetPage, { Invoices: billing.CompanyInvoices }),
  ),
  salesStaff: lazyComponent(
    () => import('../../features/companies/components/sales-staff-page.tsx'),
    (m) => m.SalesStaffPage,
  ),
};
