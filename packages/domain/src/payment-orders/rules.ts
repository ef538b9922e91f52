import { PAYMENT_ORDER_LABELS as L } from './labels.ts';

/** The kinds of order, as /ordres/{type} names them. */
export const PAYMENT_ORDER_KINDS = ['prelevement', 'virement', 'paiement'] as const;
export type PaymentOrderKind = (typeof PAYMENT_ORDER_KINDS)[number];

/** An order's states (shell §4): ouvert, mis en banque, reversement, clôturé. */
export const PAYMENT_ORDER_STATES = [0, 1, 2, 3] as const;
export type PaymentOrderState = (typeof PAYMENT_ORDER_STATES)[number];
export const ORDER_OPEN = 0;
export const ORDER_BANKED = 1;
export const ORDER_PAYOUT = 2;
export const ORDER_CLOSED = 3;

/** A state an order can be moved to: every one but the first. */
export type OrderMove = Exclude<PaymentOrderState, typeof ORDER_OPEN>;

/** Tables §9: 20 a page. */
export const PAYMENT_ORDER_PAGE_SIZE = 20;

/** A direct debit's sequence: the first one under a mandate, or a recurring one. */
export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

/**
 * The only moves, one step forward each: an open order is put in the bank (its file handed over,
 * its payments recorded), the money is paid back where it is owed, then the order is closed.
 */
export const PAYMENT_ORDER_TRANSITIONS: Record<PaymentOrderState, readonly OrderMove[]> = {
  0: [ORDER_BANKED],
  1: [ORDER_PAYOUT],
  2: [ORDER_CLOSED],
  3: [],
};

const REFUSED_FROM: Record<PaymentOrderState, string> = {
  0: L.refusals.notBankedYet,
  1: L.refusals.alreadyBanked,
  2: L.refusals.alreadyPaidOut,
  3: L.refusals.closed,
};

export function checkOrderTransition(
  from: PaymentOrderState,
  to: PaymentOrderState,
  itemCount: number,
): { ok: true } | { ok: false; message: string } {
  if (!(PAYMENT_ORDER_TRANSITIONS[from] as readonly number[]).includes(to))
    return { ok: false, message: to === ORDER_BANKED ? REFUSED_FROM[from] : L.refusals.step };
  if (to === ORDER_BANKED && itemCount === 0) return { ok: false, message: L.refusals.empty };
  return { ok: true };
}

/** The next state an order can be moved to, or null once closed. */
export const nextOrderState = (state: PaymentOrderState): OrderMove | null => PAYMENT_ORDER_TRANSITIONS[state][0] ?? null;

/** A debit can be sent back by the bank only once it was collected, and before the order is closed. */
export function checkItemRejection(
  state: PaymentOrderState,
  item: { rejectedAt: string | null },
): { ok: true } | { ok: false; message: string } {
  if (state === ORDER_OPEN) return { ok: false, message: L.refusals.rejectOpen };
  if (state === ORDER_CLOSED) return { ok: false, message: L.refusals.closed };
  if (item.rejectedAt !== null) return { ok: false, message: L.refusals.alreadyRejected };
  return { ok: true };
}

/** FRST the first time a mandate is collected, RCUR afterwards (a rejected first debit does not count). */
export const sequenceType = (collectedBefore: boolean): SequenceType => (collectedBefore ? 'RCUR' : 'FRST');

/** What is still owed on an invoice: the amount to collect. */
export const amountDue = (invoice: { ttcCents: number; creditedCents: number; paidCents: number }): number =>
  Math.max(0, invoice.ttcCents - invoice.creditedCents - invoice.paidCents);

/** PRLV-2026-000012: the order's reference, also its file's message id. */
export function orderReference(kind: PaymentOrderKind, year: number, id: number): string {
  const prefix = kind === 'prelevement' ? 'PRLV' : kind === 'virement' ? 'VIR' : 'PAI';
  return `${prefix}-${year}-${String(id).padStart(6, '0')}`;
}

/** An order's totals: the items collected and those the bank sent back. */
export function orderTotals(items: readonly { amountCents: number; rejectedAt: string | null }[]) {
  let totalCents = 0;
  let rejectedCents = 0;
  for (const item of items) {
    totalCents += item.amountCents;
    if (item.rejectedAt !== null) rejectedCents += item.amountCents;
  }
  return { totalCents, rejectedCents, collectedCents: totalCents - rejectedCents };
}

/** A landlord's auxiliary account (467 sub-account) in the journal and the FEC: L and the member's id on six digits. */
export const landlordAccount = (userId: number, name: string) => ({ code: `L${String(userId).padStart(6, '0')}`, name });

/** The payee of another payment (401 sub-account): P and the payment's id on six digits, one-off as the payment is. */
export const otherPayeeAccount = (paymentId: number, name: string) => ({ code: `P${String(paymentId).padStart(6, '0')}`, name });
