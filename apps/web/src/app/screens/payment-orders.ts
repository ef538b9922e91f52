import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

const pages = () => import('../../features/payment-orders/components/orders-pages.tsx');

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  directDebitOrders: lazyComponent(pages, (m) => m.DirectDebitOrdersPage),
  transferOrders: lazyComponent(pages, (m) => m.TransferOrdersPage),
  otherPayments: lazyComponent(pages, (m) => m.OtherPaymentsPage),
  paymentOrder: lazyComponent(
    () => import('../../features/payment-orders/components/payment-order-page.tsx'),
    (m) => m.PaymentOrderPage,
  ),
};
