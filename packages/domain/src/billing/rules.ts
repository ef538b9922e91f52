import { INVOICE_REFUSALS as R } from './labels.ts';

/**
 * Invoices (tables-and-sheets §4): states, types, numbers, the state machine, credit notes,
 * payments and the content chain. French law asks for gapless chronological numbers, invoices
 * that never change once issued (corrections go through credit notes), and a way to show the
 * sequence was not tampered with.
 */

export const INVOICE_STATES = [0, 1, 2, 3, 4] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_PENDING = 0;
export const INVOICE_SENT = 1;
export const INVOICE_PAID = 2;
export const INVOICE_CANCELLED = 3;
export const INVOICE_UNRECOVERABLE = 4;

export const INVOICE_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_PLATFORM = 1;
export const INVOICE_TYPE_OFF_PLATFORM = 2;
export const INVOICE_TYPE_ORDER = 3;
export const INVOICE_TYPE_ONE_SHOT = 4;
export const INVOICE_TYPE_CREDIT_NOTE = 5;
export const INVOICE_TYPE_DEPOSIT = 6;

/** Days between issue and due date when the issuer gives none. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
/** The legal floor of the late-payment rate: three times the legal interest rate; 10.65 % a year by default (per ten thousand). */
export const DEFAULT_LATE_PENALTY_RATE = 1065;
/** The fixed recovery indemnity owed by a business client paying late (Code de commerce L441-10). */
export const RECOVERY_INDEMNITY_CENTS = 4000;
export const MAX_INVOICE_LINES = 200;
/** The French VAT rates a line may take (per ten thousand): standard, intermediate, reduced, super-reduced, none. */
export const VAT_RATES = [2000, 1000, 550, 210, 0] as const;
/** The hash the first invoice of a brand's chain is linked to. */
export const CHAIN_GENESIS = '0'.repeat(64);

/** The printed number: `F-2026-000123`, per brand and year; credit notes take their number in the same chain. */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Numéro invalide : ${year}/${sequence}`);
  return `F-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and sequence a printed number holds, or null when it is not one. */
export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = /^F-(\d{4})-(\d{6,})$/.exec(text.trim());
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : null;
}

/** The month an issue date falls in, `YYYY-MM`: what a closed period names. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

/**
 * The state machine, as data: each state's allowed next states. Sending takes a waiting invoice
 * to Envoyée; a payment in full takes it to Payée (an unrecoverable one too, when the money comes
 * after all); a credit note for the whole amount cancels a sent or paid invoice; staff declare an
 * unpaid invoice unrecoverable. Annulée ends the invoice's life.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceState, readonly InvoiceState[]> = {
  0: [INVOICE_SENT, INVOICE_PAID, INVOICE_UNRECOVERABLE],
  1: [INVOICE_PAID, INVOICE_CANCELLED, INVOICE_UNRECOVERABLE],
  2: [INVOICE_CANCELLED],
  3: [],
  4: [INVOICE_PAID],
};

/** Why a move to each state is refused, when the current state does not allow it. */
const TRANSITION_REFUSALS: Record<InvoiceState, string> = {
  0: R.cannotReopen,
  1: R.sendOnlyPending,
  2: R.payNotAllowed,
  3: R.creditNotAllowed,
  4: R.unrecoverableNotAllowed,
};

export type Refusal = { ok: true } | { ok: false; message: string };

/** Whether an invoice may go from one state to another, or the French reason why not. */
export function checkInvoiceTransition(from: InvoiceState, to: InvoiceState): Refusal {
  if (INVOICE_TRANSITIONS[from].includes(to)) return { ok: true };
  return { ok: false, message: TRANSITION_REFUSALS[to] };
}

/** Unpaid (En attente or Envoyée) and past its due date, on the Paris calendar day `today`. */
export function isInvoiceLate(invoice: { state: number; dueOn: string | null }, today: string): boolean {
  return (invoice.state === INVOICE_PENDING || invoice.state === INVOICE_SENT) && invoice.dueOn !== null && invoice.dueOn < today;
}

