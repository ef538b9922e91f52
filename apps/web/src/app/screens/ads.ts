import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The ad sheet's labels, of the labels area: their code loads when the sheet draws them. */
const AdLabels = lazyChunk(
  () => import('../../features/labels/embeds.ts'),
  (m) => m.AdLabels,
);

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  ads: lazyComponent(
    () => import('../../features/ads/components/ads-page.tsx'),
    (m) => m.AdsPage,
  ),
  ad: lazyComponent(
    () => import('../../features/ads/components/ad-sheet-page.tsx'),
    (m) => () => createElement(m.AdSheetPage, { Labels: AdLabels }),
  ),
  adGroups: lazyComponent(
    () => import('../../features/ads/components/ad-groups-page.tsx'),
    (m) => m.AdGroupsPage,
  ),
  adGroup: lazyComponent(
    () => import('../../features/ads/components/ad-group-page.tsx'),
    (m) => m.AdGroupPage,
  ),
  suggestions: lazyComponent(
    () => import('../../features/ads/components/suggestions-page.tsx'),
    (m) => m.SuggestionsPage,
  ),
};
