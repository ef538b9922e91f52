import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import type { PlanningRoom, PlanningSite } from '@hubgrade/domain/bookings/schemas';
import { MEETING_ROOM_LABELS } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom, MeetingRoomSetUp } from '@hubgrade/domain/spaces/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { meetingRoomSetUpLinks, meetingRoomSetUps, meetingRooms, sites } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** Staff book for any user of their scope and see every booking of it; a member books for themselves (members-bookings-feed §6). */
export const isStaff = (user: SessionUser) => isAdmin(user.roles) || isCommercial(user.roles);

/** A room without quotas of its own is held to its brand's default quotas (/settings); with neither, to none. */
export function withDefaultQuotas<R extends { quotaHoursPerDay: number | null; quotaHoursPerMonth: number | null }>(
  room: R,
  defaults: { quotaHoursPerDay: number | null; quotaHoursPerMonth: number | null },
): R {
  if (room.quotaHoursPerDay !== null || room.quotaHoursPerMonth !== null) return room;
  return { ...room, quotaHoursPerDay: defaults.quotaHoursPerDay, quotaHoursPerMonth: defaults.quotaHoursPerMonth };
}

/** A brand without the "sdr" module has no meeting-room bookings, for anyone; the main platform always has them. */
export function checkModule(user: SessionUser): void {
  if (user.brandId !== null && !user.brandModules.includes('sdr')) throw forbidden();
}

/**
 * The rooms a user books and sees: staff those of their brand scope, a member those of their own
 * brand (the platform's rooms for a member without brand). `idBrand` narrows to one brand, which
 * must lie within that scope: another brand is not found (404).
 */
export function roomScope(user: SessionUser, idBrand: number | null): SQL {
  checkModule(user);
  // Staff of the main platform reach every brand; anyone else only their own.
  if (idBrand !== null && idBrand !== user.brandId && !(isStaff(user) && user.brandId === null)) throw notFound();
  if (idBrand !== null) return ofBrand(meetingRooms.brandId, idBrand);
  return isStaff(user) ? brandScope(meetingRooms.brandId, user) : ofBrand(meetingRooms.brandId, user.brandId);
}

interface RoomRow {
  id: number;
  name: string;
  color: string;
  capacity: number;
  price: number;
  priceHalfDay: number | null;
  priceEvening: number | null;
  priceDay: number | null;
  roomType: number;
  quotaHoursPerDay: number | null;
  quotaHoursPerMonth: number | null;
  siteId: number;
  siteName: string;
  brandId: number | null;
  setUps: MeetingRoomSetUp[];
}

function toMeetingRoom(row: RoomRow): MeetingRoom {
  const sdrType = row.roomType === 2 ? 2 : 1;
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    capacity: row.capacity,
    price: row.price,
    priceHalfDay: row.priceHalfDay,
    priceEvening: row.priceEvening,
    priceDay: row.priceDay,
    sdrType: { id: sdrType, name: MEETING_ROOM_LABELS.types[sdrType] },
    setUps: row.setUps,
    quotaHoursPerDay: row.quotaHoursPerDay,
    quotaHoursPerMonth: row.quotaHoursPerMonth,
    espace: { id: row.siteId, name: row.siteName },
    brandId: row.brandId,
  };
}

/** The sites of the rooms matching `where`, by name: the planning's site filter. */
export async function planningSites(db: Executor, where: SQL): Promise<PlanningSite[]> {
  return queryRows<PlanningSite>(
    db,
    sql`select ${sites.id} as "id", ${sites.name} as "name" from ${sites}
        where exists (select 1 from ${meetingRooms} where ${meetingRooms.siteId} = ${sites.id} and ${where})
        order by ${sites.name}, ${sites.id}`,
  );
}

/**
 * The rooms matching `where` as the planning's columns, by site then name: what a column shows,
 * not what a booking needs.
 */
export async function planningRooms(db: Executor, where: SQL): Promise<PlanningRoom[]> {
  const rows = await queryRows<Pick<RoomRow, 'id' | 'name' | 'color' | 'capacity' | 'siteId' | 'siteName' | 'brandId'>>(
    db,
    sql`select ${meetingRooms.id} as "id", ${meetingRooms.name} as "name", ${meetingRooms.color} as "color",
          ${meetingRooms.capacity} as "capacity", ${sites.id} as "siteId", ${sites.name} as "siteName", ${meetingRooms.brandId} as "brandId"
        from ${meetingRooms} join ${sites} on ${sites.id} = ${meetingRooms.siteId}
        where ${where}
        order by ${sites.name}, ${meetingRooms.name}, ${meetingRooms.id}`,
  );
  return rows.map(({ siteId, siteName, ...room }) => ({ ...room, espace: { id: siteId, name: siteName } }));
}

/**
 * The rooms matching `where`, by site then name, as the availability search and the dialog's room
 * select show them. The set-ups are grouped once for all rooms and joined: a subquery per room
 * cost more than the rest of the read over a whole platform's rooms.
 */
export async function listRooms(db: Executor, where: SQL): Promise<MeetingRoom[]> {
  const rows = await queryRows<RoomRow>(
    db,
    sql`select ${meetingRooms.id} as "id", ${meetingRooms.name} as "name", ${meetingRooms.color} as "color",
          ${meetingRooms.capacity} as "capacity", ${meetingRooms.priceHourCents} as "price",
          ${meetingRooms.priceHalfDayCents} as "priceHalfDay", ${meetingRooms.priceEveningCents} as "priceEvening",
          ${meetingRooms.priceDayCents} as "priceDay", ${meetingRooms.roomType} as "roomType",
          ${meetingRooms.quotaHoursPerDay} as "quotaHoursPerDay", ${meetingRooms.quotaHoursPerMonth} as "quotaHoursPerMonth",
          ${sites.id} as "siteId", ${sites.name} as "siteName", ${meetingRooms.brandId} as "brandId",
          coalesce(room_set_ups."setUps", '[]'::json) as "setUps"
        from ${meetingRooms} join ${sites} on ${sites.id} = ${meetingRooms.siteId}
        left join (
          select ${meetingRoomSetUpLinks.roomId} as "roomId",
            json_agg(json_build_object('id', ${meetingRoomSetUps.id}, 'name', ${meetingRoomSetUps.name}) order by ${meetingRoomSetUps.name}, ${meetingRoomSetUps.id}) as "setUps"
          from ${meetingRoomSetUpLinks} join ${meetingRoomSetUps} on ${meetingRoomSetUps.id} = ${meetingRoomSetUpLinks.setUpId}
          group by ${meetingRoomSetUpLinks.roomId}
        ) room_set_ups on room_set_ups."roomId" = ${meetingRooms.id}
        where ${where}
        order by ${sites.name}, ${meetingRooms.name}, ${meetingRooms.id}`,
  );
  return rows.map(toMeetingRoom);
}
