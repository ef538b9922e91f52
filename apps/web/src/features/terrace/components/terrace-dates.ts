import { parisClock } from '@hubgrade/domain/bookings/rules';
import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { at, isWeekend } from '@hubgrade/domain/terrace/rules';

/** Today's Paris day, YYYY-MM-DD. */
export function todayInParis(now: Date = new Date()): string {
  return parisClock(now).day;
}

/** The first weekday from `day` on (the terrace is not booked on Saturday or Sunday). */
export function weekdayFrom(day: string): string {
  let next = day;
  while (isWeekend(next)) next = addParisDays(next, 1);
  return next;
}

/** A `datetime-local` value (YYYY-MM-DDTHH:mm, Paris wall time) as an instant, or null. */
export function wallTimeToInstant(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return match ? at(match[1] as string, Number(match[2]), Number(match[3])) : null;
}

/** HH:mm of two numbers. */
export function hhmm(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
