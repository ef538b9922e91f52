import { vatOfLine } from '../format/money.ts';

/*
 * Orders of the shop (spec shell §4: en attente facturation, en attente validation, en cours,
 * en attente règlement, payée, refusé, terminé, annulée). The specification gives the states and
 * not the transitions. An employee's company purchase without "Achat entreprise sans validation"
 * waits for the company's owner or a manager (members-bookings-feed §2.3–§2.4); a validated order
 * waits to be invoiced, then for its payment; a paid order is delivered (en cours for a service
 * that lasts) and ends terminé. Without zod: the list and the shop import these on every page.
 */

export const ORDER_STATES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_AWAITING_INVOICE = 1;
export const ORDER_AWAITING_VALIDATION = 2;
export const ORDER_IN_PROGRESS = 3;
export const ORDER_AWAITING_PAYMENT = 4;
export const ORDER_PAID = 5;
export const ORDER_REFUSED = 6;
export const ORDER_DONE = 7;
export const ORDER_CANCELLED = 8;

/**
 * Who moves an order: its buyer, the owner or a manager of the buyer's company (the validator),
 * the brand's staff, or the system (billing, when the invoice is issued or paid).
 */
export type OrderActor = 'buyer' | 'validator' | 'staff' | 'system';

/** The state machine, as data: for each state, the states it may go to and who may take it there. */
export const ORDER_TRANSITIONS: Record<OrderState, Partial<Record<OrderState, readonly OrderActor[]>>> = {
  2: { 1: ['validator', 'staff'], 6: ['validator', 'staff'], 8: ['buyer', 'staff'] },
  // Going to 4 issues the order's invoice. Once issued, only its payment (billing) moves the order
  // on: a manual « payée » or a cancellation would leave the invoice behind, which a credit note settles.
  1: { 4: ['staff', 'system'], 8: ['staff'] },
  4: { 5: ['system'] },
  5: { 3: ['staff'], 7: ['staff'] },
  3: { 7: ['staff'] },
  6: {},
  7: {},
  8: {},
};

/** The states after which nothing changes any more. */
export const ORDER_FINAL_STATES: readonly OrderState[] = [ORDER_REFUSED, ORDER_DONE, ORDER_CANCELLED];
export const isOrderFinal = (state: OrderState): boolean => ORDER_FINAL_STATES.includes(state);

/** The states an actor may take an order to from `from`, in state order. */
export function orderTargets(from: OrderState, actor: OrderActor): OrderState[] {
  const moves = ORDER_TRANSITIONS[from];
  return ORDER_STATES.filter((to) => moves[to]?.includes(actor) ?? false);
}

export type OrderRefusal = 'same' | 'final' | 'notAllowed' | 'creditsGranted';

/**
 * Whether the move is allowed, or why not (the labels' `transitionRefusals` say it in French).
 * Credits once in the ledger may have been spent on bookings: an order that granted them is not
 * cancelled (a credit note settles it in billing).
 */
export function orderTransitionRefusal(from: OrderState, to: OrderState, actor: OrderActor, creditsGranted: boolean): OrderRefusal | null {
  if (from === to) return 'same';
  if (isOrderFinal(from)) return 'final';
  if (!orderTargets(from, actor).includes(to)) return 'notAllowed';
  if (to === ORDER_CANCELLED && creditsGranted) return 'creditsGranted';
  return null;
}

/** The move that issues the order's invoice (type 3, through billing) in its transaction. */
export const issuesInvoice = (to: OrderState): boolean => to === ORDER_AWAITING_PAYMENT;

/** Moves the buyer hears of: their company's owner or a manager validated or refused the order. */
export const tellsBuyer = (from: OrderState, to: OrderState): boolean =>
  from === ORDER_AWAITING_VALIDATION && (to === ORDER_AWAITING_INVOICE || to === ORDER_REFUSED);

/** Moves that give back what the order took from the stock. */
export const releasesStock = (to: OrderState): boolean => to === ORDER_REFUSED || to === ORDER_CANCELLED;

/** What decides whether a purchase needs validation: the buyer's place in their company. */
export interface Buyer {
  companyId: number | null;
  companyOwner: boolean;
  /** "Achat entreprise sans validation" (members-bookings-feed §2.3, `shoppingRights`). */
  shoppingRights: boolean;
}

/**
 * Members-bookings-feed §2.3–§2.4, §3: a company purchase by an employee without "Achat entreprise
 * sans validation" waits for validation; the owner, an employee with the right, and a member
 * without a company buy straight away.
 */
export function needsValidation(buyer: Buyer): boolean {
  return buyer.companyId !== null && !buyer.companyOwner && !buyer.shoppingRights;
}

/** The state a new order starts in. */
export function initialOrderState(buyer: Buyer): OrderState {
  return needsValidation(buyer) ? ORDER_AWAITING_VALIDATION : ORDER_AWAITING_INVOICE;
}

/** A member who may approve or refuse an order: its company's owner or a manager, never its buyer. */
export interface Validator {
  id: number;
  companyId: number | null;
  companyOwner: boolean;
  /** "Gestion d'employés" (members-bookings-feed §2.3, `accessCompany`). */
  accessCompany: boolean;
}

export function canValidate(viewer: Validator, order: { userId: number; companyId: number | null }): boolean {
  return (
    order.companyId !== null &&
    viewer.companyId === order.companyId &&
    viewer.id !== order.userId &&
    (viewer.companyOwner || viewer.accessCompany)
  );
}

/** A line's amounts: HT = unit price × quantity, VAT rounded on the line, TTC = HT + VAT. */
export interface LineAmounts {
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
}

export function orderLineAmounts(line: { unitPriceCents: number; quantity: number; vatRate: number }): LineAmounts {
  const totalHtCents = line.unitPriceCents * line.quantity;
  const vatCents = vatOfLine(totalHtCents, line.vatRate);
  return { totalHtCents, vatCents, totalTtcCents: totalHtCents + vatCents };
}

/** The order's totals: the sums of its lines' (VAT already rounded per line). */
export function orderTotals(lines: readonly { unitPriceCents: number; quantity: number; vatRate: number }[]): LineAmounts {
  return lines.map(orderLineAmounts).reduce(
    (sum, line) => ({
      totalHtCents: sum.totalHtCents + line.totalHtCents,
      vatCents: sum.vatCents + line.vatCents,
      totalTtcCents: sum.totalTtcCents + line.totalTtcCents,
    }),
    { totalHtCents: 0, vatCents: 0, totalTtcCents: 0 },
  );
}

/** The table shows 20 rows a page, like the other tables of the back-office. */
export const ORDER_PAGE_SIZE = 20;
export const ORDER_MAX_LINES = 20;
export const ORDER_MAX_QUANTITY = 1000;

/* ---------- carts ---------- */

/** A member's open cart holds as many products as an order may. */
export const CART_PAGE_SIZE = 20;

/** The VAT of the lines, per rate (lowest first), each line's rounded on the line as on the invoice. */
export function vatByRate(
  lines: readonly { unitPriceCents: number; quantity: number; vatRate: number }[],
): { rate: number; vatCents: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + orderLineAmounts(line).vatCents);
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, vatCents]) => ({ rate, vatCents }));
}
