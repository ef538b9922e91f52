import { addMonths, format, parseISO, subDays } from 'date-fns';
import { activeDays, billingPeriod, proRata } from '../billing/contract-billing.ts';
import { lineAmounts } from '../billing/document.ts';
import type { PaymentMode } from '../contracts/payment.ts';

/*
 * Subscriptions to a plan of the catalogue (spec shell §4: en attente facturation, en attente
 * paiement, en cours, terminé, annulé). The specification gives the states, not the transitions:
 * a new subscription waits for its first invoice; each month's invoice (the billing run's, or the
 * sheet's « Facturer ») makes it wait for that payment; once paid it runs; the payment of the
 * invoice of its last month ends it. Cancelled only before its first invoice: afterwards it is
 * given notice and ends on its end date. Without zod: the list imports these on every page.
 */

export const SUBSCRIPTION_STATES = [1, 2, 3, 4, 5] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export const SUBSCRIPTION_AWAITING_INVOICE = 1;
export const SUBSCRIPTION_AWAITING_PAYMENT = 2;
export const SUBSCRIPTION_RUNNING = 3;
export const SUBSCRIPTION_ENDED = 4;
export const SUBSCRIPTION_CANCELLED = 5;

/** What moves a subscription: an invoice issued, an invoice paid (the last one or not), staff cancelling it. */
export type SubscriptionEvent = 'invoiced' | 'paid' | 'lastPaid' | 'cancel';

/** The state machine, as data: for each state, where each event takes it (absent: refused). */
export const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionState, Partial<Record<SubscriptionEvent, SubscriptionState>>> = {
  1: { invoiced: 2, cancel: 5 },
  2: { invoiced: 2, paid: 3, lastPaid: 4 },
  3: { invoiced: 2, paid: 3, lastPaid: 4 },
  4: {},
  5: {},
};

export const SUBSCRIPTION_FINAL_STATES: readonly SubscriptionState[] = [SUBSCRIPTION_ENDED, SUBSCRIPTION_CANCELLED];
export const isSubscriptionFinal = (state: SubscriptionState): boolean => SUBSCRIPTION_FINAL_STATES.includes(state);

/** The state an event takes a subscription to, or null when the machine refuses it. */
export function subscriptionNext(from: SubscriptionState, event: SubscriptionEvent): SubscriptionState | null {
  return SUBSCRIPTION_TRANSITIONS[from][event] ?? null;
}

/** Months of notice before a cancellation takes effect (the spec is silent: one month, as in most shops). */
export const NOTICE_MONTHS = 1;
/**
 * A month's included credits are used within the month they pay for, not hoarded: they can be
 * spent through the same day a month after they were granted, then expire like a pack's.
 */
export const MONTHLY_CREDITS_VALIDITY_MONTHS = 1;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The last day of the commitment: the day before the start's anniversary `months` later (the start itself for none). */
export function commitmentEnd(startOn: string, months: number): string {
  return months === 0 ? startOn : day(subDays(addMonths(parseISO(startOn), months), 1));
}

/**
 * The earliest end date a notice given on `today` allows: a notice of NOTICE_MONTHS from today,
 * never before the commitment is over, never before the start.
 */
export function earliestEnd(sub: { startOn: string; commitmentEndOn: string }, today: string): string {
  const notice = day(addMonths(parseISO(today), NOTICE_MONTHS));
  return [notice, sub.commitmentEndOn, sub.startOn].reduce((a, b) => (a > b ? a : b));
}

/** YYYY-MM of a day. */
export const monthOf = (dayText: string): string => dayText.slice(0, 7);

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  return format(addMonths(parseISO(`${month}-01`), 1), 'yyyy-MM');
}

/** What a month's invoice of a subscription holds. */
export interface SubscriptionTerms {
  startOn: string;
  endOn: string | null;
  monthlyPriceCents: number;
  monthlyCreditsCents: number;
}

export interface MonthBilling {
  /** The days of the month the subscription runs. */
  period: { from: string; to: string };
  /** Share of the month, to 4 decimals: the invoice line's quantity (1 for a whole month). */
  quantity: number;
  /** The line's HT: the monthly price times the share, rounded to the cent as the invoice rounds it. */
  amountCents: number;
  /** The plan's monthly credits times the share, rounded to the cent. */
  creditsCents: number;
  /** Whether this is the subscription's last month (its end date falls in it). */
  last: boolean;
}

/**
 * A month's billing of a subscription: pro rata of the days it runs in the month (its first and
 * last months), null when it does not run that month.
 */
export function monthBilling(terms: SubscriptionTerms, month: string): MonthBilling | null {
  const calendar = billingPeriod(month);
  const period = activeDays(calendar, terms.startOn, terms.endOn);
  if (!period) return null;
  const quantity = proRata(calendar, period);
  return {
    period,
    quantity,
    amountCents: lineAmounts(quantity, terms.monthlyPriceCents, 0).htCents,
    // In ten-thousandths of the share, so that a half cent rounds up as on paper.
    creditsCents: Math.round((terms.monthlyCreditsCents * Math.round(quantity * 10_000)) / 10_000),
    last: terms.endOn !== null && terms.endOn <= calendar.to,
  };
}

/**
 * The first month still to invoice: the start's month before any invoice, else the month after
 * the last one invoiced; null once the end's month is invoiced or the subscription is closed.
 */
export function nextBillingMonth(sub: {
  startOn: string;
  endOn: string | null;
  billedThrough: string | null;
  state: SubscriptionState;
}): string | null {
  if (isSubscriptionFinal(sub.state)) return null;
  const month = sub.billedThrough === null ? monthOf(sub.startOn) : nextMonth(sub.billedThrough);
  if (sub.endOn !== null && month > monthOf(sub.endOn)) return null;
  return month;
}

/** The day the next invoice covers from: the start in its first month, else the month's first day. */
export function nextInvoiceOn(sub: {
  startOn: string;
  endOn: string | null;
  billedThrough: string | null;
  state: SubscriptionState;
}): string | null {
  const month = nextBillingMonth(sub);
  if (month === null) return null;
  return month === monthOf(sub.startOn) ? sub.startOn : `${month}-01`;
}

/**
 * The payment badge, as for contracts: Auto when the member has a standing SEPA mandate (the
 * direct-debit order then collects the subscription's invoices), Manuel otherwise.
 */
export const paymentModeOf = (mandated: boolean): PaymentMode => (mandated ? 'Auto' : 'Manuel');

/** The table shows 20 rows a page, like the other tables of the back-office. */
export const SUBSCRIPTION_PAGE_SIZE = 20;
