import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The monthly billing panel under the invoices table, of the billing-runs area. */
const BillingRunPanel = lazyChunk(
  () => import('../../features/billing-runs/embeds.ts'),
  (m) => m.BillingRunPanel,
);

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  invoices: lazyComponent(
    () => import('../../features/billing/components/invoices-page.tsx'),
    (m) => () => createElement(m.InvoicesPage, { BillingRuns: BillingRunPanel }),
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
