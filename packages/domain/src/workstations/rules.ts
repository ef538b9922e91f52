import { parisClock, parisTime } from '../bookings/rules.ts';
import { addParisDays, parisDay } from '../format/paris-calendar.ts';

/** §9: minutes in 5-minute steps; §5: at least 15 minutes; §2.8: 08:00–18:00 unless the space gives hours. */
export const WORKSTATION_MINUTE_STEP = 5;
export const WORKSTATION_MIN_MINUTES = 15;
export const WORKSTATION_DEFAULT_HOURS = { opening: '08:00', closing: '18:00' } as const;
/** §5: "Nombre d'invités maximum : 2", the settings' maxGuests. */
export const WORKSTATION_MAX_GUESTS = 2;

/** "HH:mm" to minutes since midnight. */
export function minutesOf(hour: string): number {
  const [h, m] = hour.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since midnight to "HH:mm". */
export function hourOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** §2.8, §9: the dialog's default day, tomorrow in Paris. */
export function defaultWorkstationDay(now: Date): string {
  return addParisDays(parisDay(now), 1);
}

/** The hours a space is open: its own, or 08:00–18:00 when it gives none. */
export function openingHours(space: { openingHour?: string | null; closingHour?: string | null } | null): {
  opening: string;
  closing: string;
} {
  return {
    opening: space?.openingHour || WORKSTATION_DEFAULT_HOURS.opening,
    closing: space?.closingHour || WORKSTATION_DEFAULT_HOURS.closing,
  };
}

export type WorkstationSpanRefusal = 'dateTooEarly' | 'otherDay' | 'minuteStep' | 'tooShort' | 'outsideHours';

/**
 * §5: the day later than yesterday, start and end on that day in 5-minute steps, the end at least
 * 15 minutes after the start, both within the space's hours.
 */
export function workstationSpanRefusal(
  start: Date,
  end: Date,
  hours: { opening: string; closing: string },
  now: Date,
): WorkstationSpanRefusal | null {
  const from = parisClock(start);
  const to = parisClock(end);
  if (from.day < parisDay(now)) return 'dateTooEarly';
  if (to.day !== from.day) return 'otherDay';
  if (from.minutes % WORKSTATION_MINUTE_STEP !== 0 || to.minutes % WORKSTATION_MINUTE_STEP !== 0) return 'minuteStep';
  if (start.getSeconds() !== 0 || end.getSeconds() !== 0) return 'minuteStep';
  if (to.minutes - from.minutes < WORKSTATION_MIN_MINUTES) return 'tooShort';
  if (from.minutes < minutesOf(hours.opening) || to.minutes > minutesOf(hours.closing)) return 'outsideHours';
  return null;
}

/** The window of a Paris day between two "HH:mm". */
export function workstationWindow(day: string, startHour: string, endHour: string): { start: Date; end: Date } {
  return { start: parisTime(day, minutesOf(startHour)), end: parisTime(day, minutesOf(endHour)) };
}

/** A booking takes a seat for the member and one for each guest. */
export function seatsFor(guestCount: number): number {
  return 1 + guestCount;
}

/** The day's price of the seats taken, in cents (the space's €/j for each). */
export function workstationPrice(dailyPriceCents: number, seats: number): number {
  return dailyPriceCents * seats;
}

/** Seats left for the day, never below 0. */
export function seatsLeft(reservationCapacity: number, seatsTaken: number): number {
  return Math.max(reservationCapacity - seatsTaken, 0);
}

/**
 * What a cancellation gives back: all the credits charged when it comes before the booked day
 * (Paris), nothing on the day itself, which stays due as a day started.
 */
export function refundOnCancel(charged: number, day: string, now: Date): number {
  return parisDay(now) < day ? charged : 0;
}

/** The Monday-first week (Paris days) holding `day`. */
export function weekOf(day: string): string[] {
  const noon = parisTime(day, 12 * 60);
  const weekday = (noon.getUTCDay() + 6) % 7;
  const monday = addParisDays(day, -weekday);
  return Array.from({ length: 7 }, (_, i) => addParisDays(monday, i));
}
