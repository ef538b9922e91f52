import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom, MeetingRoomBody, MeetingRoomPatch } from '@hubgrade/domain/spaces/schemas';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { meetingRoomSetUpLinks, meetingRoomSetUps, meetingRooms, sites } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findMeetingRoom } from './queries.ts';

type RoomRow = typeof meetingRooms.$inferSelect;

/** The site of the caller's scope that the room belongs to; 400 on the field otherwise. */
async function resolveSite(tx: Tx, actor: SessionUser, siteId: number) {
  const [site] = await tx
    .select({ id: sites.id, brandId: sites.brandId })
    .from(sites)
    .where(and(eq(sites.id, siteId), brandScope(sites.brandId, actor)));
  if (!site) throw badRequest(L.unknownSite, { espace: [L.unknownSite] });
  return site;
}

/** Set-ups offered to the site's brand (the platform's or the brand's own); 400 on the field otherwise. */
async function checkSetUps(tx: Tx, brandId: number | null, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: meetingRoomSetUps.id })
    .from(meetingRoomSetUps)
    .where(
      and(inArray(meetingRoomSetUps.id, [...ids]), or(isNull(meetingRoomSetUps.brandId), ofBrand(meetingRoomSetUps.brandId, brandId))),
    );
  if (found.length !== new Set(ids).size) throw badRequest(L.unknownSetUp, { setUps: [L.unknownSetUp] });
}

async function replaceSetUps(tx: Tx, roomId: number, ids: readonly number[]) {
  await tx.delete(meetingRoomSetUpLinks).where(eq(meetingRoomSetUpLinks.roomId, roomId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.insert(meetingRoomSetUpLinks).values(unique.map((setUpId) => ({ roomId, setUpId })));
}

const snapshot = (room: RoomRow, setUps: readonly number[]) => ({
  name: room.name,
  color: room.color,
  capacity: room.capacity,
  price: room.priceHourCents,
  priceHalfDay: room.priceHalfDayCents,
  priceEvening: room.priceEveningCents,
  priceDay: room.priceDayCents,
  sdrType: room.roomType,
  setUps: [...setUps].sort((a, b) => a - b),
  quotaHoursPerDay: room.quotaHoursPerDay,
  quotaHoursPerMonth: room.quotaHoursPerMonth,
  espace: room.siteId,
});

function columnsOf(fields: Partial<MeetingRoomBody>) {
  return {
    name: fields.name,
    color: fields.color,
    capacity: fields.capacity,
    priceHourCents: fields.price,
    priceHalfDayCents: fields.priceHalfDay,
    priceEveningCents: fields.priceEvening,
    priceDayCents: fields.priceDay,
    roomType: fields.sdrType,
    quotaHoursPerDay: fields.quotaHoursPerDay,
    quotaHoursPerMonth: fields.quotaHoursPerMonth,
    siteId: fields.espace,
  };
}

/** POST /sdr: a meeting room at a site of the caller's scope, with its set-ups when it has some. */
export async function createMeetingRoom(db: Db, actor: SessionUser, body: MeetingRoomBody): Promise<MeetingRoom> {
  const id = await db.transaction(async (tx) => {
    const site = await resolveSite(tx, actor, body.espace);
    await checkSetUps(tx, site.brandId, body.setUps);
    const [created] = await tx
      .insert(meetingRooms)
      .values({ ...columnsOf(body), brandId: site.brandId } as typeof meetingRooms.$inferInsert)
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await replaceSetUps(tx, created.id, body.setUps);
    await recordHistory(tx, {
      entity: 'meeting-room',
      entityId: created.id,
      brandId: created.brandId,
      actor,
      oldData: null,
      newData: snapshot(created, body.setUps),
    });
    return created.id;
  });
  return findMeetingRoom(db, actor, id);
}

/** PATCH /patch/sdr/{id}: any field; a room turned to type 1 loses its set-ups. */
export async function patchMeetingRoom(db: Db, actor: SessionUser, id: number, patch: MeetingRoomPatch): Promise<MeetingRoom> {
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select()
      .from(meetingRooms)
      .where(and(eq(meetingRooms.id, id), brandScope(meetingRooms.brandId, actor)))
      .for('update');
    if (!room) throw notFound();
    const links = await tx
      .select({ id: meetingRoomSetUpLinks.setUpId })
      .from(meetingRoomSetUpLinks)
      .where(eq(meetingRoomSetUpLinks.roomId, id));
    const oldSetUps = links.map((l) => l.id);
    const site = patch.espace === undefined ? { brandId: room.brandId } : await resolveSite(tx, actor, patch.espace);
    // Its bookings carry the room's brand: a room moving to another brand's site would leave them behind.
    if (site.brandId !== room.brandId) throw badRequest(L.otherBrandSite, { espace: [L.otherBrandSite] });
    const roomType = patch.sdrType ?? room.roomType;
    const setUps = roomType === 1 ? [] : (patch.setUps ?? oldSetUps);
    if (roomType === 1 && patch.setUps && patch.setUps.length > 0)
      throw badRequest(L.setUpsOnlyForType2, { setUps: [L.setUpsOnlyForType2] });
    const perDay = patch.quotaHoursPerDay === undefined ? room.quotaHoursPerDay : patch.quotaHoursPerDay;
    const perMonth = patch.quotaHoursPerMonth === undefined ? room.quotaHoursPerMonth : patch.quotaHoursPerMonth;
    if (perDay !== null && perMonth !== null && perMonth < perDay) throw badRequest(L.quotaOrder, { quotaHoursPerMonth: [L.quotaOrder] });
    await checkSetUps(tx, site.brandId, setUps);
    const [updated] = await tx
      .update(meetingRooms)
      .set({ ...columnsOf(patch), updatedAt: new Date() })
      .where(eq(meetingRooms.id, id))
      .returning();
    if (!updated) throw notFound();
    await replaceSetUps(tx, id, setUps);
    await recordHistory(tx, {
      entity: 'meeting-room',
      entityId: id,
      brandId: updated.brandId,
      actor,
      oldData: snapshot(room, oldSetUps),
      newData: snapshot(updated, setUps),
    });
  });
  return findMeetingRoom(db, actor, id);
}
