import { isAdmin } from '@hubgrade/domain/auth/roles';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { ORDER_AWAITING_VALIDATION } from '@hubgrade/domain/orders/rules';
import { and, count, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** The shop's figures are the administrators' of a scope with the "services" module. */
export const mayOpenShop = (viewer: SessionUser) => isAdmin(viewer.roles) && mayOpenList(viewer, 'services');

/** Employees' purchases waiting for their company's validation: the orders table on « En attente validation ». */
export const ordersAwaitingValidation = defineWidget({
  id: 'orders.awaitingValidation',
  area: 'orders',
  allowed: mayOpenShop,
  async query({ db, viewer }) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.state, ORDER_AWAITING_VALIDATION), brandScope(orders.brandId, viewer)));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.orders(ORDER_AWAITING_VALIDATION) };
  },
});
