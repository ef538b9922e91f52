import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  directDebitOrders: lazyComponent(
    () => import('../../features/payment-orders/components/direct-debit-orders-page.tsx'),
    (m) => m.DirectDebitOrdersPage,
  ),
  paymentOrder: lazyComponent(
    () => import('../../features/payment-orders/components/payment-order-page.tsx'),
    (m) => m.PaymentOrderPage,
  ),
};
