import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** A static page's labels, of the labels area: their code loads when the sheet draws them. */
const StaticPageLabels = lazyChunk(
  () => import('../../features/labels/embeds.ts'),
  (m) => m.StaticPageLabels,
);

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  staticPages: lazyComponent(
    () => import('../../features/seo/components/pages-page.tsx'),
    (m) => m.PagesPage,
  ),
  staticPage: lazyComponent(
    () => import('../../features/seo/components/page-sheet-page.tsx'),
    (m) => () => createElement(m.PageSheetPage, { Labels: StaticPageLabels }),
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
