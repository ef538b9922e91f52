import { describe, expect, it } from 'vitest';
import { TERRACE_LABELS as L } from './labels.ts';
import {
  at,
  availability,
  billedWindow,
  capacityAt,
  isClosedAt,
  isWeekend,
  placesLeft,
  type Restriction,
  spanRefusal,
  terracePriceCents,
  terraceRefundCents,
} from './rules.ts';

/** Wednesday 14 January 2026 (winter) and Wednesday 15 July 2026 (summer). */
const WINTER = '2026-01-14';
const SUMMER = '2026-07-15';
const before = at(WINTER, 7, 0);

const closure: Restriction = { from: at(WINTER, 12, 0), to: at(WINTER, 14, 0), reason: 'Travaux', capacity: null };
const smaller: Restriction = { from: at(WINTER, 9, 0), to: at(WINTER, 11, 0), reason: 'Événement', capacity: 5 };
const smallest: Restriction = { from: at(WINTER, 10, 0), to: at(WINTER, 10, 30), reason: null, capacity: 3 };

describe('capacity in force', () => {
  it('is the terrace’s, the lowest exceptional capacity covering the instant, or 0 when closed', () => {
    const all = [closure, smaller, smallest];
    expect(capacityAt(12, all, at(WINTER, 8, 0))).toBe(12);
    expect(capacityAt(12, all, at(WINTER, 9, 0))).toBe(5);
    expect(capacityAt(12, all, at(WINTER, 10, 15))).toBe(3);
    expect(capacityAt(12, all, at(WINTER, 11, 0))).toBe(12);
    expect(capacityAt(12, all, at(WINTER, 12, 30))).toBe(0);
    expect(isClosedAt(all, at(WINTER, 12, 0))).toBe(true);
    expect(isClosedAt(all, at(WINTER, 14, 0))).toBe(false);
  });
});

describe('places left', () => {
  const booking = (h1: number, h2: number, people: number) => ({ from: at(WINTER, h1, 0), to: at(WINTER, h2, 0), people });

  it('counts the people there at the busiest instant of the window, against the capacity then', () => {
    const bookings = [booking(8, 9, 4), booking(8, 10, 3), booking(15, 16, 10)];
    expect(placesLeft(12, [], bookings, at(WINTER, 8, 0), at(WINTER, 8, 30))).toBe(5);
    expect(placesLeft(12, [], bookings, at(WINTER, 9, 0), at(WINTER, 9, 30))).toBe(9);
    // Back to back: a booking ending at 09:00 frees its places at 09:00.
    expect(placesLeft(12, [], [booking(8, 9, 12)], at(WINTER, 9, 0), at(WINTER, 10, 0))).toBe(12);
    // A capacity change inside the window lowers it from its start.
    expect(placesLeft(12, [smaller], bookings, at(WINTER, 8, 30), at(WINTER, 9, 30))).toBe(2);
    expect(placesLeft(12, [], bookings, at(WINTER, 14, 30), at(WINTER, 15, 30))).toBe(2);
    expect(placesLeft(4, [], bookings, at(WINTER, 8, 0), at(WINTER, 9, 0))).toBe(0);
  });

  it('says closed, full or the places left, with the restrictions met', () => {
    const closed = availability(12, [closure, smaller], [], at(WINTER, 13, 0), at(WINTER, 13, 30));
    expect(closed).toMatchObject({ isClosed: true, isFull: false, dispoCount: 0, closures: [closure], changes: [] });
    const full = availability(2, [], [booking(9, 10, 2)], at(WINTER, 9, 0), at(WINTER, 9, 30));
    expect(full).toMatchObject({ isClosed: false, isFull: true, dispoCount: 0 });
    const changed = availability(12, [closure, smaller], [], at(WINTER, 10, 0), at(WINTER, 10, 30));
    expect(changed).toMatchObject({ isClosed: false, isFull: false, dispoCount: 5, changes: [smaller] });
  });
});

