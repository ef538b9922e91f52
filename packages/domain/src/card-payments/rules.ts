import { amountDue, INVOICE_CANCELLED, INVOICE_PAID, INVOICE_TYPE_CREDIT_NOTE } from '../billing/rules.ts';

/** What a checkout learns of its session: paid, refused, or still open (abandoned or not finished). */
export const CHECKOUT_STATES = ['open', 'paid', 'failed'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** A built-in checkout session's id: 32 url-safe characters, so the link is its own credential. */
export const CHECKOUT_SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What a card payment may charge on an invoice: what is still owed, or null when the invoice
 * takes no payment (a credit note, paid, cancelled, or nothing left to pay).
 */
export function cardAmount(invoice: {
  state: number;
  type: number;
  ttcCents: number;
  creditedCents: number;
  paidCents: number;
}): number | null {
  if (invoice.type === INVOICE_TYPE_CREDIT_NOTE) return null;
  if (invoice.state === INVOICE_PAID || invoice.state === INVOICE_CANCELLED) return null;
  const due = amountDue(invoice);
  return due > 0 ? due : null;
}
