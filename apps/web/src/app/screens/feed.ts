import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  newsFeed: lazyComponent(
    () => import('../../features/feed/components/feed-page.tsx'),
    (m) => m.FeedPage,
  ),
  newsPost: lazyComponent(
    () => import('../../features/feed/components/message-page.tsx'),
    (m) => m.MessagePage,
  ),
};
