import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInMinutes, format } from 'date-fns';
import { TIME_ZONE } from '../format/dates.ts';
import { BOOKING_LABELS as L } from './labels.ts';

/**
 * The meeting-room booking rules of members-bookings-feed §4, §5 and §9, pure and in Paris time:
 * the dialog shows them, the API enforces them, both from here.
 */

const paris = tz(TIME_ZONE);

/** §3 "Time-slot choices": 0 free slot; 1 morning; 2 afternoon; 3 whole day; 4 evening. */
export const SLOTS = [0, 1, 2, 3, 4] as const;
export type Slot = (typeof SLOTS)[number];
export type FixedSlot = Exclude<Slot, 0>;

/** §9: the fixed slots' hours, minutes after midnight in Paris. */
export const SLOT_HOURS: Record<FixedSlot, { from: number; to: number }> = {
  1: { from: 9 * 60, to: 13 * 60 },
  2: { from: 14 * 60, to: 18 * 60 },
  3: { from: 9 * 60, to: 18 * 60 },
  4: { from: 19 * 60, to: 22 * 60 },
};

/** §9: a booking lasts 15 minutes at least, in 5-minute steps. */
export const MIN_BOOKING_MINUTES = 15;
export const MINUTE_STEP = 5;
/** §6: brand 10's meeting-room events are private unless said otherwise. */
export const PRIVATE_BY_DEFAULT_BRAND = 10;
/** §6: a company name is cut to 12 characters in titles. */
export const SUBJECT_COMPANY_LENGTH = 12;

/** The prices a room may lack (§4: a slot is disabled when the room lacks the matching price). */
export interface RoomPrices {
  priceHalfDay: number | null;
  priceEvening: number | null;
  priceDay: number | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant of a Paris calendar day (YYYY-MM-DD) at `minutes` after its midnight, as lived in Paris. */
export function parisTime(day: string, minutes: number): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const d = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Math.floor(minutes / 60), minutes % 60, TIME_ZONE);
  return new Date(d.getTime());
}

/** The Paris day (YYYY-MM-DD) and minutes after its midnight of an instant. */
export function parisClock(at: Date): { day: string; minutes: number } {
  const local = new TZDate(at.getTime(), TIME_ZONE);
  return { day: format(at, 'yyyy-MM-dd', { in: paris }), minutes: local.getHours() * 60 + local.getMinutes() };
}

function nextDay(day: string): string {
  return format(addDays(parisTime(day, 12 * 60), 1, { in: paris }), 'yyyy-MM-dd', { in: paris });
}

/** Start and end of a fixed slot on a Paris day. */
export function slotWindow(day: string, slot: FixedSlot): { start: Date; end: Date } {
  const hours = SLOT_HOURS[slot];
  return { start: parisTime(day, hours.from), end: parisTime(day, hours.to) };
}

/** §4: the price a fixed slot needs (morning and afternoon the half day's). */
function slotPrice(room: RoomPrices, slot: FixedSlot): number | null {
  if (slot === 4) return room.priceEvening;
  if (slot === 3) return room.priceDay;
  return room.priceHalfDay;
}

/** §4: the slot is offered only when the room has its price; the free slot always is. */
export function isSlotPriced(room: RoomPrices, slot: Slot): boolean {
  return slot === 0 || slotPrice(room, slot) !== null;
}

/**
 * §4 cut-offs: today the morning and the whole day close at 9h, the afternoon after 12:30, the
 * evening at 19h; tomorrow the morning and the whole day close at 17h. Later days are open.
 */
export function isSlotPastCutoff(slot: Slot, day: string, now: Date): boolean {
  if (slot === 0) return false;
  const clock = parisClock(now);
  if (day < clock.day) return true;
  if (day === clock.day) {
    if (slot === 1 || slot === 3) return clock.minutes >= 9 * 60;
    if (slot === 2) return clock.minutes > 12 * 60 + 30;
    return clock.minutes >= 19 * 60;
  }
  if (day === nextDay(clock.day)) return (slot === 1 || slot === 3) && clock.minutes >= 17 * 60;
  return false;
}

export type SlotRefusal = 'passed' | 'notPriced';

/** Why a slot cannot be chosen for a room on a day, or null when it can. */
export function slotRefusal(room: RoomPrices, slot: Slot, day: string, now: Date): SlotRefusal | null {
  if (!isSlotPriced(room, slot)) return 'notPriced';
  if (isSlotPastCutoff(slot, day, now)) return 'passed';
  return null;
}

/** The slot choices of the dialog for a room on a day, each with whether it is disabled. */
export function slotChoices(room: RoomPrices, day: string, now: Date): { slot: Slot; label: string; disabled: boolean }[] {
  return SLOTS.map((slot) => ({ slot, label: L.slots[slot], disabled: slotRefusal(room, slot, day, now) !== null }));
}

