import { subMonths } from 'date-fns';
import { type BillingLine, type BillingPeriod, billingPeriod } from './contract-billing.ts';
import { BOOKING_BILLING_LABELS as L } from './labels.ts';

/**
 * Bookings charged in euros: a meeting room or a workstation booked with a price that no credit
 * paid (a slot of an accepted quote). The monthly run of a month invoices those of the month
 * before, once each, one invoice per company (or member without company), a line per booking.
 */

export type BookingKind = 'meetingRoom' | 'workstation';

export interface BillableBooking {
  kind: BookingKind;
  id: number;
  /** The room's or the coworking space's name. */
  placeName: string;
  /** Paris day YYYY-MM-DD and hours HH:mm of the booking. */
  day: string;
  start: string;
  end: string;
  /** Price HT in cents. */
  priceCents: number;
  vatRate: number;
}

/** Whether a booking is charged in euros: it has a price and no credit entry paid it. */
export function isChargedInEuros(booking: { priceCents: number; creditEntryId: number | null }): boolean {
  return booking.priceCents > 0 && booking.creditEntryId === null;
}

/** The month whose bookings the run of `month` invoices: the one before. */
export function bookingsMonthOf(month: string): BillingPeriod {
  const first = billingPeriod(month).from;
  const previous = subMonths(new Date(`${first}T12:00:00Z`), 1)
    .toISOString()
    .slice(0, 7);
  return billingPeriod(previous);
}

const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** One line per booking, by day then hour: quantity 1 at the booking's price, its day as the line's period. */
export function bookingLines(bookings: readonly BillableBooking[]): BillingLine[] {
  return [...bookings]
    .sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start) || a.id - b.id)
    .map((b) => ({
      designation: L.line(b.kind, b.placeName, frenchDay(b.day), b.start, b.end),
      quantity: 1,
      unitPriceCents: b.priceCents,
      vatRate: b.vatRate,
      vatCategory: b.vatRate > 0 ? ('S' as const) : ('E' as const),
      period: { from: b.day, to: b.day },
    }));
}
