import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  staticPages: lazyComponent(
    () => import('../../features/seo/components/pages-page.tsx'),
    (m) => m.PagesPage,
  ),
  staticPage: lazyComponent(
    () => import('../../features/seo/components/page-sheet-page.tsx'),
    (m) => m.PageSheetPage,
  ),
  canonicalPages: lazyComponent(
    () => import('../../features/seo/components/canonical-pages-page.tsx'),
    (m) => m.CanonicalPagesPage,
  ),
  siteTree: lazyComponent(
    () => import('../../features/seo/components/site-tree-page.tsx'),
    (m) => m.SiteTreePage,
  ),
};
