import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { TIME_ZONE } from './dates.ts';

/**
 * The Paris calendar of the dashboard and the day filters: days, weeks (from Monday) and months as lived in Paris, whatever the
 * server's or browser's zone. Every period is half-open, [from, to), so that consecutive periods
 * never count a row twice, and a day is 23 or 25 hours long when the clocks change.
 */
export interface Period {
  from: Date;
  to: Date;
}

export interface ComparedPeriods {
  current: Period;
  previous: Period;
}

export type PeriodUnit = 'week' | 'month';

const paris = tz(TIME_ZONE);
const instant = (d: Date): Date => new Date(d.getTime());

/** Midnight in Paris of the day `at` falls in. */
export function dayStart(at: Date): Date {
  return instant(startOfDay(at, { in: paris }));
}

/** Monday 00:00 in Paris of the week `at` falls in. */
export function weekStart(at: Date): Date {
  return instant(startOfWeek(at, { weekStartsOn: 1, in: paris }));
}

/** The 1st at 00:00 in Paris of the month `at` falls in. */
export function monthStart(at: Date): Date {
  return instant(startOfMonth(at, { in: paris }));
}

/** The Paris calendar day of an instant (now by default), as YYYY-MM-DD: a key handed over at 00:30 in Paris is handed over that day. */
export function parisDay(at: Date = new Date()): string {
  return format(at, 'yyyy-MM-dd', { in: paris });
}

/** The week or month containing `now`, whole, and the one before it. */
export function comparedPeriods(now: Date, unit: PeriodUnit): ComparedPeriods {
  const start = unit === 'week' ? startOfWeek(now, { weekStartsOn: 1, in: paris }) : startOfMonth(now, { in: paris });
  const step = unit === 'week' ? addWeeks : addMonths;
  return {
    current: { from: instant(start), to: instant(step(start, 1)) },
    previous: { from: instant(step(start, -1)), to: instant(start) },
  };
}

/** The last `count` Paris days up to and including today, oldest first, and the period they cover. */
export function lastDays(now: Date, count: number): { period: Period; days: string[] } {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, not ${count}`);
  const today = startOfDay(now, { in: paris });
  const first = addDays(today, 1 - count);
  const days = Array.from({ length: count }, (_, i) => format(addDays(first, i), 'yyyy-MM-dd'));
  return { period: { from: instant(first), to: instant(addDays(today, 1)) }, days };
}

/** The last Paris day of a period, for filters that take inclusive dates (`createdTo`). */
export function lastDayOf(period: Period): string {
  return parisDay(new Date(period.to.getTime() - 1));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Midnight in Paris of a calendar day written YYYY-MM-DD: 23:00 or 22:00 UTC the day before. */
export function parisDayStart(day: string): Date {
  const [year, month, date] = calendarDay(day);
  return instant(new TZDate(year, month - 1, date, TIME_ZONE));
}

/** The calendar day `count` days after (or before) `day`, YYYY-MM-DD: days, not 24-hour steps. */
export function addParisDays(day: string, count: number): string {
  const [year, month, date] = calendarDay(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/**
 * The instants of a filter written in Paris days, both included (`createdFrom`/`createdTo`,
 * `boostEndTo`): from the first day's midnight, up to (not including) the midnight after the
 * last day. Either bound may be missing.
 */
export function parisDaysRange(days: { from?: string; to?: string }): { from?: Date; to?: Date } {
  return {
    from: days.from === undefined ? undefined : parisDayStart(days.from),
    to: days.to === undefined ? undefined : parisDayStart(addParisDays(days.to, 1)),
  };
}
