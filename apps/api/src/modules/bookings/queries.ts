import type { ALL_SITES } from '@hubgrade/domain/bookings/constants';
import { planningWindow, shownSite } from '@hubgrade/domain/bookings/planning';
import { durationText } from '@hubgrade/domain/bookings/rules';
import type { Frequency, MeetingRoomReservation, Planning, PlanningEvent } from '@hubgrade/domain/bookings/schemas';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import { addParisDays, parisDayStart } from '@hubgrade/domain/format/paris-calendar';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, meetingRoomReservations, meetingRoomSeries, meetingRooms, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { meetsWindow } from './overlap.ts';
import { checkModule, isStaff, planningRooms, planningSites, roomScope } from './rooms.ts';

type SeriesRow = typeof meetingRoomSeries.$inferSelect;

/** A series' rule as the body sends it and the dialog reads it back. */
export function frequencyOf(series: SeriesRow): Frequency {
  return {
    number: series.interval,
    period: series.period,
    days: series.days,
    endType: series.endType,
    endDate: series.endDate,
    endCount: series.endCount,
    sameDayOfMonth: series.sameDayOfMonth,
    nthWeekdayOfMonth: (series.nthWeekdayOfMonth ?? null) as Frequency['nthWeekdayOfMonth'],
  };
}

/** A reservation read back as §3 gives it, its hours in Paris. */
export async function findMeetingRoomReservation(db: Executor, id: number): Promise<MeetingRoomReservation> {
  const [row] = await db
    .select({
      reservation: meetingRoomReservations,
      series: meetingRoomSeries,
      roomName: meetingRooms.name,
      roomColor: meetingRooms.color,
      roomType: meetingRooms.roomType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(meetingRoomReservations)
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetingRoomReservations.roomId))
    .innerJoin(users, eq(users.id, meetingRoomReservations.userId))
    .leftJoin(meetingRoomSeries, eq(meetingRoomSeries.id, meetingRoomReservations.seriesId))
    .where(eq(meetingRoomReservations.id, id));
  if (!row) throw notFound();
  return toReservation(row.reservation, row.series, { name: row.roomName, color: row.roomColor, roomType: row.roomType }, row);
}

/**
 * A reservation's row as §3 gives it, with its room, its member and its series: what a save has
 * just written answers without reading it back.
 */
export function toReservation(
  r: typeof meetingRoomReservations.$inferSelect,
  series: SeriesRow | null,
  room: { name: string; color: string; roomType: number },
  member: { firstName: string; lastName: string; email: string },
): MeetingRoomReservation {
  return {
    id: r.id,
    sdrId: r.roomId,
    sdrName: room.name,
    sdrColor: room.color,
    sdrTypeId: room.roomType === 2 ? 2 : 1,
    sdrSetUp: r.setUpId,
    userId: r.userId,
    userFirstName: member.firstName,
    userLastName: member.lastName,
    userEmail: member.email,
    date: r.startsAt.toISOString(),
    dateEnd: r.endsAt.toISOString(),
    day: formatDate(r.startsAt),
    begin: formatHour(r.startsAt),
    end: formatHour(r.endsAt),
    duration: durationText(r.startsAt, r.endsAt),
    selectedTime: r.selectedTime,
    guests: r.guests.join(';'),
    subject: r.subject,
    private: r.private,
    quotaFree: r.quotaFree,
    hasWelcomr: r.hasWelcomr,
    brandId: r.brandId,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    group: r.seriesId,
    frequency: series ? frequencyOf(series) : null,
  };
}

/**
 * Which reservations a user may read and change: staff those of their brand scope, a member their
 * own; any other is not found (404).
 */
export function reservationScope(actor: SessionUser): SQL {
  checkModule(actor);
  if (!isStaff(actor)) return eq(meetingRoomReservations.userId, actor.id);
  return actor.brandId === null ? sql`true` : eq(meetingRoomReservations.brandId, actor.brandId);
}

/** GET /sdr-reservation/{id}: a reservation of the caller's scope. */
export async function findOwnMeetingRoomReservation(db: Executor, actor: SessionUser, id: number): Promise<MeetingRoomReservation> {
  const [row] = await db
    .select({ id: meetingRoomReservations.id })
    .from(meetingRoomReservations)
    .where(and(eq(meetingRoomReservations.id, id), reservationScope(actor)));
  if (!row) throw notFound();
  return findMeetingRoomReservation(db, id);
}

