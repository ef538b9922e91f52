import { INVOICE_TYPE_ORDER } from '@hubgrade/domain/billing/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { ORDER_AWAITING_INVOICE, ORDER_AWAITING_PAYMENT, ORDER_PAID, type OrderActor } from '@hubgrade/domain/orders/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { issueInvoices } from '../billing/issue.ts';
import type { InvoicePaidHook } from '../billing/payments.ts';
import { recordMove } from './moves.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Invoices an order awaiting invoicing (its row locked by the caller): a type-3 invoice through
 * billing, one line per order line as sold (name, quantity, unit price HT, VAT rate), so its totals
 * are the order's; the order keeps the invoice's id and waits for its payment, all in `tx`.
 */
export async function invoiceOrder(tx: Tx, order: OrderRow, actor: OrderActor, userId: number | null): Promise<number> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const issuedOn = parisDay();
  const [invoice] = await issueInvoices(tx, [
    {
      brandId: order.brandId,
      type: INVOICE_TYPE_ORDER,
      userId: order.userId,
      companyId: order.companyId,
      issuedOn,
      servicePeriod: { from: issuedOn, to: issuedOn },
      lines: lines.map((l) => ({ designation: l.name, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate })),
      notes: [L.invoiceNote(order.id)],
      actorId: userId,
    },
  ]);
  if (!invoice) throw new Error('order invoice not issued');
  await tx.update(orders).set({ state: ORDER_AWAITING_PAYMENT, invoiceId: invoice.id }).where(eq(orders.id, order.id));
  await recordMove(tx, order.id, ORDER_AWAITING_INVOICE, ORDER_AWAITING_PAYMENT, actor, userId);
  return invoice.id;
}

/**
 * Billing's hook when an invoice is paid in full: the order it invoiced, if any and still awaiting
 * its payment, is paid, in the payment's transaction.
 */
export const payOrderOfInvoice: InvoicePaidHook = async (tx, invoice, actorId) => {
  const [order] = await tx
    .update(orders)
    .set({ state: ORDER_PAID })
    .where(and(eq(orders.invoiceId, invoice.id), eq(orders.state, ORDER_AWAITING_PAYMENT)))
    .returning({ id: orders.id });
  if (order) await recordMove(tx, order.id, ORDER_AWAITING_PAYMENT, ORDER_PAID, 'system', actorId);
};
