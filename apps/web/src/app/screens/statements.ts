import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  statement: lazyComponent(
    () => import('../../features/statements/components/statement-page.tsx'),
    (m) => m.StatementPage,
  ),
  commissionRates: lazyComponent(
    () => import('../../features/statements/components/commission-rates-page.tsx'),
    (m) => m.CommissionRatesPage,
  ),
};
