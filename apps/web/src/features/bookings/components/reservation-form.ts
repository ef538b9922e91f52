import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { frequencyRefusal as seriesRefusal, weekdayOf } from '@hubgrade/domain/bookings/recurrence';
import {
  defaultSlot,
  defaultSubject,
  isPrivateByDefault,
  MIN_BOOKING_MINUTES,
  MINUTE_STEP,
  parisClock,
  parisTime,
  type RoomPrices,
  roomFitsGuests,
  SLOT_HOURS,
  type Slot,
  slotRefusal,
  slotWindow,
  spanRefusal,
} from '@hubgrade/domain/bookings/rules';
import type { Frequency, MeetingRoomReservation, MeetingRoomReservationInput } from '@hubgrade/domain/bookings/schemas';

/**
 * The meeting-room dialog's values and the rules of §2.10, §4 and §5 that are the screen's own
 * (what the selects offer, how a past start moves forward); the booking rules themselves are the
 * domain's, which the API applies again.
 */
export interface ReservationValues {
  userId: number | null;
  roomId: number | null;
  /** The Paris day, YYYY-MM-DD. */
  day: string;
  slot: Slot;
  /** The free slot's hours, minutes after midnight in Paris. */
  from: number;
  to: number;
  setUpId: number | null;
  guests: string[];
  subject: string;
  /** The subject as typed by hand; until then it follows the chosen user (§6). */
  subjectTyped: boolean;
  isPrivate: boolean;
  quotaFree: boolean;
  /** Opens the doors to the member for each meeting's hours (WelcomR). */
  doorAccess: boolean;
  /** The series (§2.11), null for a single booking. */
  frequency: Frequency | null;
}

/** Who the booking is for, as the default subject needs it. */
export interface BookingUser {
  id: number;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

/** What the dialog needs of a room: prices for the slots, capacity for the guests, type and set-ups. */
export interface RoomChoice extends RoomPrices {
  id: number;
  name: string;
  color: string;
  capacity: number;
  price: number;
  sdrType: { id: 1 | 2 };
  setUps: { id: number; name: string }[];
}

const DAY_MINUTES = 24 * 60;

/** The body as sent (guests joined by semicolons, defaults left out). */
export type ReservationBody = MeetingRoomReservationInput;

/** The next 5-minute mark at or after now, in Paris minutes of today. */
export function nextBookableMinute(now: Date): number {
  const { minutes } = parisClock(now);
  return Math.ceil((minutes + 1) / MINUTE_STEP) * MINUTE_STEP;
}

/** A new booking: on the free hours picked in the calendar, or on the default slot of §4. */
export function newValues(options: {
  now: Date;
  user: BookingUser;
  brandId: number | null;
  /** Hours picked in the day or week view, or only a day in the month view. */
  picked?: { day: string; from?: number; to?: number; roomId?: number };
}): ReservationValues {
  const { now, user, brandId, picked } = options;
  const common = {
    userId: user.id,
    setUpId: null,
    guests: [],
    subject: defaultSubject(user),
    subjectTyped: false,
    isPrivate: isPrivateByDefault(brandId),
    quotaFree: false,
    doorAccess: false,
    frequency: null,
  };
  if (picked?.from !== undefined && picked.to !== undefined) {
    return { ...common, roomId: picked.roomId ?? null, day: picked.day, slot: 0, from: picked.from, to: picked.to };
  }
  const { day, slot } = defaultSlot(now);
  // A day picked in the month view keeps the default slot's hours on that day.
  return { ...common, roomId: null, day: picked?.day ?? day, slot, from: SLOT_HOURS[slot].from, to: SLOT_HOURS[slot].to };
}

/** An existing booking as the dialog edits it (§3 "Read on edit"). */
export function editValues(reservation: MeetingRoomReservation): ReservationValues {
  const start = parisClock(new Date(reservation.date));
  const end = parisClock(new Date(reservation.dateEnd));
  return {
    userId: reservation.userId,
    roomId: reservation.sdrId,
    day: start.day,
    slot: reservation.selectedTime as Slot,
    from: start.minutes,
    // A booking that runs to midnight ends at 00:00 of the next day.
    to: end.day === start.day ? end.minutes : DAY_MINUTES,
    setUpId: reservation.sdrSetUp,
    guests: reservation.guests.split(';').filter((g) => g.length > 0),
    subject: reservation.subject,
    subjectTyped: true,
    isPrivate: reservation.private,
    quotaFree: reservation.quotaFree,
    doorAccess: reservation.hasWelcomr,
    frequency: reservation.frequency,
  };
}

/** The booking's start and end instants. */
export function spanOf(values: Pick<ReservationValues, 'day' | 'slot' | 'from' | 'to'>): { start: Date; end: Date } {
  if (values.slot === 0) return { start: parisTime(values.day, values.from), end: parisTime(values.day, values.to) };
  return slotWindow(values.day, values.slot);
}

/**
 * §5: on today a start before now moves to the next allowed minute; an end not after the start
 * becomes the start plus 15 minutes.
 */
export function adjustHours(values: ReservationValues, now: Date): ReservationValues {
  const clock = parisClock(now);
  let { from, to } = values;
  if (values.day === clock.day && from < clock.minutes) from = nextBookableMinute(now);
  if (to <= from) to = Math.min(from + MIN_BOOKING_MINUTES, DAY_MINUTES);
  return from === values.from && to === values.to ? values : { ...values, from, to };
}

/** §5: the hours of the selects, those before the current hour disabled on today. */
export function hourChoices(day: string, now: Date): { hour: number; disabled: boolean }[] {
  const clock = parisClock(now);
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    disabled: day < clock.day || (day === clock.day && hour < Math.floor(clock.minutes / 60)),
  }));
}

