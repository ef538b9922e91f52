import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

const pages = () => import('../../features/contracts/components/contracts-pages.tsx');
const sheet = () => import('../../features/contracts/components/contract-sheet-page.tsx');

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  platformContracts: lazyComponent(pages, (m) => m.PlatformContractsPage),
  coworkingContracts: lazyComponent(pages, (m) => m.CoworkingContractsPage),
  offPlatformContracts: lazyComponent(pages, (m) => m.OffPlatformContractsPage),
  sepaContracts: lazyComponent(pages, (m) => m.SepaContractsPage),
  platformContract: lazyComponent(sheet, (m) => m.PlatformContractPage),
  coworkingContract: lazyComponent(sheet, (m) => m.CoworkingContractPage),
};
