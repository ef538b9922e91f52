import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  contractTemplates: lazyComponent(
    () => import('../../features/templates/components/contract-templates-page.tsx'),
    (m) => m.ContractTemplatesPage,
  ),
  mandateTemplates: lazyComponent(
    () => import('../../features/templates/components/mandates-page.tsx'),
    (m) => m.MandatesPage,
  ),
  platformContractSignature: lazyComponent(
    () => import('../../features/templates/components/signature-page.tsx'),
    (m) => m.PlatformSignaturePage,
  ),
  coworkingContractSignature: lazyComponent(
    () => import('../../features/templates/components/signature-page.tsx'),
    (m) => m.CoworkingSignaturePage,
  ),
};