/**
 * §4 default slot of a slot-type room: from 17h to 23h the afternoon of the next day; before
 * 12:30 the afternoon of today; otherwise the morning of the next day.
 */
export function defaultSlot(now: Date): { day: string; slot: FixedSlot } {
  const { day, minutes } = parisClock(now);
  if (minutes >= 17 * 60 && minutes < 23 * 60) return { day: nextDay(day), slot: 2 };
  if (minutes < 12 * 60 + 30) return { day, slot: 2 };
  return { day: nextDay(day), slot: 1 };
}

export type SpanRefusal = 'multiDay' | 'tooShort' | 'minuteStep';

/**
 * §5: a single booking ends after it starts on the same Paris day, lasts 15 minutes at least and
 * starts and ends on 5-minute marks. The refusal's text is `BOOKING_LABELS[refusal]`.
 */
export function spanRefusal(start: Date, end: Date): SpanRefusal | null {
  if (end.getTime() <= start.getTime()) return 'multiDay';
  const from = parisClock(start);
  const to = parisClock(end);
  // 00:00 of the next day closes a booking that runs to midnight, as "23h59" does in the spec's words.
  const endsAtMidnight = to.minutes === 0 && to.day === nextDay(from.day);
  if (from.day !== to.day && !endsAtMidnight) return 'multiDay';
  if (differenceInMinutes(end, start) < MIN_BOOKING_MINUTES) return 'tooShort';
  const onStep = (d: Date) => d.getTime() % (MINUTE_STEP * 60_000) === 0;
  if (!onStep(start) || !onStep(end)) return 'minuteStep';
  return null;
}

/** §6: "Réservation - {company or user}", the company's name cut to 12 characters. */
export function defaultSubject(user: { companyName: string | null; firstName: string; lastName: string }): string {
  const company = user.companyName?.trim();
  const who = company ? company.slice(0, SUBJECT_COMPANY_LENGTH) : `${user.firstName} ${user.lastName}`.trim();
  return L.defaultSubject(who);
}

/** §6: brand 10 makes meeting-room events private by default. */
export function isPrivateByDefault(brandId: number | null): boolean {
  return brandId === PRIVATE_BY_DEFAULT_BRAND;
}

/** §5: a room is offered only when its capacity is greater than the number of guests. */
export function roomFitsGuests(capacity: number, guestCount: number): boolean {
  return capacity > guestCount;
}

const EMAIL = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;

/** §2.10, §5: guests pasted separated by semicolons or spaces; the addresses that are not valid are listed. */
export function splitGuests(text: string): { valid: string[]; invalid: string[] } {
  const parts = text.split(/[;\s]+/).filter((p) => p.length > 0);
  const valid = [...new Set(parts.filter((p) => EMAIL.test(p)).map((p) => p.toLowerCase()))];
  return { valid, invalid: parts.filter((p) => !EMAIL.test(p)) };
}

/** The invalid-guests message of §5, the bad addresses separated by ' / '. */
export function invalidGuestsMessage(invalid: readonly string[]): string {
  return `${L.invalidGuests} ${invalid.join(' / ')}`;
}

/** §3 "duration (text like 1h30)": whole hours, then the minutes on two digits when there are some. */
export function durationText(start: Date, end: Date): string {
  const minutes = differenceInMinutes(end, start);
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}h${rest === 0 ? '' : String(rest).padStart(2, '0')}`;
}

/** A room's prices in cents as the price of a booking reads them. */
export interface RoomTariff extends RoomPrices {
  priceHour: number;
}

/** The price of a booking in cents: the slot's price (morning and afternoon the half day's), or the hour's price pro rata for a free slot. */
export function bookingPriceCents(room: RoomTariff, slot: Slot, minutes: number): number {
  if (slot === 0) return Math.round((room.priceHour * minutes) / 60);
  return slotPrice(room, slot) ?? 0;
}

/**
 * What a cancellation gives back of what a booking charged: all of it when cancelled before the
 * meeting starts (a member can only cancel until then), nothing once it has started, which staff
 * may still cancel to free the room: the hours started stay due.
 */
export function meetingRefundCents(charged: number, startsAt: Date, now: Date): number {
  return now.getTime() < startsAt.getTime() ? charged : 0;
}

export type QuotaOutcome = 'daily' | 'monthly' | null;

/**
 * Whether a user's minutes in a room, this booking included, pass the room's quotas in hours
 * (per Paris day, then per month); null quotas never do.
 */
export function quotaOutcome(
  used: { dayMinutes: number; monthMinutes: number },
  room: { quotaHoursPerDay: number | null; quotaHoursPerMonth: number | null },
): QuotaOutcome {
  if (room.quotaHoursPerDay !== null && used.dayMinutes > room.quotaHoursPerDay * 60) return 'daily';
  if (room.quotaHoursPerMonth !== null && used.monthMinutes > room.quotaHoursPerMonth * 60) return 'monthly';
  return null;
}
