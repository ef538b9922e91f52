import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { CARD_PAYMENT_LABELS as L } from '@hubgrade/domain/card-payments/labels';
import { type CheckoutState, cardAmount } from '@hubgrade/domain/card-payments/rules';
import type { CardCheckout, CardPaymentOutcome, CheckoutDecision } from '@hubgrade/domain/card-payments/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { builtinCheckoutSessions, cardPayments, invoices, orders, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordInvoicePayment } from '../billing/payments.ts';
import type { CardPaymentAdapter } from './adapter.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Who may pay an invoice by card: the brand's staff (their scope), the invoice's member, and the
 * owner of the invoice's company. Anyone else is told it does not exist (404), as for another brand.
 */
async function payableInvoice(db: Executor, viewer: SessionUser, invoiceId: number): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), brandScope(invoices.brandId, viewer)));
  if (!invoice) throw notFound(L.refusals.notFound);
  if (isAdmin(viewer.roles) || isCommercial(viewer.roles) || invoice.userId === viewer.id) return invoice;
  if (invoice.companyId !== null) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, viewer.id), eq(users.companyId, invoice.companyId), eq(users.companyOwner, true), isNull(users.deletedAt)));
    if (owner) return invoice;
  }
  throw notFound(L.refusals.notFound);
}

/** Where the browser comes back: the order's sheet when the invoice is an order's, else the invoice's. */
async function returnPathOf(db: Executor, invoiceId: number): Promise<string> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.invoiceId, invoiceId));
  return order ? `/commandes/commandes/${order.id}` : `/factures/${invoiceId}`;
}

/**
 * POST /factures/{id}/paiement-carte: a checkout at the provider for what is still owed. The card
 * payment is written first (its id is in the return address), then the provider asked for its
 * session, outside any transaction: a provider that does not answer holds no lock.
 */
export async function startCardPayment(
  db: Db,
  adapter: CardPaymentAdapter,
  publicUrl: string,
  viewer: SessionUser,
  invoiceId: number,
): Promise<CardCheckout> {
  const invoice = await payableInvoice(db, viewer, invoiceId);
  const amountCents = cardAmount(invoice);
  if (amountCents === null) throw conflict(L.refusals.notOwed);
  const [payment] = await db
    .insert(cardPayments)
    .values({ brandId: invoice.brandId, invoiceId: invoice.id, userId: viewer.id, provider: adapter.kind, amountCents })
    .returning({ id: cardPayments.id });
  if (!payment) throw new Error('card payment not written');
  const back = `${publicUrl}${await returnPathOf(db, invoice.id)}?paiement-carte=${payment.id}`;
  try {
    const checkout = await adapter.createCheckout(db, {
      reference: `card-payment-${payment.id}`,
      amountCents,
      currency: 'EUR',
      description: L.description(invoice.fullNumber),
      successUrl: back,
      cancelUrl: back,
    });
    await db.update(cardPayments).set({ sessionId: checkout.sessionId }).where(eq(cardPayments.id, payment.id));
    return { id: payment.id, amountCents, url: checkout.url };
  } catch (error) {
    await db.delete(cardPayments).where(eq(cardPayments.id, payment.id));
    throw error;
  }
}

function outcome(row: { id: number; invoiceId: number }, orderId: number | null, state: CheckoutState): CardPaymentOutcome {
  const message = state === 'paid' ? L.accepted : L.refused(L.reasons[state]);
  return { id: row.id, invoiceId: row.invoiceId, orderId, state, message };
}

/**
 * POST /paiements-carte/{id}/confirmation: the return from the checkout. The outcome is read from
 * the provider, never from the browser; a paid checkout records the invoice's payment (method
 * « carte ») in one transaction, under the card payment's row lock, so a reload or two returns at
 * once record it exactly once (and billing's hook moves the order to « payée »). A refused or
 * unfinished checkout changes nothing on the invoice.
 */
export async function confirmCardPayment(
  db: Db,
  adapter: CardPaymentAdapter,
  viewer: SessionUser,
  id: number,
): Promise<CardPaymentOutcome> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.id, id), brandScope(cardPayments.brandId, viewer)));
  if (!row) throw notFound(L.refusals.sessionNotFound);
  await payableInvoice(db, viewer, row.invoiceId).catch(() => {
    throw notFound(L.refusals.sessionNotFound);
  });
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.invoiceId, row.invoiceId));
  const orderId = order?.id ?? null;
  if (row.state === 'paid' || row.sessionId === null) return outcome(row, orderId, row.state === 'paid' ? 'paid' : 'open');
  const state = await adapter.getCheckout(db, row.sessionId);
  if (state === 'open') return outcome(row, orderId, 'open');
  if (state === 'failed') {
    await db
      .update(cardPayments)
      .set({ state: 'failed', settledAt: new Date() })
      .where(and(eq(cardPayments.id, row.id), eq(cardPayments.state, 'open')));
    return outcome(row, orderId, 'failed');
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(cardPayments).where(eq(cardPayments.id, row.id)).for('update');
    if (!locked || locked.state === 'paid') return;
    const paymentId = await recordInvoicePayment(tx, {
      invoiceId: locked.invoiceId,
      amountCents: locked.amountCents,
      method: 'card',
      paidOn: parisDay(),
      reference: locked.sessionId,
      actorId: viewer.id,
    });
    await tx.update(cardPayments).set({ state: 'paid', paymentId, settledAt: new Date() }).where(eq(cardPayments.id, locked.id));
  });
  return outcome(row, orderId, 'paid');
}

/** The built-in provider's session, or 404. */
export async function checkoutSession(db: Executor, sessionId: string) {
  const [session] = await db.select().from(builtinCheckoutSessions).where(eq(builtinCheckoutSessions.id, sessionId));
  if (!session) throw notFound(L.refusals.sessionNotFound);
  return {
    sessionId: session.id,
    amountCents: session.amountCents,
    currency: 'EUR' as const,
    description: session.description,
    state: session.state as CheckoutState,
  };
}

/** The built-in page's buttons: the outcome kept once, and the address the browser goes back to. */
export async function decideCheckout(db: Executor, sessionId: string, body: CheckoutDecision): Promise<{ url: string }> {
  const [decided] = await db
    .update(builtinCheckoutSessions)
    .set({ state: body.outcome, decidedAt: new Date() })
    .where(and(eq(builtinCheckoutSessions.id, sessionId), eq(builtinCheckoutSessions.state, 'open')))
    .returning();
  if (decided) return { url: body.outcome === 'paid' ? decided.successUrl : decided.cancelUrl };
  await checkoutSession(db, sessionId);
  throw conflict(L.refusals.decided);
}
