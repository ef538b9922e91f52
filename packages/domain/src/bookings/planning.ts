import { addParisDays } from '../format/paris-calendar.ts';
import { ALL_SITES, type ViewType } from './constants.ts';
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

/**
 * The site the planning shows: the one asked for, every site when `tous` is asked; otherwise the
 * first of several sites in the day and week views, which put rooms or bookings side by side (a
 * whole platform's week would be hundreds of slivers), and every site in the month view.
 */
export function shownSite(
  viewType: ViewType,
  asked: number | typeof ALL_SITES | undefined,
  sites: readonly { id: number }[],
): number | null {
  if (asked === ALL_SITES) return null;
  if (asked !== undefined) return asked;
  return viewType !== 'month' && sites.length > 1 ? (sites[0]?.id ?? null) : null;
}

/** The views of the planning screens, as the address names them (`?vue=`): one word set for the meeting rooms and the workstations. */
export type PlanningView = 'day' | 'week' | 'month' | 'agenda';
/** Words older links used (the workstation planning's `jour` and `semaine`), still read. */
const VIEW_ALIASES: Record<string, PlanningView> = { jour: 'day', semaine: 'week', mois: 'month', liste: 'agenda' };
const VIEWS: readonly string[] = ['day', 'week', 'month', 'agenda'];

/** The view `?vue=` asks for, in the one word set, or null when it names none. */
export function planningViewOf(value: string | null): PlanningView | null {
  if (value === null) return null;
  if (VIEWS.includes(value)) return value as PlanningView;
  return VIEW_ALIASES[value] ?? null;
}
