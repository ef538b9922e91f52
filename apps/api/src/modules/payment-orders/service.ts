import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import {
  checkItemRejection,
  checkOrderTransition,
  ORDER_BANKED,
  orderReference,
  type PaymentOrderKind,
  type PaymentOrderState,
} from '@hubgrade/domain/payment-orders/rules';
import type { ItemRejectBody, PaymentOrderCreateBody, PaymentOrderMoveBody } from '@hubgrade/domain/payment-orders/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentOrderItems, paymentOrderStatements, paymentOrders } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { reverseInvoicePayment } from '../billing/payments.ts';
import { brandIdOf } from './brand.ts';
import { bankDebits, dueDebits } from './direct-debits.ts';
import type { GatheredItem } from './gather.ts';
import { bankPayments, duePayments } from './other-payments.ts';
import { findOrder } from './queries.ts';
import { bankTransfers, dueTransfers } from './transfers.ts';

/** What each kind of order gathers: due invoices under a mandate, landlords' statements due, other payments due by the day. */
const GATHER: Record<PaymentOrderKind, (tx: Tx, brandId: number | null, day: string) => Promise<GatheredItem[]>> = {
  prelevement: (tx, brandId) => dueDebits(tx, brandId),
  virement: (tx, brandId) => dueTransfers(tx, brandId),
  paiement: duePayments,
};

/** POST /ordres/{type}: an open order of the brand gathering what is due, with one item per debit or transfer. */
export async function createOrder(db: Db, viewer: SessionUser, kind: PaymentOrderKind, body: PaymentOrderCreateBody) {
  if (body.collectionDate <= parisDay()) throw badRequest(L.errors.collectionDate, { collectionDate: [L.errors.collectionDate] });
  const brandId = await brandIdOf(db, viewer, body.brandId);
  const id = await db.transaction(async (tx) => {
    const items = await GATHER[kind](tx, brandId, body.collectionDate);
    if (items.length === 0) throw conflict(L.refusals.nothingDue[kind]);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        brandId,
        kind,
        reference: '',
        collectionDate: body.collectionDate,
        totalCents: items.reduce((sum, item) => sum + (item.values.amountCents ?? 0), 0),
        itemCount: items.length,
        createdBy: viewer.id,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('Ordre non enregistré');
    const reference = orderReference(kind, Number(parisDay().slice(0, 4)), order.id);
    await tx.update(paymentOrders).set({ reference }).where(eq(paymentOrders.id, order.id));
    const inserted = await tx
      .insert(paymentOrderItems)
      .values(items.map((item) => ({ ...item.values, orderId: order.id, endToEndId: `${reference}-${item.key}` })))
      .returning({ id: paymentOrderItems.id });
    const links = items.flatMap((item, index) =>
      (item.statementIds ?? []).map((statementId) => ({ itemId: inserted[index]?.id ?? 0, statementId })),
    );
    if (links.length > 0) await tx.insert(paymentOrderStatements).values(links);
    return order.id;
  });
  return findOrder(db, viewer, kind, id);
}

async function lockOrder(tx: Tx, viewer: SessionUser, kind: PaymentOrderKind, id: number) {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.id, id),
        eq(paymentOrders.kind, kind),
        viewer.brandId === null ? sql`true` : eq(paymentOrders.brandId, viewer.brandId),
      ),
    )
    .for('update');
  if (!order) throw notFound(L.refusals.notFound);
  return { ...order, state: order.state as PaymentOrderState };
}

/**
 * POST /ordres/{type}/{id}/state: one step forward. Putting an order in the bank writes what the
 * money moved in the same transaction (invoices paid by direct debit; statements paid back and
 * payouts in the bank journal): if one item can no longer take it, nothing is written.
 */
export async function moveOrder(db: Db, viewer: SessionUser, kind: PaymentOrderKind, id: number, body: PaymentOrderMoveBody) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, viewer, kind, id);
    const items = await tx.select().from(paymentOrderItems).where(eq(paymentOrderItems.orderId, id)).orderBy(paymentOrderItems.id);
    const check = checkOrderTransition(order.state, body.state, items.length);
    if (!check.ok) throw conflict(check.message);
    if (body.state === ORDER_BANKED) {
      if (kind === 'prelevement') await bankDebits(tx, viewer, order, items);
      else if (kind === 'virement') await bankTransfers(tx, order, items);
      else await bankPayments(tx, order, items);
    }
    await tx.update(paymentOrders).set({ state: body.state }).where(eq(paymentOrders.id, id));
  });
  return findOrder(db, viewer, kind, id);
}

/**
 * POST /ordres/prelevement/{id}/items/{itemId}/reject: the bank sent a debit back (R-transaction).
 * Its payment is reversed (kept, marked sent back), the invoice is owed again and the bank journal
 * gets a rejected-debit operation. Transfers have no reject here.
 */
export async function rejectItem(db: Db, viewer: SessionUser, kind: PaymentOrderKind, id: number, itemId: number, body: ItemRejectBody) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, viewer, kind, id);
    const [item] = await tx
      .select()
      .from(paymentOrderItems)
      .where(and(eq(paymentOrderItems.id, itemId), eq(paymentOrderItems.orderId, id)))
      .for('update');
    if (!item || kind !== 'prelevement') throw notFound(L.refusals.itemNotFound);
    const check = checkItemRejection(order.state, item);
    if (!check.ok) throw conflict(check.message);
    const today = parisDay();
    if (item.paymentId !== null) {
      await reverseInvoicePayment(tx, { paymentId: item.paymentId, reason: body.reason, rejectedOn: today, actorId: viewer.id });
    }
    await tx.update(paymentOrderItems).set({ rejectedAt: today, rejectionReason: body.reason }).where(eq(paymentOrderItems.id, item.id));
  });
  return findOrder(db, viewer, kind, id);
}
