import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  quotes: lazyComponent(
    () => import('../../features/quotes/components/quotes-page.tsx'),
    (m) => m.QuotesPage,
  ),
  quote: lazyComponent(
    () => import('../../features/quotes/components/quote-page.tsx'),
    (m) => m.QuotePage,
  ),
  quoteAcceptance: lazyComponent(
    () => import('../../features/quotes/components/quote-acceptance-page.tsx'),
    (m) => m.QuoteAcceptancePage,
  ),
};
