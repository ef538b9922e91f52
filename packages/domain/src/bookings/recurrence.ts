import { addMonths, format } from 'date-fns';
import { formatDay } from '../format/dates.ts';
import { MAX_SERIES_MONTHS, MAX_SERIES_OCCURRENCES } from './constants.ts';
import { BOOKING_LABELS as L } from './labels.ts';
import { RRule } from './rrule-interop.ts';
import { parisTime } from './rules.ts';
import type { Frequency } from './schemas.ts';

/**
 * A series of meetings (members-bookings-feed §2.11) expanded into Paris calendar days. The rule
 * runs on days only (each at noon UTC, a "floating" date that no clock change moves); the
 * booking's hours are then put on each day in Paris time, so a meeting at 10:00 stays at 10:00
 * across the end of March and the end of October.
 */

/** §3 numbers the days from Sunday = 0; rrule from Monday = 0. */
const toRRuleWeekday = (day: number) => (day + 6) % 7;

function floating(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU] as const;

/** The weekday (Sunday = 0) and day of the month of a YYYY-MM-DD day. */
export function weekdayOf(day: string): number {
  return floating(day).getUTCDay();
}

/** The last day a series starting on `startDay` may reach (§9 keeps a series within two years). */
export function seriesHorizon(startDay: string): string {
  return format(addMonths(floating(startDay), MAX_SERIES_MONTHS), 'yyyy-MM-dd');
}

export type FrequencyRefusal = 'frequencyEndBeforeStart' | 'frequencyTooLong';

/** §5: the end date is not before the event's day, and the series stays within two years. The text is `BOOKING_LABELS[refusal]`. */
export function frequencyRefusal(startDay: string, frequency: Frequency): FrequencyRefusal | null {
  if (frequency.endType !== 'date' || frequency.endDate === null) return null;
  if (frequency.endDate < startDay) return 'frequencyEndBeforeStart';
  if (frequency.endDate > seriesHorizon(startDay)) return 'frequencyTooLong';
  return null;
}

function rule(startDay: string, frequency: Frequency): InstanceType<typeof RRule> {
  const start = floating(startDay);
  const horizon = floating(seriesHorizon(startDay));
  const until = frequency.endType === 'date' && frequency.endDate !== null ? floating(frequency.endDate) : horizon;
  const common = {
    dtstart: start,
    interval: frequency.number,
    wkst: RRule.MO,
    until: until < horizon ? until : horizon,
    count: frequency.endType === 'count' && frequency.endCount !== null ? frequency.endCount : MAX_SERIES_OCCURRENCES,
  };
  const weekday = weekdayOf(startDay);
  if (frequency.period === 'semaines') {
    // The start's day is always in (§2.11: fixed and disabled in the dialog).
    const days = [...new Set([weekday, ...frequency.days])].map(toRRuleWeekday);
    return new RRule({ ...common, freq: RRule.WEEKLY, byweekday: days });
  }
  if (frequency.sameDayOfMonth || frequency.nthWeekdayOfMonth === null) {
    return new RRule({ ...common, freq: RRule.MONTHLY, bymonthday: [start.getUTCDate()] });
  }
  return new RRule({
    ...common,
    freq: RRule.MONTHLY,
    byweekday: [(WEEKDAYS[toRRuleWeekday(weekday)] ?? RRule.MO).nth(frequency.nthWeekdayOfMonth)],
  });
}

/**
 * The Paris days (YYYY-MM-DD, ascending) of a series starting on `startDay`: the start itself,
 * then the rule's days, up to the end date or the count (the start included), never past two
 * years nor MAX_SERIES_OCCURRENCES. A month without the start's day (a 31st) is skipped, as in
 * RFC 5545.
 */
export function seriesDays(startDay: string, frequency: Frequency): string[] {
  const days = rule(startDay, frequency).all().map(dayOf);
  const all = days[0] === startDay ? days : [startDay, ...days.filter((d) => d > startDay)];
  const count = frequency.endType === 'count' && frequency.endCount !== null ? frequency.endCount : MAX_SERIES_OCCURRENCES;
  return all.slice(0, Math.min(count, MAX_SERIES_OCCURRENCES));
}

/** The sentence of a series shown in the dialog (§2.10), e.g. "Toutes les 2 semaines le lundi et le jeudi, jusqu’au 30/06/2027". */
export function recurrenceSentence(startDay: string, frequency: Frequency): string {
  const R = L.recurrence;
  const weekday = weekdayOf(startDay);
  let when: string;
  if (frequency.period === 'semaines') {
    // Listed from Monday, as the dialog's toggles.
    const days = [...new Set([weekday, ...frequency.days])].sort((a, b) => toRRuleWeekday(a) - toRRuleWeekday(b));
    when = `${R.everyWeek(frequency.number)} ${R.onDays(days.map((d) => R.weekdays[d] ?? ''))}`;
  } else if (frequency.sameDayOfMonth || frequency.nthWeekdayOfMonth === null) {
    when = `${R.everyMonth(frequency.number)} ${R.onMonthDay(floating(startDay).getUTCDate())}`;
  } else {
    when = `${R.everyMonth(frequency.number)} ${R.onNthWeekday(R.nth[frequency.nthWeekdayOfMonth] ?? '', R.weekdays[weekday] ?? '')}`;
  }
  const end =
    frequency.endType === 'date' && frequency.endDate !== null ? R.until(formatDay(frequency.endDate)) : R.times(frequency.endCount ?? 0);
  return `${when}, ${end}`;
}

/** A meeting of a series: its Paris day and its instants, the same Paris hours on every day. */
export interface Occurrence {
  day: string;
  start: Date;
  end: Date;
}

/** Puts the first meeting's Paris hours (`from`–`to` minutes after midnight; 1440 for a meeting that runs to midnight) on each day. */
export function occurrencesOf(days: readonly string[], minutes: { from: number; to: number }): Occurrence[] {
  return days.map((day) => ({ day, start: parisTime(day, minutes.from), end: parisTime(day, minutes.to) }));
}
