import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  subscriptions: lazyComponent(
    () => import('../../features/subscriptions/components/subscriptions-page.tsx'),
    (m) => m.SubscriptionsPage,
  ),
  subscription: lazyComponent(
    () => import('../../features/subscriptions/components/subscription-page.tsx'),
    (m) => m.SubscriptionPage,
  ),
};
