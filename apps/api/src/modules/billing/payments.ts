import { paymentOperation, rejectedDebitOperation } from '@hubgrade/domain/accounting/builders';
import { clientAccount } from '@hubgrade/domain/accounting/client-account';
import { INVOICE_REFUSALS as R } from '@hubgrade/domain/billing/labels';
import { applyPayment, INVOICE_PAID, INVOICE_SENT } from '@hubgrade/domain/billing/rules';
import { formatCents } from '@hubgrade/domain/format/money';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceEvents, invoicePayments, invoices } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { recordOperation } from '../accounting/journal.ts';

export interface InvoicePaymentEntry {
  invoiceId: number;
  amountCents: number;
  method: string;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference: string | null;
  actorId: number | null;
}

/** The invoice as it stands once a payment has cleared it. */
export type PaidInvoice = typeof invoices.$inferSelect;

/**
 * What another module does, in the payment's transaction, when an invoice it issued is paid in
 * full (an order moves to « payée »). Billing calls the hooks registered here and imports none of
 * their modules: the issuer depends on billing, never billing on the issuer, so there is no cycle.
 */
export type InvoicePaidHook = (tx: Tx, invoice: PaidInvoice, actorId: number | null) => Promise<void>;
const paidHooks = new Set<InvoicePaidHook>();

/** Registers a hook once, however many apps are built in the process. */
export function onInvoicePaid(hook: InvoicePaidHook): void {
  paidHooks.add(hook);
}

async function lockById(tx: Tx, invoiceId: number) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw notFound(R.notFound);
  return invoice;
}

/**
 * A payment received on an invoice, in the caller's transaction: the payment row, its bank-journal
 * operation, the invoice's paid amount and state, and its history line. The caller checks the scope.
 */
export async function recordInvoicePayment(tx: Tx, entry: InvoicePaymentEntry): Promise<number> {
  const invoice = await lockById(tx, entry.invoiceId);
  const outcome = applyPayment(invoice, entry.amountCents);
  if (!outcome.ok) {
    if (outcome.message === R.overpayment) throw badRequest(R.overpayment, { amountCents: [R.overpayment] });
    throw conflict(outcome.message);
  }
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      method: entry.method,
      amountCents: entry.amountCents,
      paidOn: entry.paidOn,
      reference: entry.reference || null,
      recordedBy: entry.actorId,
    })
    .returning({ id: invoicePayments.id });
  if (!payment) throw new Error('Paiement non enregistré');
  const client = clientAccount(invoice.userId, invoice.buyer?.name ?? '');
  await recordOperation(
    tx,
    invoice.brandId,
    paymentOperation({ reference: entry.reference || invoice.fullNumber, date: entry.paidOn, amountCents: entry.amountCents, client }),
    { kind: 'payment', id: payment.id },
  );
  const paid = outcome.state !== invoice.state;
  const [updated] = await tx
    .update(invoices)
    .set({ paidCents: outcome.paidCents, state: outcome.state, ...(paid ? { paidAt: new Date(`${entry.paidOn}T12:00:00Z`) } : {}) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await tx.insert(invoiceEvents).values({
    invoiceId: invoice.id,
    event: paid ? 'paid' : 'payment',
    state: outcome.state,
    note: formatCents(entry.amountCents),
    actorId: entry.actorId,
  });
  if (updated?.state === INVOICE_PAID) for (const hook of paidHooks) await hook(tx, updated, entry.actorId);
  return payment.id;
}

export interface PaymentReversal {
  paymentId: number;
  /** Why the bank sent the money back (a rejected direct debit's reason). */
  reason: string;
  /** YYYY-MM-DD: the day the bank returned it. */
  rejectedOn: string;
  actorId: number | null;
}

/**
 * A payment the bank sent back (a rejected direct debit): the payment row kept and marked reversed
 * (the invoice's paid amount is the sum of its payments not reversed), the invoice unpaid again
 * (sent), and a rejected-debit operation in the bank journal that reverses the money received, so
 * the payment's history and its journal operation stay whole.
 */
export async function reverseInvoicePayment(tx: Tx, reversal: PaymentReversal): Promise<void> {
  const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, reversal.paymentId)).for('update');
  if (!payment) throw notFound(R.notFound);
  if (payment.reversedOn !== null) throw conflict(R.paymentReversed);
  const invoice = await lockById(tx, payment.invoiceId);
  const paidCents = invoice.paidCents - payment.amountCents;
  const state = invoice.state === INVOICE_PAID ? INVOICE_SENT : invoice.state;
  await tx
    .update(invoicePayments)
    .set({ reversedOn: reversal.rejectedOn, reversalReason: reversal.reason })
    .where(eq(invoicePayments.id, payment.id));
  await tx.update(invoices).set({ paidCents, state, paidAt: null }).where(eq(invoices.id, invoice.id));
  const client = clientAccount(invoice.userId, invoice.buyer?.name ?? '');
  await recordOperation(
    tx,
    invoice.brandId,
    rejectedDebitOperation({
      reference: payment.reference || invoice.fullNumber,
      date: reversal.rejectedOn,
      amountCents: payment.amountCents,
      client,
    }),
    { kind: 'rejected_debit', id: payment.id },
  );
  await tx.insert(invoiceEvents).values({
    invoiceId: invoice.id,
    event: 'payment_rejected',
    state,
    note: `${formatCents(payment.amountCents)} — ${reversal.reason}`,
    actorId: reversal.actorId,
  });
}
