/** A time of day in Paris, "HH:MM" on the 24-hour clock. */
export const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One day's opening: from `opens` to `closes`, the same day. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** A week of opening hours, Monday first (index 0) to Sunday (index 6); null for a closed day. */
export type WeekHours = (DayHours | null)[];

/** Business-centre hours by default: 08:00–19:00 on weekdays, closed at the weekend. */
export const DEFAULT_WEEK_HOURS: WeekHours = [...Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '19:00' })), null, null];

/** Whether `closes` comes after `opens` on the same day (both "HH:MM"). */
export function closesAfterOpening(opens: string, closes: string): boolean {
  return HOUR_PATTERN.test(opens) && HOUR_PATTERN.test(closes) && closes > opens;
}

/** The index (0 Monday … 6 Sunday) of a date's weekday, as `WeekHours` counts them. */
export function weekdayIndex(jsDay: number): number {
  return (jsDay + 6) % 7;
}

/** The week's days summed up for a table cell: "Lun.–Ven. 08:00–19:00", runs of equal days merged. */
export function summariseWeek(week: WeekHours, shortDays: readonly string[], closed: string): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= week.length; i++) {
    const same = i < week.length && sameHours(week[i] ?? null, week[start] ?? null);
    if (same) continue;
    const day = week[start] ?? null;
    if (day) {
      const days = i - 1 === start ? shortDays[start] : `${shortDays[start]}–${shortDays[i - 1]}`;
      parts.push(`${days} ${day.opens}–${day.closes}`);
    }
    start = i;
  }
  return parts.length > 0 ? parts.join(', ') : closed;
}

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;
}