interface PlanningRow {
  id: number;
  seriesId: number | null;
  roomId: number;
  roomName: string;
  roomColor: string;
  startsAt: Date;
  endsAt: Date;
  selectedTime: number;
  userId: number;
  firstName: string;
  lastName: string;
  companyName: string | null;
  subject: string;
  guests: string[];
  private: boolean;
  quotaFree: boolean;
}

/**
 * GET /specific/sdr-reservation/{date}/{viewType}/{idBrand or null}/true: the sites of the caller's
 * scope, the rooms of the site shown (`shownSite`; narrowed to a brand when asked) and their live
 * bookings that meet the Paris window. Another member's private booking is busy: no subject, no guests (its owner, its
 * guests and staff see it whole).
 */
export async function planning(
  db: Executor,
  actor: SessionUser,
  params: { date: string; viewType: 'day' | 'week' | 'month'; idBrand: number | null },
  query: { espace?: number | typeof ALL_SITES },
): Promise<Planning> {
  const window = planningWindow(params.date, params.viewType);
  const scope = roomScope(actor, params.idBrand);
  const sites = await planningSites(db, scope);
  const espace = shownSite(params.viewType, query.espace, sites);
  const which = espace === null ? scope : sql`${scope} and ${meetingRooms.siteId} = ${espace}`;
  const rooms = await planningRooms(db, which);
  if (rooms.length === 0) return { ...window, sites, espace, rooms, events: [] };
  const from = parisDayStart(window.from);
  const to = parisDayStart(addParisDays(window.to, 1));
  const rows = await queryRows<PlanningRow>(
    db,
    sql`select ${meetingRoomReservations.id} as "id", ${meetingRoomReservations.seriesId} as "seriesId",
          ${meetingRooms.id} as "roomId", ${meetingRooms.name} as "roomName", ${meetingRooms.color} as "roomColor",
          ${meetingRoomReservations.startsAt} as "startsAt", ${meetingRoomReservations.endsAt} as "endsAt",
          ${meetingRoomReservations.selectedTime} as "selectedTime", ${users.id} as "userId",
          ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${companies.name} as "companyName",
          ${meetingRoomReservations.subject} as "subject", ${meetingRoomReservations.guests} as "guests",
          ${meetingRoomReservations.private} as "private", ${meetingRoomReservations.quotaFree} as "quotaFree"
        from ${meetingRoomReservations}
        join ${meetingRooms} on ${meetingRooms.id} = ${meetingRoomReservations.roomId}
        join ${users} on ${users.id} = ${meetingRoomReservations.userId}
        left join ${companies} on ${companies.id} = ${users.companyId}
        where ${which} and ${meetingRoomReservations.cancelledAt} is null and ${meetsWindow(from, to)}
        order by ${meetingRoomReservations.startsAt}, ${meetingRoomReservations.id}`,
  );
  const staff = isStaff(actor);
  const email = actor.email.toLowerCase();
  return { ...window, sites, espace, rooms, events: rows.map((row) => toEvent(row, staff, actor.id, email)) };
}

function toEvent(row: PlanningRow, staff: boolean, viewerId: number, viewerEmail: string): PlanningEvent {
  const startsAt = new Date(row.startsAt);
  const endsAt = new Date(row.endsAt);
  const own = row.userId === viewerId;
  const busy = row.private && !staff && !own && !row.guests.includes(viewerEmail);
  return {
    id: row.id,
    group: row.seriesId,
    sdrId: row.roomId,
    sdrName: row.roomName,
    sdrColor: row.roomColor,
    date: startsAt.toISOString(),
    dateEnd: endsAt.toISOString(),
    day: formatDate(startsAt),
    begin: formatHour(startsAt),
    end: formatHour(endsAt),
    duration: durationText(startsAt, endsAt),
    selectedTime: row.selectedTime,
    userId: row.userId,
    userFirstName: row.firstName,
    userLastName: row.lastName,
    companyName: row.companyName,
    subject: busy ? null : row.subject,
    guests: busy ? null : row.guests.join(';'),
    private: row.private,
    busy,
    quotaFree: row.quotaFree,
    editable: staff || own,
  };
}
