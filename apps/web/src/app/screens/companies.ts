import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The company sheet's member table, of the members area: its code loads when the sheet draws it. */
const CompanyMembersTable = lazyChunk(
  () => import('../../features/members/embeds.ts'),
  (m) => m.CompanyMembersTable,
);

/** The company sheet's credits, of the credits area. */
const CompanyCredits = lazyChunk(
  () => import('../../features/credits/embeds.ts'),
  (m) => m.CompanyCredits,
);

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  companies: lazyComponent(
    () => import('../../features/companies/components/companies-page.tsx'),
    (m) => m.CompaniesPage,
  ),
  // The company sheet with its invoices, which belong to the billing area, and its members.
  company: lazyComponent(
    () =>
      Promise.all([
        import('../../features/companies/components/company-sheet-page.tsx'),
        import('../../features/billing/components/company-invoices.tsx'),
      ]),
    ([m, billing]) =>
      () =>
        createElement(m.CompanySheetPage, { Invoices: billing.CompanyInvoices, Members: CompanyMembersTable, Credits: CompanyCredits }),
  ),
  salesStaff: lazyComponent(
    () => import('../../features/companies/components/sales-staff-page.tsx'),
    (m) => m.SalesStaffPage,
  ),
};
