import { MEETING_ROOM_LABELS } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom, MeetingRoomList, MeetingRoomQuery, MeetingRoomSetUp } from '@hubgrade/domain/spaces/schemas';
import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { meetingRoomSetUpLinks, meetingRoomSetUps, meetingRooms, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const roomColumns = {
  id: meetingRooms.id,
  name: meetingRooms.name,
  color: meetingRooms.color,
  capacity: meetingRooms.capacity,
  price: meetingRooms.priceHourCents,
  priceHalfDay: meetingRooms.priceHalfDayCents,
  priceEvening: meetingRooms.priceEveningCents,
  priceDay: meetingRooms.priceDayCents,
  roomType: meetingRooms.roomType,
  quotaHoursPerDay: meetingRooms.quotaHoursPerDay,
  quotaHoursPerMonth: meetingRooms.quotaHoursPerMonth,
  siteId: sites.id,
  siteName: sites.name,
  brandId: meetingRooms.brandId,
  setUps: sql<
    MeetingRoomSetUp[]
  >`coalesce((select json_agg(json_build_object('id', ${meetingRoomSetUps.id}, 'name', ${meetingRoomSetUps.name}) order by ${meetingRoomSetUps.name}, ${meetingRoomSetUps.id}) from ${meetingRoomSetUpLinks} join ${meetingRoomSetUps} on ${meetingRoomSetUps.id} = ${meetingRoomSetUpLinks.setUpId} where ${meetingRoomSetUpLinks.roomId} = ${meetingRooms.id}), '[]'::json)`,
};
interface MeetingRoomRow {
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

function toMeetingRoom(row: MeetingRoomRow): MeetingRoom {
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

const roomFrom = (db: Executor) => db.select(roomColumns).from(meetingRooms).innerJoin(sites, eq(sites.id, meetingRooms.siteId));

const ROOM_SORTS: Record<MeetingRoomQuery['sortBy'], SQL | typeof meetingRooms.id> = {
  id: meetingRooms.id,
  name: sql`${meetingRooms.name}`,
  capacity: sql`${meetingRooms.capacity}`,
  price: sql`${meetingRooms.priceHourCents}`,
};

/** GET /sdr: the meeting rooms of the caller's scope ("Liste des salles de réunion"). */
export async function listMeetingRooms(db: Executor, viewer: SessionUser, query: MeetingRoomQuery): Promise<MeetingRoomList> {
  const filters: SQL[] = [brandScope(meetingRooms.brandId, viewer)];
  if (query.espace) filters.push(eq(meetingRooms.siteId, query.espace));
  if (query.sdrType) filters.push(eq(meetingRooms.roomType, query.sdrType));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(meetingRooms.name, pattern), ilike(sites.name, pattern));
    if (match) filters.push(match);
  }
  const sort: KeysetSort = { column: ROOM_SORTS[query.sortBy], id: meetingRooms.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    roomFrom(db)
      .where(after ? and(where, after) : where)
      .orderBy(...keysetOrder(sort))
      .limit(limit)
      .offset(offset),
    cappedTotal(db, sql`from ${meetingRooms} join ${sites} on ${sites.id} = ${meetingRooms.siteId} where ${where}`),
  ]);
  const sortValue = (row: MeetingRoomRow): string | number =>
    query.sortBy === 'name' ? row.name : query.sortBy === 'capacity' ? row.capacity : query.sortBy === 'price' ? row.price : row.id;
  const page = pageOf(rows as MeetingRoomRow[], query.itemsPerPage, (row) => [sortValue(row), row.id]);
  return { items: page.items.map(toMeetingRoom), ...counted, next: page.next };
}

/** GET /sdr/{id}: a room of the caller's scope; another brand's is not found. */
export async function findMeetingRoom(db: Executor, viewer: SessionUser, id: number): Promise<MeetingRoom> {
  const [row] = await roomFrom(db)
    .where(and(eq(meetingRooms.id, id), brandScope(meetingRooms.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return toMeetingRoom(row as MeetingRoomRow);
}

/** GET /sdr-setup: the set-ups the caller may give a room (the platform's and their brand's). */
export async function listMeetingRoomSetUps(db: Executor, viewer: SessionUser): Promise<MeetingRoomSetUp[]> {
  return db
    .select({ id: meetingRoomSetUps.id, name: meetingRoomSetUps.name })
    .from(meetingRoomSetUps)
    .where(viewer.brandId === null ? undefined : or(isNull(meetingRoomSetUps.brandId), eq(meetingRoomSetUps.brandId, viewer.brandId)))
    .orderBy(meetingRoomSetUps.name, meetingRoomSetUps.id);
}
