import { describe, expect, test } from 'vitest';
import { type BillableBooking, bookingLines, bookingsMonthOf, isChargedInEuros } from './booking-billing.ts';

const booking = (over: Partial<BillableBooking>): BillableBooking => ({
  kind: 'meetingRoom',
  id: 1,
  placeName: 'Salle Monceau',
  day: '2026-10-14',
  start: '09:00',
  end: '11:00',
  priceCents: 9_000,
  vatRate: 2000,
  ...over,
});

describe('bookings charged in euros', () => {
  test('a priced booking no credit paid', () => {
    expect(isChargedInEuros({ priceCents: 9_000, creditEntryId: null })).toBe(true);
    expect(isChargedInEuros({ priceCents: 9_000, creditEntryId: 12 })).toBe(false);
    expect(isChargedInEuros({ priceCents: 0, creditEntryId: null })).toBe(false);
  });

  test('the run of a month bills the bookings of the month before, across a year', () => {
    expect(bookingsMonthOf('2026-11')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(bookingsMonthOf('2027-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(bookingsMonthOf('2028-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  test('a line per booking, in day and hour order, with its date (DD/MM/YYYY) and its place', () => {
    const lines = bookingLines([
      booking({ id: 2, day: '2026-10-20', start: '14:00', end: '15:30', priceCents: 4_500 }),
      booking({ id: 3, kind: 'workstation', placeName: 'Open space', day: '2026-10-03', start: '08:00', end: '18:00', priceCents: 2_500 }),
      booking({ id: 1 }),
    ]);
    expect(lines.map((l) => l.designation)).toEqual([
      'Poste de travail « Open space » — 03/10/2026 08:00–18:00',
      'Salle de réunion « Salle Monceau » — 14/10/2026 09:00–11:00',
      'Salle de réunion « Salle Monceau » — 20/10/2026 14:00–15:30',
    ]);
    expect(lines[1]).toMatchObject({
      quantity: 1,
      unitPriceCents: 9_000,
      vatRate: 2000,
      vatCategory: 'S',
      period: { from: '2026-10-14', to: '2026-10-14' },
    });
  });
});
