import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

const pages = () => import('../../features/contracts/components/contracts-pages.tsx');
/** The contract sheet with its invoices, which belong to the billing area. */
const sheet = () =>
  Promise.all([
    import('../../features/contracts/components/contract-sheet-page.tsx'),
    import('../../features/billing/components/contract-invoices.tsx'),
  ]);

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  platformContracts: lazyComponent(pages, (m) => m.PlatformContractsPage),
  coworkingContracts: lazyComponent(pages, (m) => m.CoworkingContractsPage),
  offPlatformContracts: lazyComponent(pages, (m) => m.OffPlatformContractsPage),
  sepaContracts: lazyComponent(pages, (m) => m.SepaContractsPage),
  platformContract: lazyComponent(
    sheet,
    ([m, billing]) =>
      () =>
        createElement(m.PlatformContractPage, { Invoices: billing.ContractInvoices }),
  ),
  coworkingContract: lazyComponent(
    sheet,
    ([m, billing]) =>
      () =>
        createElement(m.CoworkingContractPage, { Invoices: billing.ContractInvoices }),
  ),
};
