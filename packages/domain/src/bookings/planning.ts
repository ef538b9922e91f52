import { addParisDays } from '../format/paris-calendar.ts';
import type { ViewType } from './constants.ts';
import { weekdayOf } from './recurrence.ts';

/** The Paris days (YYYY-MM-DD, both included) the planning shows around `day`: the day, its week from Monday, or its month. */
export function planningWindow(day: string, viewType: ViewType): { from: string; to: string } {
  if (viewType === 'day') return { from: day, to: day };
  if (viewType === 'week') {
    const from = addParisDays(day, -((weekdayOf(day) + 6) % 7));
    return { from, to: addParisDays(from, 6) };
  }
  const from = `${day.slice(0, 8)}01`;
  const nextMonth = addParisDays(from, 32);
  return { from, to: addParisDays(`${nextMonth.slice(0, 8)}01`, -1) };
}
