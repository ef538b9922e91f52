import { TZDate } from '@date-fns/tz';
import { parisClock, parisTime } from '../bookings/rules.ts';
import { TIME_ZONE } from '../format/dates.ts';

/**
 * The terrace rules of members-bookings-feed §2.9, §5 and §9, pure and in Paris time: the dialog
 * shows them, the API enforces them, both from here.
 */

/** §9: the terrace is booked from 08:00 to 18:00, minutes after midnight in Paris. */
export const OPENS_AT = 8 * 60;
export const CLOSES_AT = 18 * 60;
/** §9: start hours 08–17. */
export const START_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
/** End hours: 08:15 at the earliest, 18:00 sharp at the latest. */
export const END_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
export const MINUTE_STEP = 5;
export const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);
/** §9: a booking lasts 15 minutes at least. */
export const MIN_MINUTES = 15;
/** §9: the maximum duration when the settings give none. */
export const DEFAULT_MAX_DURATION = 30;
/** §5: the guest limit the spec's message states, the settings' default. */
export const DEFAULT_MAX_GUESTS = 2;

/**
 * A closure (`capacity` null) or an exceptional capacity change (`capacity` people at most) over
 * [from, to): the spec's terrasseRestriction (dateBegin, dateEnd, reason, capacityUpdate).
 */
export interface Restriction {
  from: Date;
  to: Date;
  reason: string | null;
  capacity: number | null;
}

/** A live booking over [from, to): the member and their guests. */
export interface Occupancy {
  from: Date;
  to: Date;
  people: number;
}

const overlaps = (a: { from: Date; to: Date }, from: Date, to: Date) => a.from.getTime() < to.getTime() && a.to.getTime() > from.getTime();
const covers = (a: { from: Date; to: Date }, at: Date) => a.from.getTime() <= at.getTime() && at.getTime() < a.to.getTime();

/** Whether a closure covers the instant. */
export function isClosedAt(restrictions: readonly Restriction[], at: Date): boolean {
  return restrictions.some((r) => r.capacity === null && covers(r, at));
}

/** The capacity in force at an instant: 0 when closed, else the lowest exceptional capacity covering it, else the terrace's. */
export function capacityAt(base: number, restrictions: readonly Restriction[], at: Date): number {
  let capacity = base;
  for (const r of restrictions) {
    if (!covers(r, at)) continue;
    if (r.capacity === null) return 0;
    capacity = Math.min(capacity, r.capacity);
  }
  return capacity;
}

/** The restrictions that meet [from, to), closures first, each list by start. */
export function restrictionsOver(
  restrictions: readonly Restriction[],
  from: Date,
  to: Date,
): { closures: Restriction[]; changes: Restriction[] } {
  const met = restrictions.filter((r) => overlaps(r, from, to)).sort((a, b) => a.from.getTime() - b.from.getTime());
  return { closures: met.filter((r) => r.capacity === null), changes: met.filter((r) => r.capacity !== null) };
}

/**
 * The places left over [from, to): the least, over the window, of the capacity in force less the
 * people already there. Capacity and occupancy only change at a booking's or restriction's edge,
 * so checking the window's start and every edge inside it covers every instant.
 */
export function placesLeft(
  base: number,
  restrictions: readonly Restriction[],
  bookings: readonly Occupancy[],
  from: Date,
  to: Date,
): number {
  const edges = new Set<number>([from.getTime()]);
  for (const e of [...restrictions, ...bookings]) {
    for (const t of [e.from.getTime(), e.to.getTime()]) if (t > from.getTime() && t < to.getTime()) edges.add(t);
  }
  let least = Number.POSITIVE_INFINITY;
  for (const t of edges) {
    const at = new Date(t);
    const taken = bookings.reduce((sum, b) => (covers(b, at) ? sum + b.people : sum), 0);
    least = Math.min(least, capacityAt(base, restrictions, at) - taken);
  }
  return Math.max(0, least);
}

/** What the dialog and the API say of a window: §3 "dispoCount, isFull, isClosed". */
export function availability(base: number, restrictions: readonly Restriction[], bookings: readonly Occupancy[], from: Date, to: Date) {
  const { closures, changes } = restrictionsOver(restrictions, from, to);
  const dispoCount = placesLeft(base, restrictions, bookings, from, to);
  return { dispoCount, isClosed: closures.length > 0, isFull: closures.length === 0 && dispoCount === 0, closures, changes };
}

/** One person for the member, one per guest. */
export function peopleOf(guestCount: number): number {
  return 1 + guestCount;
}

export type SpanRefusal = 'endBeforeStart' | 'minuteStep' | 'weekend' | 'outsideHours' | 'tooShort' | 'tooLong' | 'inThePast';

/** Saturday or Sunday in Paris. */
export function isWeekend(day: string): boolean {
  const weekday = new TZDate(parisTime(day, 12 * 60).getTime(), TIME_ZONE).getDay();
  return weekday === 0 || weekday === 6;
}

/**
 * §5: the end after the start on the same weekday, on 5-minute marks, between 08:00 and 18:00,
 * 15 minutes at least and `maxDuration` at most, not started yet. The refusal names its text in
 * TERRACE_LABELS (tooLong takes the maximum).
 */
export function spanRefusal(start: Date, end: Date, maxDuration: number, now: Date): SpanRefusal | null {
  const from = parisClock(start);
  const to = parisClock(end);
  if (end.getTime() <= start.getTime() || from.day !== to.day) return 'endBeforeStart';
  const onStep = (d: Date) => d.getTime() % (MINUTE_STEP * 60_000) === 0;
  if (!onStep(start) || !onStep(end)) return 'minuteStep';
  if (isWeekend(from.day)) return 'weekend';
  if (from.minutes < OPENS_AT || to.minutes > CLOSES_AT) return 'outsideHours';
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes < MIN_MINUTES) return 'tooShort';
  if (minutes > maxDuration) return 'tooLong';
  if (start.getTime() < now.getTime()) return 'inThePast';
  return null;
}

/** §2.9: a booking for today is billed for the whole day, 08:00–18:00; any other only for its hours. */
export function billedWindow(start: Date, end: Date, now: Date): { from: Date; to: Date; wholeDay: boolean } {
  const day = parisClock(start).day;
  if (day !== parisClock(now).day) return { from: start, to: end, wholeDay: false };
  return { from: parisTime(day, OPENS_AT), to: parisTime(day, CLOSES_AT), wholeDay: true };
}

/** Whether a Paris day is today. */
export function isToday(day: string, now: Date): boolean {
  return parisClock(now).day === day;
}

/** The instant of a Paris day at HH:mm. */
export function at(day: string, hour: number, minute: number): Date {
  return parisTime(day, hour * 60 + minute);
}

/**
 * The price of a booking in cents: the terrace's hourly price for each person (the member and each
 * guest, as they take places), pro rata over the billed window, which for a booking made for today
 * is the whole day, 08:00–18:00 (§2.9). A terrace priced 0 is free.
 */
export function terracePriceCents(priceHourCents: number, billed: { from: Date; to: Date }, people: number): number {
  const minutes = Math.round((billed.to.getTime() - billed.from.getTime()) / 60_000);
  return Math.round((priceHourCents * minutes * people) / 60);
}

/**
 * What a cancellation gives back: all the credits charged when it comes before the booked Paris
 * day, nothing on the day itself, which is billed as a day started (as §2.9 bills a same-day
 * booking the whole day).
 */
export function terraceRefundCents(charged: number, startsAt: Date, now: Date): number {
  return parisClock(now).day < parisClock(startsAt).day ? charged : 0;
}
