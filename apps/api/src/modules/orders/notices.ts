import { formatCents } from '@hubgrade/domain/format/money';
import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { ORDER_REFUSED, type OrderState } from '@hubgrade/domain/orders/rules';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';

const N = L.notifications;
const sheetLink = (id: number) => `/commandes/commandes/${id}`;

interface NoticeOrder {
  id: number;
  userId: number;
  companyId: number | null;
  totalTtcCents: number;
}

/**
 * An order waiting for validation: its company's owner and managers (who may approve or refuse
 * it, never its buyer) are notified with a link to the order, in the order's transaction.
 */
export async function tellValidators(tx: Tx, order: NoticeOrder, buyerName: string): Promise<void> {
  if (order.companyId === null) return;
  const validators = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, order.companyId),
        ne(users.id, order.userId),
        isNull(users.deletedAt),
        or(eq(users.companyOwner, true), eq(users.accessCompany, true)),
      ),
    );
  await notify(tx, {
    userIds: validators.map((v) => v.id),
    kind: 'order_to_validate',
    content: N.toValidate(buyerName, order.id, formatCents(order.totalTtcCents)),
    link: sheetLink(order.id),
    createdBy: order.userId,
  });
}

/** The buyer hears that their order was validated or refused, and by whom. */
export async function tellBuyer(tx: Tx, order: NoticeOrder, to: OrderState, actorId: number): Promise<void> {
  await notify(tx, {
    userIds: [order.userId],
    kind: 'order_decided',
    content: to === ORDER_REFUSED ? N.refused(order.id) : N.validated(order.id),
    link: sheetLink(order.id),
    createdBy: actorId,
  });
}
