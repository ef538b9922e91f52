import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  creditPacks: lazyComponent(
    () => import('../../features/orders/components/shop-page.tsx'),
    (m) => m.ShopPage,
  ),
  carts: lazyComponent(
    () => import('../../features/orders/components/carts-page.tsx'),
    (m) => m.CartsPage,
  ),
  cart: lazyComponent(
    () => import('../../features/orders/components/cart-page.tsx'),
    (m) => m.CartPage,
  ),
  orders: lazyComponent(
    () => import('../../features/orders/components/orders-page.tsx'),
    (m) => m.OrdersPage,
  ),
  order: lazyComponent(
    () => import('../../features/orders/components/order-page.tsx'),
    (m) => m.OrderPage,
  ),
};
