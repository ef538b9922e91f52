import { INVOICE_TYPE_CREDIT_NOTE } from '@hubgrade/domain/billing/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import {
  amountDue,
  checkItemRejection,
  checkOrderTransition,
  ORDER_BANKED,
  orderReference,
  type PaymentOrderKind,
  type PaymentOrderState,
  sequenceType,
} from '@hubgrade/domain/payment-orders/rules';
import type { DirectDebitCreateBody, ItemRejectBody, PaymentOrderMoveBody } from '@hubgrade/domain/payment-orders/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { brands, paymentOrderItems, paymentOrders } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordInvoicePayment, reverseInvoicePayment } from '../billing/payments.ts';
import { findOrder } from './queries.ts';

interface DueInvoice {
  id: number;
  full_number: string;
  ttc_cents: number;
  credited_cents: number;
  paid_cents: number;
  mandate_id: number;
  holder: string;
  iban: string;
  bic: string | null;
  mandate_reference: string;
  signed_at: string | Date;
  collected_before: boolean;
}

/**
 * The brand's invoices still owed (pending or sent, something left to pay) whose contract has a
 * valid mandate (signed, not removed; the latest signed if several), not already in an open order.
 * A mandate was collected before when one of its debits went to the bank and was not sent back.
 */
function dueInvoices(tx: Tx, brandId: number | null) {
  return queryRows<DueInvoice>(
    tx,
    sql`select i.id, i.full_number, i.ttc_cents, i.credited_cents, i.paid_cents,
          m.id as mandate_id, m.holder, m.iban, m.bic, m.reference as mandate_reference, m.signed_at,
          exists (select 1 from payment_order_items x join payment_orders o on o.id = x.order_id
                  where x.mandate_id = m.id and o.state >= ${ORDER_BANKED} and x.rejected_at is null) as collected_before
        from invoices i
        join lateral (select * from sepa_mandates s
                      where s.contract_id = i.contract_id and s.signed_at is not null and s.removed_at is null
                      order by s.signed_at desc, s.id desc limit 1) m on true
        where i.brand_id is not distinct from ${brandId} and i.state in (0, 1) and i.type <> ${INVOICE_TYPE_CREDIT_NOTE}
          and i.ttc_cents - i.credited_cents - i.paid_cents > 0
          and not exists (select 1 from payment_order_items x join payment_orders o on o.id = x.order_id
                          where x.invoice_id = i.id and o.state = 0)
        order by i.id
        for update of i`,
  );
}

async function brandIdOf(db: Db, brandKey: number): Promise<number | null> {
  if (brandKey === 0) return null;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandKey));
  if (!brand) throw notFound(L.refusals.brandNotFound);
  return brand.id;
}

/** POST /ordres/prelevement: an open order gathering the brand's due invoices under a valid mandate. */
export async function createDirectDebitOrder(db: Db, viewer: SessionUser, body: DirectDebitCreateBody) {
  if (body.collectionDate <= parisDay()) throw badRequest(L.errors.collectionDate, { collectionDate: [L.errors.collectionDate] });
  if (viewer.brandId !== null && viewer.brandId !== body.brandId) throw notFound(L.refusals.brandNotFound);
  const brandId = await brandIdOf(db, body.brandId);
  const id = await db.transaction(async (tx) => {
    const due = await dueInvoices(tx, brandId);
    if (due.length === 0) throw conflict(L.refusals.nothingDue);
    const items = due.map((invoice) => ({
      invoice,
      amountCents: amountDue({ ttcCents: invoice.ttc_cents, creditedCents: invoice.credited_cents, paidCents: invoice.paid_cents }),
    }));
    const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        brandId,
        kind: 'prelevement',
        reference: '',
        collectionDate: body.collectionDate,
        totalCents,
        itemCount: items.length,
        createdBy: viewer.id,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('Ordre non enregistré');
    const reference = orderReference('prelevement', Number(parisDay().slice(0, 4)), order.id);
    await tx.update(paymentOrders).set({ reference }).where(eq(paymentOrders.id, order.id));
    await tx.insert(paymentOrderItems).values(
      items.map(({ invoice, amountCents }) => ({
        orderId: order.id,
        invoiceId: invoice.id,
        amountCents,
        mandateId: invoice.mandate_id,
        sequenceType: sequenceType(invoice.collected_before),
        endToEndId: `${reference}-${invoice.full_number}`,
        debtorName: invoice.holder,
        debtorIban: invoice.iban,
        debtorBic: invoice.bic,
        mandateReference: invoice.mandate_reference,
        mandateSignedOn: parisDay(new Date(invoice.signed_at)),
        remittance: `${L.remittance} ${invoice.full_number}`,
      })),
    );
    return order.id;
  });
  return findOrder(db, viewer, 'prelevement', id);
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
 * POST /ordres/{type}/{id}/state: one step forward. Putting a direct-debit order in the bank records
 * each invoice's payment (direct debit, on the collection date) in the same transaction: if one
 * invoice can no longer take it, nothing is recorded.
 */
export async function moveOrder(db: Db, viewer: SessionUser, kind: PaymentOrderKind, id: number, body: PaymentOrderMoveBody) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, viewer, kind, id);
    const items = await tx.select().from(paymentOrderItems).where(eq(paymentOrderItems.orderId, id)).orderBy(paymentOrderItems.id);
    const check = checkOrderTransition(order.state, body.state, items.length);
    if (!check.ok) throw conflict(check.message);
    if (body.state === ORDER_BANKED && kind === 'prelevement') {
      for (const item of items) {
        if (item.invoiceId === null) continue;
        const paymentId = await recordInvoicePayment(tx, {
          invoiceId: item.invoiceId,
          amountCents: item.amountCents,
          method: 'direct_debit',
          paidOn: order.collectionDate,
          reference: item.endToEndId,
          actorId: viewer.id,
        }).catch((error: unknown) => {
          // The invoice was paid or credited since the order was made: its own refusal would not say which order.
          throw error instanceof HttpError ? conflict(L.refusals.invoiceChanged) : error;
        });
        await tx.update(paymentOrderItems).set({ paymentId }).where(eq(paymentOrderItems.id, item.id));
      }
    }
    await tx.update(paymentOrders).set({ state: body.state }).where(eq(paymentOrders.id, id));
  });
  return findOrder(db, viewer, kind, id);
}

/**
 * POST /ordres/prelevement/{id}/items/{itemId}/reject: the bank sent a debit back (R-transaction).
 * Its payment is reversed, the invoice is owed again and the bank journal gets a rejected-debit operation.
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
