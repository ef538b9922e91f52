import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { parisClock, parisTime, quotaOutcome, slotWindow } from '@hubgrade/domain/bookings/rules';
import type { AvailabilityBody, QuotaCheck, QuotaQuery } from '@hubgrade/domain/bookings/schemas';
import type { MeetingRoom } from '@hubgrade/domain/spaces/schemas';
import { differenceInMinutes } from 'date-fns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingRoomReservations, meetingRooms, users } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { brandValues } from '../settings/values.ts';
import { usedMinutes } from './checks.ts';
import { creditsFor, meetingPrice } from './credits.ts';
import { meetsWindow } from './overlap.ts';
import { checkModule, isStaff, listRooms, roomScope, withDefaultQuotas } from './rooms.ts';

const minutesOf = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

/**
 * POST /dispo/brand/{idBrand or true}/sdr: the rooms of the caller's scope (of one site when asked,
 * the edited booking's own room kept) that seat more than the guests (§5) and have no live booking
 * meeting the window (the booking being edited excepted).
 */
export async function availableRooms(db: Db, actor: SessionUser, idBrand: number | null, body: AvailabilityBody): Promise<MeetingRoom[]> {
  const start = parisTime(body.start, minutesOf(body.startHour));
  const end = parisTime(body.end, minutesOf(body.endHour));
  if (end <= start) throw badRequest(L.multiDay, { endHour: [L.multiDay] });
  const except = body.eventId === null ? sql`true` : sql`${meetingRoomReservations.id} <> ${body.eventId}`;
  const edited = sql`(select ${meetingRoomReservations.roomId} from ${meetingRoomReservations} where ${meetingRoomReservations.id} = ${body.eventId})`;
  const site =
    body.espace === null
      ? sql`true`
      : body.eventId === null
        ? sql`${meetingRooms.siteId} = ${body.espace}`
        : sql`(${meetingRooms.siteId} = ${body.espace} or ${meetingRooms.id} = ${edited})`;
  // The window's few bookings are read once through the span index, then every room is checked
  // against them (a room id is never null, so `not in` is the anti-join it reads as).
  return listRooms(
    db,
    sql`${roomScope(actor, idBrand)} and ${site} and ${meetingRooms.capacity} > ${body.guests}
      and ${meetingRooms.id} not in (select ${meetingRoomReservations.roomId} from ${meetingRoomReservations}
        where ${meetingRoomReservations.cancelledAt} is null and ${meetsWindow(start, end)} and ${except})`,
  );
}

const QUOTA_MESSAGE = { daily: 'Quota journalier atteint', monthly: 'Quota mensuel atteint' } as const;

/**
 * GET /sdr-reservation/check-quota/{roomId}/{userId}: whether the booking would pass the user's
 * daily or monthly quota in the room (§7), before the dialog saves; a member checks only
 * themselves. The room or user out of reach is not found.
 */
export async function checkQuota(db: Db, actor: SessionUser, roomId: number, userId: number, query: QuotaQuery): Promise<QuotaCheck> {
  checkModule(actor);
  if (!isStaff(actor) && userId !== actor.id) throw notFound(L.unknownUser);
  const [stored] = await db
    .select()
    .from(meetingRooms)
    .where(and(eq(meetingRooms.id, roomId), roomScope(actor, null)));
  if (!stored) throw notFound(L.unknownRoom);
  const room = withDefaultQuotas(stored, await brandValues(db, stored.brandId));
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), ofBrand(users.brandId, room.brandId)));
  if (!member) throw notFound(L.unknownUser);
  const window = windowOfQuery(query);
  const day = parisClock(window.start).day;
  const minutes = differenceInMinutes(window.end, window.start);
  const used = await usedMinutes(db, { roomId, userId, firstDay: day, lastDay: day, replaced: query.oldEventId ? [query.oldEventId] : [] });
  const dayMinutes = (used.byDay.get(day) ?? 0) + minutes;
  const monthMinutes = (used.byMonth.get(day.slice(0, 7)) ?? 0) + minutes;
  const outcome = quotaOutcome({ dayMinutes, monthMinutes }, room);
  const price = meetingPrice(room, query.selected_time, window);
  const credits = await creditsFor(db, member.id, price, query.oldEventId);
  const short = credits !== null && credits < price;
  return {
    message: outcome !== null ? QUOTA_MESSAGE[outcome] : short ? 'Pack insuffisant' : null,
    dayMinutes,
    monthMinutes,
    quotaHoursPerDay: room.quotaHoursPerDay,
    quotaHoursPerMonth: room.quotaHoursPerMonth,
    creditsCents: credits,
    priceCents: price,
  };
}

function windowOfQuery(query: QuotaQuery): { start: Date; end: Date } {
  if (query.selected_time !== 0) {
    const day = query.date_start.length === 10 ? query.date_start : parisClock(new Date(query.date_start)).day;
    return slotWindow(day, query.selected_time);
  }
  if (query.date_start.length === 10 || !query.date_end || query.date_end.length === 10) {
    throw badRequest(L.required, { date_end: [L.required] });
  }
  const start = new Date(query.date_start);
  const end = new Date(query.date_end);
  if (end <= start) throw badRequest(L.multiDay, { date_end: [L.multiDay] });
  return { start, end };
}
