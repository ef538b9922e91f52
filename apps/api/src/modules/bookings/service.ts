import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import {
  defaultSubject,
  isPrivateByDefault,
  isSlotPastCutoff,
  isSlotPriced,
  parisClock,
  roomFitsGuests,
  type SpanRefusal,
  slotWindow,
  spanRefusal,
} from '@hubgrade/domain/bookings/rules';
import type { MeetingRoomReservation, MeetingRoomReservationBody, MeetingRoomSaveAnswer } from '@hubgrade/domain/bookings/schemas';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  MEETING_ROOM_OVERLAP_CONSTRAINT,
  meetingRoomReservations,
  meetingRoomSetUpLinks,
  meetingRooms,
  users,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { EXCLUSION_VIOLATION, isConstraintViolation } from '../../lib/db-error.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findMeetingRoomReservation } from './queries.ts';

type Fields = MeetingRoomReservationBody['hubgrade_sdr_reservation'];
const FIELD = 'hubgrade_sdr_reservation';
const fieldError = (field: string, message: string) => badRequest(message, { [`${FIELD}.${field}`]: [message] });

/** Staff book for any user of their scope; a member only for themselves (members-bookings-feed §6). */
const isStaff = (user: SessionUser) => isAdmin(user.roles) || isCommercial(user.roles);

/** A brand without the "sdr" module has no meeting-room bookings; the main platform always has them. */
function checkModule(actor: SessionUser) {
  if (actor.brandId !== null && !actor.brandModules.includes('sdr')) throw forbidden();
}

/** The window of the chosen slot: the fixed hours of slots 1–4 on `date`'s Paris day, or `date`–`dateEnd` for the free slot. */
function windowOf(fields: Fields, slot: MeetingRoomReservationBody['selectedTime'], room: typeof meetingRooms.$inferSelect, now: Date) {
  if (slot === 0) {
    if (fields.date.length === 10) throw fieldError('date', L.required);
    if (!fields.dateEnd || fields.dateEnd.length === 10) throw fieldError('dateEnd', L.required);
    const start = new Date(fields.date);
    const end = new Date(fields.dateEnd);
    const refusal: SpanRefusal | null = spanRefusal(start, end);
    if (refusal) throw fieldError('dateEnd', L[refusal]);
    if (start.getTime() < now.getTime()) throw fieldError('date', L.inThePast);
    return { start, end };
  }
  const day = fields.date.length === 10 ? fields.date : parisClock(new Date(fields.date)).day;
  const prices = { priceHalfDay: room.priceHalfDayCents, priceEvening: room.priceEveningCents, priceDay: room.priceDayCents };
  if (!isSlotPriced(prices, slot)) throw badRequest(L.slotNotPriced, { selectedTime: [L.slotNotPriced] });
  if (isSlotPastCutoff(slot, day, now)) throw badRequest(L.slotPassed, { selectedTime: [L.slotPassed] });
  return slotWindow(day, slot);
}

/**
 * POST /sdr-reservation: one booking of a room. The rules of §4 and §5 are checked here; an
 * overlap is refused by the database's exclusion constraint (so two racing requests cannot both
 * pass) and answered 409 naming the slot.
 */
export async function createMeetingRoomReservation(
  db: Db,
  actor: SessionUser,
  body: MeetingRoomReservationBody,
  now: Date = new Date(),
): Promise<MeetingRoomSaveAnswer> {
  checkModule(actor);
  const fields = body.hubgrade_sdr_reservation;
  if (!isStaff(actor) && fields.user !== actor.id) throw fieldError('user', L.onlyForYourself);
  const [room] = await db
    .select()
    .from(meetingRooms)
    .where(
      and(
        eq(meetingRooms.id, fields.sdr),
        isStaff(actor) ? brandScope(meetingRooms.brandId, actor) : sql`${meetingRooms.brandId} is not distinct from ${actor.brandId}`,
      ),
    );
  if (!room) throw fieldError('sdr', L.unknownRoom);
  const [member] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, fields.user), isNull(users.deletedAt), sql`${users.brandId} is not distinct from ${room.brandId}`));
  if (!member) throw fieldError('user', L.unknownUser);
  const { start, end } = windowOf(fields, body.selectedTime, room, now);
  if (!roomFitsGuests(room.capacity, fields.guests.length)) throw fieldError('guests', L.tooManyGuests(room.capacity));
  if (fields.sdrSetUp !== null) {
    if (room.roomType !== 2) throw fieldError('sdrSetUp', L.setUpOnlyForType2);
    const [link] = await db
      .select({ id: meetingRoomSetUpLinks.setUpId })
      .from(meetingRoomSetUpLinks)
      .where(and(eq(meetingRoomSetUpLinks.roomId, room.id), eq(meetingRoomSetUpLinks.setUpId, fields.sdrSetUp)));
    if (!link) throw fieldError('sdrSetUp', L.unknownSetUp);
  }
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(meetingRoomReservations)
        .values({
          brandId: room.brandId,
          roomId: room.id,
          userId: member.id,
          startsAt: start,
          endsAt: end,
          selectedTime: body.selectedTime,
          subject: fields.subject || defaultSubject(member),
          private: fields.private ?? isPrivateByDefault(room.brandId),
          quotaFree: fields.quotaFree,
          guests: fields.guests,
          setUpId: fields.sdrSetUp,
          createdBy: actor.id,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await recordHistory(tx, {
        entity: 'meeting-room-reservation',
        entityId: created.id,
        brandId: created.brandId,
        actor,
        oldData: null,
        newData: { sdr: room.id, user: member.id, date: start.toISOString(), dateEnd: end.toISOString(), selectedTime: body.selectedTime },
      });
      return created.id;
    });
  } catch (error) {
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, MEETING_ROOM_OVERLAP_CONSTRAINT)) {
      throw conflict(L.overlap(room.name, formatDate(start), formatHour(start), formatHour(end)));
    }
    throw error;
  }
  const reservation = await findMeetingRoomReservation(db, id);
  const day = formatDate(start);
  return {
    id,
    reservation,
    instances: { except: [], noDispo: [], noQuota: [], noCredit: [], afterBookingEnd: [], dates: [day], endTime: end.toISOString() },
  };
}

/**
 * POST /sdr-reservation/{id}/cancel: the booking stays, marked cancelled, and frees its slot.
 * Staff cancel any booking of their scope, a member their own; anyone else's is not found.
 */
export async function cancelMeetingRoomReservation(db: Db, actor: SessionUser, id: number): Promise<MeetingRoomReservation> {
  checkModule(actor);
  await db.transaction(async (tx) => {
    const [reservation] = await tx
      .select()
      .from(meetingRoomReservations)
      .where(
        and(
          eq(meetingRoomReservations.id, id),
          isStaff(actor) ? brandScope(meetingRoomReservations.brandId, actor) : eq(meetingRoomReservations.userId, actor.id),
        ),
      )
      .for('update');
    if (!reservation) throw notFound();
    if (reservation.cancelledAt !== null) throw conflict(L.alreadyCancelled);
    const cancelledAt = new Date();
    await tx.update(meetingRoomReservations).set({ cancelledAt, cancelledBy: actor.id }).where(eq(meetingRoomReservations.id, id));
    await recordHistory(tx, {
      entity: 'meeting-room-reservation',
      entityId: id,
      brandId: reservation.brandId,
      actor,
      oldData: { cancelledAt: null },
      newData: { cancelledAt: cancelledAt.toISOString() },
    });
  });
  return findMeetingRoomReservation(db, id);
}
