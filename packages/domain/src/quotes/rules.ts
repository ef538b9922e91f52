import { type InvoiceDocumentLine, lineAmounts, type VatBreakdown, vatBreakdownOf } from '../billing/document.ts';
import { bookingPriceCents, MIN_BOOKING_MINUTES, MINUTE_STEP } from '../bookings/rules.ts';
import { parisDay } from '../format/paris-calendar.ts';

/**
 * Quotes (spec shell §4: nouvelle demande, brouillon, envoyé, accepté, refusé, annulé, expiré;
 * tables-and-sheets §2.5). The specification gives the states and not the transitions: a request
 * is drafted, the draft is sent to the client, who accepts or refuses it until its expiry day;
 * staff may cancel it until then. Accepted, refused, cancelled and expired quotes are final.
 */

export const QUOTE_STATES = [1, 2, 3, 4, 5, 6, 7] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
export const QUOTE_REQUEST = 1;
export const QUOTE_DRAFT = 2;
export const QUOTE_SENT = 3;
export const QUOTE_ACCEPTED = 4;
export const QUOTE_REFUSED = 5;
export const QUOTE_CANCELLED = 6;
export const QUOTE_EXPIRED = 7;

/** Who moves a quote: staff of its brand, the client through the link of the mail, or the expiry job. */
export type QuoteActor = 'staff' | 'client' | 'system';

/** The state machine, as data: for each state, the states it may go to and who may take it there. */
export const QUOTE_TRANSITIONS: Record<QuoteState, Partial<Record<QuoteState, readonly QuoteActor[]>>> = {
  1: { 2: ['staff'], 6: ['staff'] },
  2: { 3: ['staff'], 6: ['staff'] },
  3: { 4: ['staff', 'client'], 5: ['staff', 'client'], 6: ['staff'], 7: ['system'] },
  4: {},
  5: {},
  6: {},
  7: {},
};

/** The states whose lines, client, dates and comment may still change. */
export const QUOTE_EDITABLE_STATES: readonly QuoteState[] = [QUOTE_REQUEST, QUOTE_DRAFT];
/** The states after which nothing changes any more. */
export const QUOTE_FINAL_STATES: readonly QuoteState[] = [QUOTE_ACCEPTED, QUOTE_REFUSED, QUOTE_CANCELLED, QUOTE_EXPIRED];
/** §2.5: the table offers to edit and view a quote from state 2 on (a new request is first drafted). */
export const QUOTE_OPENABLE_FROM: QuoteState = QUOTE_DRAFT;

export const isQuoteEditable = (state: QuoteState): boolean => QUOTE_EDITABLE_STATES.includes(state);
export const isQuoteFinal = (state: QuoteState): boolean => QUOTE_FINAL_STATES.includes(state);
export const isQuoteOpenable = (state: QuoteState): boolean => state >= QUOTE_OPENABLE_FROM;

/** The states an actor may take a quote to from `from`, in state order. */
export function quoteTargets(from: QuoteState, actor: QuoteActor): QuoteState[] {
  const moves = QUOTE_TRANSITIONS[from];
  return QUOTE_STATES.filter((to) => moves[to]?.includes(actor) ?? false);
}

export type QuoteRefusal = 'same' | 'final' | 'expired' | 'notAllowed';

/** Whether the move is allowed, or why not (the labels' `transitionRefusals` say it in French). */
export function quoteTransitionRefusal(from: QuoteState, to: QuoteState, actor: QuoteActor): QuoteRefusal | null {
  if (from === to) return 'same';
  if (from === QUOTE_EXPIRED) return 'expired';
  if (isQuoteFinal(from)) return 'final';
  return quoteTargets(from, actor).includes(to) ? null : 'notAllowed';
}

/** A sent quote expires once its expiry day is over, in Paris time. */
export function isQuoteExpired(state: QuoteState, expirationDate: string, now: Date): boolean {
  return state === QUOTE_SENT && expirationDate < parisDay(now);
}

/** The state a reader is shown: a sent quote past its day reads expiré before the job writes it. */
export function effectiveQuoteState(state: QuoteState, expirationDate: string, now: Date): QuoteState {
  return isQuoteExpired(state, expirationDate, now) ? QUOTE_EXPIRED : state;
}

/** VAT rates a line may take, per ten thousand (20 %, 10 %, 5,5 %, 2,1 %, 0 %). */
export const QUOTE_VAT_RATES = [2000, 1000, 550, 210, 0] as const;
export const QUOTE_DEFAULT_VAT_RATE = 2000;
/** Days a new quote stays valid by default. */
export const QUOTE_DEFAULT_VALIDITY_DAYS = 30;
/** §9: rows of the quotes table. */
export const QUOTE_PAGE_SIZE = 20;
export const QUOTE_MAX_LINES = 100;

export interface QuoteLineAmounts {
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

/** A line's HT, VAT (rounded on the line) and TTC. */
export function quoteLineAmounts(line: QuoteLineAmounts) {
  return lineAmounts(line.quantity, line.unitPriceCents, line.vatRate);
}

/** The totals of a quote and its VAT per rate, from the lines' own rounded amounts. */
export function quoteTotals(lines: readonly QuoteLineAmounts[]): {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  vatBreakdown: VatBreakdown[];
} {
  const amounts: Pick<InvoiceDocumentLine, 'vatRate' | 'vatCategory' | 'htCents' | 'vatCents'>[] = lines.map((line) => ({
    vatRate: line.vatRate,
    vatCategory: line.vatRate > 0 ? 'S' : 'Z',
    ...quoteLineAmounts(line),
  }));
  const htCents = amounts.reduce((sum, l) => sum + l.htCents, 0);
  const vatCents = amounts.reduce((sum, l) => sum + l.vatCents, 0);
  return { htCents, vatCents, ttcCents: htCents + vatCents, vatBreakdown: vatBreakdownOf(amounts) };
}

/** Minutes since midnight of an "HH:mm" hour. */
export function minutesOf(hour: string): number {
  const [h, m] = hour.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * What a slot line costs HT: a meeting room as its booking dialog prices a free slot (its hourly
 * tariff over the minutes booked), a workstation its space's daily price.
 */
export function slotPriceCents(
  slot: { kind: 'meetingRoom'; priceHourCents: number } | { kind: 'workstation'; dailyPriceCents: number },
  start: string,
  end: string,
): number {
  if (slot.kind === 'workstation') return slot.dailyPriceCents;
  const tariff = { priceHour: slot.priceHourCents, priceHalfDay: null, priceEvening: null, priceDay: null };
  return bookingPriceCents(tariff, 0, minutesOf(end) - minutesOf(start));
}

/** Why a slot's hours cannot be booked: the booking dialogs' rules (same day, 15 minutes at least, 5-minute steps). */
export function slotHoursRefusal(start: string, end: string): 'tooShort' | 'minuteStep' | null {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from % MINUTE_STEP !== 0 || to % MINUTE_STEP !== 0) return 'minuteStep';
  if (to - from < MIN_BOOKING_MINUTES) return 'tooShort';
  return null;
}

/** A VAT rate per ten thousand as French text: 2000 → "20 %", 550 → "5,5 %". */
export function formatVatRate(rate: number): string {
  return `${String(rate / 100).replace('.', ',')} %`;
}

/** Colours of the state chips: each dark enough for small text on white (WCAG AA 4.5:1). */
export const QUOTE_STATE_COLOURS: Record<QuoteState, string> = {
  1: '#6A1B9A',
  2: '#616161',
  3: '#1565C0',
  4: '#2E7D32',
  5: '#C62828',
  6: '#616161',
  7: '#B45309',
};
