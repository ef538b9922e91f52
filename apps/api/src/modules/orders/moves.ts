import type { OrderActor, OrderState } from '@hubgrade/domain/orders/rules';
import type { Tx } from '../../db/client.ts';
import { orderStateEvents } from '../../db/schema/index.ts';

/** The state history's entry of a move, written in the move's transaction. */
export async function recordMove(
  tx: Tx,
  orderId: number,
  from: OrderState | null,
  to: OrderState,
  actor: OrderActor,
  userId: number | null,
) {
  await tx.insert(orderStateEvents).values({ orderId, fromState: from, state: to, actor, userId });
}
