import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  terms: lazyComponent(
    () => import('../../features/legal/components/legal-page.tsx'),
    (m) => m.TermsPage,
  ),
  legalNotice: lazyComponent(
    () => import('../../features/legal/components/legal-page.tsx'),
    (m) => m.LegalNoticePage,
  ),
  privacy: lazyComponent(
    () => import('../../features/legal/components/legal-page.tsx'),
    (m) => m.PrivacyPage,
  ),
};
