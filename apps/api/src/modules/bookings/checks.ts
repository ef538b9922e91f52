import type { Occurrence } from '@hubgrade/domain/bookings/recurrence';
import { parisClock, type QuotaOutcome, quotaOutcome } from '@hubgrade/domain/bookings/rules';
import { addParisDays, parisDayStart } from '@hubgrade/domain/format/paris-calendar';
import { differenceInMinutes } from 'date-fns';
import { and, eq, gte, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, meetingRoomReservations, users } from '../../db/schema/index.ts';
import { meetsWindow } from './overlap.ts';

/**
 * The checks every meeting of a save goes through (members-bookings-feed §2.12): the room free,
 * the user's quotas in the room, the user's last bookable day. Each reads the database once for
 * the whole series, then decides in memory, meeting after meeting.
 */

/** The bookings the save replaces (the one edited, or the following ones of a series): their slots count as free and their hours as unused. */
type Replaced = readonly number[];

const notReplaced = (replaced: Replaced) => (replaced.length === 0 ? sql`true` : not(inArray(meetingRoomReservations.id, [...replaced])));

/** The meetings that overlap a live booking of the room. */
export async function busyMeetings(
  db: Executor,
  roomId: number,
  meetings: readonly Occurrence[],
  replaced: Replaced,
): Promise<Set<Occurrence>> {
  const first = meetings[0];
  const last = meetings.at(-1);
  if (!first || !last) return new Set();
  const taken = await db
    .select({ startsAt: meetingRoomReservations.startsAt, endsAt: meetingRoomReservations.endsAt })
    .from(meetingRoomReservations)
    .where(
      and(
        eq(meetingRoomReservations.roomId, roomId),
        isNull(meetingRoomReservations.cancelledAt),
        meetsWindow(first.start, last.end),
        notReplaced(replaced),
      ),
    );
  return new Set(meetings.filter((m) => taken.some((t) => t.startsAt < m.end && t.endsAt > m.start)));
}

const monthOf = (day: string) => day.slice(0, 7);

/** The minutes of the user's counted bookings in the room, by Paris day and by month, over the months the meetings cover. */
export async function usedMinutes(
  db: Executor,
  args: { roomId: number; userId: number; firstDay: string; lastDay: string; replaced: Replaced },
): Promise<{ byDay: Map<string, number>; byMonth: Map<string, number> }> {
  const from = parisDayStart(`${monthOf(args.firstDay)}-01`);
  const to = parisDayStart(`${monthOf(addParisDays(`${monthOf(args.lastDay)}-01`, 32))}-01`);
  const rows = await db
    .select({ startsAt: meetingRoomReservations.startsAt, endsAt: meetingRoomReservations.endsAt })
    .from(meetingRoomReservations)
    .where(
      and(
        eq(meetingRoomReservations.roomId, args.roomId),
        eq(meetingRoomReservations.userId, args.userId),
        isNull(meetingRoomReservations.cancelledAt),
        eq(meetingRoomReservations.quotaFree, false),
        lt(meetingRoomReservations.startsAt, to),
        gte(meetingRoomReservations.startsAt, from),
        notReplaced(args.replaced),
      ),
    );
  const byDay = new Map<string, number>();
  const byMonth = new Map<string, number>();
  for (const row of rows) add(byDay, byMonth, parisClock(row.startsAt).day, differenceInMinutes(row.endsAt, row.startsAt));
  return { byDay, byMonth };
}

function add(byDay: Map<string, number>, byMonth: Map<string, number>, day: string, minutes: number) {
  byDay.set(day, (byDay.get(day) ?? 0) + minutes);
  byMonth.set(monthOf(day), (byMonth.get(monthOf(day)) ?? 0) + minutes);
}

export interface QuotaTally {
  /** The quota a meeting would pass; when it passes none its minutes are added to the tally. */
  take(meeting: Occurrence): { outcome: QuotaOutcome; dayMinutes: number; monthMinutes: number };
}

/** Counts the meetings kept one after the other, so that a series' own meetings fill the quota too. */
export function quotaTally(
  used: { byDay: Map<string, number>; byMonth: Map<string, number> },
  room: { quotaHoursPerDay: number | null; quotaHoursPerMonth: number | null },
): QuotaTally {
  return {
    take(meeting) {
      const minutes = differenceInMinutes(meeting.end, meeting.start);
      const dayMinutes = (used.byDay.get(meeting.day) ?? 0) + minutes;
      const monthMinutes = (used.byMonth.get(monthOf(meeting.day)) ?? 0) + minutes;
      const outcome = quotaOutcome({ dayMinutes, monthMinutes }, room);
      if (outcome === null) add(used.byDay, used.byMonth, meeting.day, minutes);
      return { outcome, dayMinutes, monthMinutes };
    },
  };
}

/**
 * The last day a member may book: the end of their contracts (as tenant, or through their
 * company) that are signed, running or under notice, when every one of them has an end date;
 * null (no limit) for a user without such a contract or with one without end.
 */
export async function lastBookableDay(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${contracts.endDate} is null)::int`,
      last: sql<string | null>`max(${contracts.endDate})::text`,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        isNull(contracts.deletedAt),
        sql`${contracts.state} between 3 and 5`,
        or(eq(contracts.tenantId, userId), and(sql`${users.companyId} is not null`, eq(contracts.tenantCompanyId, users.companyId))),
      ),
    );
  if (!row || row.count === 0 || row.open > 0) return null;
  return row.last;
}