/** Days past due (0 when not late). */
export function daysLate(invoice: { state: number; dueOn: string | null }, today: string): number {
  if (!isInvoiceLate(invoice, today) || invoice.dueOn === null) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${invoice.dueOn}T00:00:00Z`)) / 86_400_000);
}

/** tables-and-sheets §4: a credit note only for an invoice sent or paid, never for a credit note. */
export function canCredit(invoice: { state: number; type: number }): Refusal {
  if (invoice.type === INVOICE_TYPE_CREDIT_NOTE) return { ok: false, message: R.creditOfCreditNote };
  if (invoice.state !== INVOICE_SENT && invoice.state !== INVOICE_PAID) return { ok: false, message: R.creditNotAllowed };
  return { ok: true };
}

/** One line of an invoice as the credit rule reads it: how much was billed, how much is credited already. */
export interface CreditableLine {
  position: number;
  quantity: number;
  creditedQuantity: number;
}

/** Quantities are compared at the 4 decimals they are stored with. */
const QUANTITY_SCALE = 10_000;
const scaled = (quantity: number) => Math.round(quantity * QUANTITY_SCALE);

/**
 * The lines and quantities one credit note takes back: every remaining quantity when none are
 * asked (the whole invoice), else the asked ones, each within what remains of its line.
 */
export function creditLines(
  lines: readonly CreditableLine[],
  asked: readonly { position: number; quantity: number }[] | undefined,
): { ok: true; lines: { position: number; quantity: number }[] } | { ok: false; message: string } {
  const remaining = new Map(lines.map((l) => [l.position, scaled(l.quantity) - scaled(l.creditedQuantity)]));
  const wanted =
    asked ??
    lines.map((l) => ({ position: l.position, quantity: (remaining.get(l.position) ?? 0) / QUANTITY_SCALE })).filter((l) => l.quantity > 0);
  const taken = new Map<number, number>();
  for (const want of wanted) {
    const left = remaining.get(want.position);
    if (left === undefined) return { ok: false, message: R.creditUnknownLine };
    const total = (taken.get(want.position) ?? 0) + scaled(want.quantity);
    if (scaled(want.quantity) <= 0 || total > left) return { ok: false, message: R.creditTooMuch };
    taken.set(want.position, total);
  }
  const out = [...taken].filter(([, q]) => q > 0).map(([position, q]) => ({ position, quantity: q / QUANTITY_SCALE }));
  if (out.length === 0) return { ok: false, message: R.creditNothingLeft };
  return { ok: true, lines: out.sort((a, b) => a.position - b.position) };
}

/** Whether every line is credited in full once these quantities are taken back: the invoice is then Annulée. */
export function isFullyCredited(lines: readonly CreditableLine[], credited: readonly { position: number; quantity: number }[]): boolean {
  const now = new Map<number, number>();
  for (const c of credited) now.set(c.position, (now.get(c.position) ?? 0) + scaled(c.quantity));
  return lines.every((l) => scaled(l.creditedQuantity) + (now.get(l.position) ?? 0) >= scaled(l.quantity));
}

export const PAYMENT_METHODS = ['transfer', 'direct_debit', 'card', 'cheque', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What is left to pay: the total, less what credit notes took back, less what was paid. */
export function amountDue(invoice: { ttcCents: number; creditedCents: number; paidCents: number }): number {
  return Math.max(0, invoice.ttcCents - invoice.creditedCents - invoice.paidCents);
}

/**
 * Recording a payment: partial payments add up; the one that clears what is due makes the
 * invoice Payée; more than what is due is refused (a refund is a credit note, not a payment).
 */
export function applyPayment(
  invoice: { state: number; type: number; ttcCents: number; creditedCents: number; paidCents: number },
  amountCents: number,
): { ok: true; paidCents: number; state: InvoiceState } | { ok: false; message: string } {
  if (invoice.type === INVOICE_TYPE_CREDIT_NOTE) return { ok: false, message: R.payCreditNote };
  const state = invoice.state as InvoiceState;
  if (state === INVOICE_PAID || state === INVOICE_CANCELLED) return { ok: false, message: R.payNotAllowed };
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, message: R.payPositive };
  const due = amountDue(invoice);
  if (amountCents > due) return { ok: false, message: R.overpayment };
  const paidCents = invoice.paidCents + amountCents;
  return { ok: true, paidCents, state: amountCents === due ? INVOICE_PAID : state };
}

/** What an action is allowed on an invoice in this state and type: the sheet's and the table's buttons. */
export function invoiceActions(invoice: { state: number; type: number; ttcCents: number; creditedCents: number; paidCents: number }) {
  const state = invoice.state as InvoiceState;
  return {
    send: state === INVOICE_PENDING,
    credit: canCredit(invoice).ok,
    pay: invoice.type !== INVOICE_TYPE_CREDIT_NOTE && INVOICE_TRANSITIONS[state].includes(INVOICE_PAID) && amountDue(invoice) > 0,
    unrecoverable: INVOICE_TRANSITIONS[state].includes(INVOICE_UNRECOVERABLE) && invoice.type !== INVOICE_TYPE_CREDIT_NOTE,
  };
}

export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/**
 * Canonical JSON: object keys sorted, no spaces, undefined members left out, integers only (a
 * float would print differently across engines). The same content always gives the same text.
 */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Nombre non fini');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v as Json)).join(',')}]`;
  const entries = Object.entries(value as Record<string, Json | undefined>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v as Json)}`).join(',')}}`;
}

/** The legal content of an issued invoice: what its chained hash seals. State and payments are not in it. */
export interface ChainedContent {
  brandId: number | null;
  number: string;
  type: number;
  issuedOn: string;
  dueOn: string | null;
  servicePeriod: { from: string; to: string };
  userId: number;
  companyId: number | null;
  creditedInvoiceId: number | null;
  /** A credit note giving a security deposit back; absent when not. */
  isGuaranteeRefund?: true;
  /** The parties as printed (seller and buyer identities), and the printed notes. */
  seller: Json;
  buyer: Json;
  notes: readonly string[];
  latePenaltyRate: number;
  totals: { htCents: number; vatCents: number; ttcCents: number; discountCents: number };
  lines: {
    position: number;
    designation: string;
    /** As stored: a decimal text with 4 places, so no float enters the hash. */
    quantity: string;
    unitPriceCents: number;
    vatRate: number;
    vatCategory: string;
    htCents: number;
    vatCents: number;
    ttcCents: number;
  }[];
}

/** The text hashed (SHA-256) into an invoice's hash: its content chained to the previous invoice's hash. */
export function chainPayload(content: ChainedContent, previousHash: string): string {
  return canonicalJson({ content: content as unknown as Json, previousHash });
}

/** A quantity as the database stores it (numeric with 4 decimals), for the chained content. */
export function quantityText(quantity: number): string {
  return (scaled(quantity) / QUANTITY_SCALE).toFixed(4);
}

/** SIREN 9 digits; a SIRET is the SIREN and 5 more. */
export function isSiren(text: string): boolean {
  return /^\d{9}$/.test(text);
}

export function isSiret(text: string): boolean {
  return /^\d{14}$/.test(text);
}
