import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  invoices: lazyComponent(
    () => import('../../features/billing/components/invoices-page.tsx'),
    (m) => m.InvoicesPage,
  ),
  newInvoice: lazyComponent(
    () => import('../../features/billing/components/new-invoice-page.tsx'),
    (m) => m.NewInvoicePage,
  ),
  invoice: lazyComponent(
    () => import('../../features/billing/components/invoice-sheet-page.tsx'),
    (m) => m.InvoiceSheetPage,
  ),
};