/** §9: minutes in 5-minute steps. */
export const MINUTE_CHOICES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);

/** §5: only the rooms whose capacity is greater than the number of guests are offered. */
export function roomsForGuests<R extends { capacity: number }>(rooms: readonly R[], guestCount: number): R[] {
  return rooms.filter((room) => roomFitsGuests(room.capacity, guestCount));
}

/** Why the values cannot be sent yet, in the spec's words; null when they can. */
export function valuesRefusal(values: ReservationValues, room: RoomChoice | undefined, now: Date): string | null {
  if (values.userId === null || values.roomId === null || room === undefined) return L.required;
  if (values.slot !== 0) {
    const refusal = slotRefusal(room, values.slot, values.day, now);
    if (refusal === 'passed') return L.slotPassed;
    if (refusal === 'notPriced') return L.slotNotPriced;
    return null;
  }
  const { start, end } = spanOf(values);
  const span = spanRefusal(start, end);
  if (span) return L[span];
  if (start.getTime() < now.getTime()) return L.inThePast;
  return null;
}

/** A subject that follows the chosen user until typed by hand (§6). */
export function withUser(values: ReservationValues, user: BookingUser): ReservationValues {
  return { ...values, userId: user.id, subject: values.subjectTyped ? values.subject : defaultSubject(user) };
}

/**
 * The body of POST /sdr-reservation: a fixed slot names its day, the free slot its instants;
 * `forced` when staff confirmed "Crédits insuffisants" (§2.13).
 */
export function toBody(
  values: ReservationValues,
  room: RoomChoice,
  options: { staff: boolean; quotaChecked: boolean; forced?: boolean },
): ReservationBody {
  const { start, end } = spanOf(values);
  const free = values.slot === 0;
  return {
    hubgrade_sdr_reservation: {
      user: values.userId ?? 0,
      sdr: room.id,
      date: free ? start.toISOString() : values.day,
      ...(free ? { dateEnd: end.toISOString() } : {}),
      guests: values.guests.join(';'),
      subject: values.subject.trim() || undefined,
      private: values.isPrivate,
      // §2.10: "ne pas décompter du quota" is staff's, and not offered for an event of a series.
      quotaFree: options.staff && values.frequency === null && values.quotaFree,
      sdrSetUp: room.sdrType.id === 2 ? values.setUpId : null,
      hasWelcomr: values.doorAccess,
    },
    selectedTime: values.slot,
    frequency: values.frequency ?? false,
    quotaChecked: options.quotaChecked,
    forceReservation: options.staff && (options.forced ?? false),
  };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The window of the availability call (§7 "POST /dispo/…/sdr"): Paris days and HH:mm. */
export function availabilityWindow(values: ReservationValues): { start: string; startHour: string; end: string; endHour: string } {
  const { start, end } = spanOf(values);
  const from = parisClock(start);
  const to = parisClock(end);
  return { start: from.day, startHour: hhmm(from.minutes), end: to.day, endHour: hhmm(to.minutes) };
}

/** The query of the quota check (§7), for the booking as it would be saved. */
export function quotaQuery(values: ReservationValues, editedId: number | null) {
  const { start, end } = spanOf(values);
  return {
    date_start: values.slot === 0 ? start.toISOString() : values.day,
    ...(values.slot === 0 ? { date_end: end.toISOString() } : {}),
    selected_time: values.slot,
    ...(editedId === null ? {} : { oldEventId: editedId }),
  };
}

/** Which of its month's weekdays a day is: 1 to 4, or -1 when it is the last (the fifth is the last). */
export function nthWeekdayOf(day: string): { nth: 1 | 2 | 3 | 4 | 5; last: boolean } {
  const [y, m, d] = day.split('-').map(Number);
  const date = d ?? 1;
  const monthDays = new Date(Date.UTC(y ?? 0, m ?? 1, 0)).getUTCDate();
  return { nth: Math.ceil(date / 7) as 1 | 2 | 3 | 4 | 5, last: date + 7 > monthDays };
}

/** A new series: every week on the start's weekday, four meetings. */
export function defaultFrequency(day: string): Frequency {
  return {
    number: 1,
    period: 'semaines',
    days: [weekdayOf(day)],
    endType: 'count',
    endDate: null,
    endCount: 4,
    sameDayOfMonth: true,
    nthWeekdayOfMonth: null,
  };
}

/** §5: repeat every 1 at least, 2 meetings at least, an end chosen, an end date not before the event's day and within two years. */
export function frequencyRefusal(frequency: Frequency, day: string): string | null {
  if (!Number.isInteger(frequency.number) || frequency.number < 1) return L.frequencyNumber;
  if (frequency.endType === 'count' && (frequency.endCount === null || frequency.endCount < 2)) return L.frequencyCount;
  if (frequency.endType === 'date' && frequency.endDate === null) return L.required;
  const refusal = seriesRefusal(day, frequency);
  return refusal === null ? null : L[refusal];
}