describe('span', () => {
  const refuse = (day: string, h1: number, m1: number, h2: number, m2: number, max = 60) =>
    spanRefusal(at(day, h1, m1), at(day, h2, m2), max, before);

  it('takes a weekday between 08:00 and 18:00, 15 minutes to the maximum, in 5-minute steps, winter and summer', () => {
    expect(refuse(WINTER, 8, 0, 9, 0)).toBeNull();
    expect(refuse(SUMMER, 17, 0, 18, 0)).toBeNull();
    expect(refuse(WINTER, 10, 0, 10, 15)).toBeNull();
  });

  it('names each refusal, with its French text', () => {
    expect(refuse(WINTER, 10, 0, 10, 0)).toBe('endBeforeStart');
    expect(spanRefusal(at(WINTER, 17, 0), at('2026-01-15', 9, 0), 60, before)).toBe('endBeforeStart');
    expect(refuse(WINTER, 10, 2, 10, 30)).toBe('minuteStep');
    expect(refuse('2026-01-17', 10, 0, 10, 30)).toBe('weekend');
    expect(refuse('2026-01-18', 10, 0, 10, 30)).toBe('weekend');
    expect(refuse(WINTER, 7, 30, 8, 30)).toBe('outsideHours');
    expect(refuse(SUMMER, 17, 30, 18, 5)).toBe('outsideHours');
    expect(refuse(WINTER, 10, 0, 10, 10)).toBe('tooShort');
    expect(refuse(WINTER, 10, 0, 11, 5)).toBe('tooLong');
    expect(spanRefusal(at(WINTER, 10, 0), at(WINTER, 10, 30), 60, at(WINTER, 10, 1))).toBe('inThePast');
    expect(L.tooLong(30)).toBe('Une réservation de la terrasse dure 30 minutes au plus.');
  });

  it('knows the weekend in Paris', () => {
    expect([12, 13, 14, 15, 16, 17, 18].map((d) => isWeekend(`2026-01-${d}`))).toEqual([false, false, false, false, false, true, true]);
  });
});

describe('billing', () => {
  it('bills a booking for today for the whole day, 08:00–18:00, and another day for its hours', () => {
    const start = at(WINTER, 15, 0);
    const end = at(WINTER, 15, 30);
    expect(billedWindow(start, end, at(WINTER, 14, 0))).toEqual({ from: at(WINTER, 8, 0), to: at(WINTER, 18, 0), wholeDay: true });
    expect(billedWindow(start, end, at('2026-01-13', 14, 0))).toEqual({ from: start, to: end, wholeDay: false });
  });
});

describe('labels', () => {
  it('says the places left in the singular and the plural', () => {
    expect(L.dialog.placesLeft(1)).toBe('Il reste 1 place disponible.');
    expect(L.dialog.placesLeft(0)).toBe('Il reste 0 place disponible.');
    expect(L.dialog.placesLeft(4)).toBe('Il reste 4 places disponibles.');
    expect(L.dialog.peopleMax(1)).toBe('1 personne max');
    expect(L.dialog.peopleMax(8)).toBe('8 personnes max');
  });
});

describe('price and refund', () => {
  it('prices each person by the hour pro rata, a booking for today the whole day 08:00–18:00', () => {
    const later = billedWindow(at(SUMMER, 10, 0), at(SUMMER, 10, 30), before);
    expect(terracePriceCents(1_000, later, 3)).toBe(1_500);
    const today = billedWindow(at(WINTER, 10, 0), at(WINTER, 10, 30), before);
    expect(today.wholeDay).toBe(true);
    expect(terracePriceCents(1_000, today, 1)).toBe(10_000);
    expect(terracePriceCents(0, today, 3)).toBe(0);
    expect(terracePriceCents(333, billedWindow(at(SUMMER, 10, 0), at(SUMMER, 10, 20), before), 1)).toBe(111);
  });
  it('gives everything back before the booked day, nothing on the day', () => {
    expect(terraceRefundCents(1_500, at(SUMMER, 10, 0), at(SUMMER, 7, 0))).toBe(0);
    expect(terraceRefundCents(1_500, at(SUMMER, 10, 0), at('2026-07-14', 23, 59))).toBe(1_500);
  });
});
