import { parisClock } from '@hubgrade/domain/bookings/rules';
import { formatDay } from '@hubgrade/domain/format/dates';
import { WORKSTATION_LABELS as L } from '@hubgrade/domain/workstations/labels';
import {
  openingHours,
  refundOnCancel,
  seatsFor,
  seatsLeft,
  WORKSTATION_MAX_GUESTS,
  workstationPrice,
  workstationSpanRefusal,
} from '@hubgrade/domain/workstations/rules';
import type { WorkstationReservation, WorkstationReservationBody } from '@hubgrade/domain/workstations/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { coworkingSpaces, creditEntries, users, workstationDayCounters, workstationReservations } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { debit, payerOf, refund } from '../credits/ledger.ts';
import type { DoorAccess } from '../integrations/door-access.ts';
import { checkModule, isStaff, spaceScope } from './access.ts';
import { findReservation } from './queries.ts';

const FIELD = 'hubgrade_poste_de_travail_reservation';
const fieldError = (field: string, message: string) => badRequest(message, { [`${FIELD}.${field}`]: [message] });

/**
 * The day's counter row of a space, created on demand and locked until the transaction ends: every
 * booking and cancellation of that space and day passes here one at a time, so seats are never
 * oversold however many requests race (PostgreSQL and PGlite alike).
 */
async function lockDay(tx: Tx, spaceId: number, day: string): Promise<number> {
  await tx.insert(workstationDayCounters).values({ spaceId, day }).onConflictDoNothing();
  const [counter] = await tx
    .select({ seatsTaken: workstationDayCounters.seatsTaken })
    .from(workstationDayCounters)
    .where(and(eq(workstationDayCounters.spaceId, spaceId), eq(workstationDayCounters.day, day)))
    .for('update');
  if (!counter) throw new Error('day counter not created');
  return counter.seatsTaken;
}

async function addSeats(tx: Tx, spaceId: number, day: string, seats: number) {
  await tx
    .update(workstationDayCounters)
    .set({ seatsTaken: sql`${workstationDayCounters.seatsTaken} + ${seats}` })
    .where(and(eq(workstationDayCounters.spaceId, spaceId), eq(workstationDayCounters.day, day)));
}

/** The body's space, member, hours and guests checked as a booking and its edit both need them (400 on the field). */
async function checkInput(db: Db, actor: SessionUser, body: WorkstationReservationBody, now: Date) {
  const fields = body.hubgrade_poste_de_travail_reservation;
  if (!isStaff(actor) && fields.user !== actor.id) throw fieldError('user', L.onlyForYourself);
  const [space] = await db
    .select()
    .from(coworkingSpaces)
    .where(and(eq(coworkingSpaces.id, fields.openSpace), spaceScope(coworkingSpaces.brandId, actor)));
  if (!space) throw fieldError('openSpace', L.unknownSpace);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, fields.user), isNull(users.deletedAt), ofBrand(users.brandId, space.brandId)));
  if (!member) throw fieldError('user', L.unknownUser);
  const start = new Date(fields.dateBegin);
  const end = new Date(fields.dateEnd);
  const hours = openingHours(space);
  const refusal = workstationSpanRefusal(start, end, hours, now);
  if (refusal === 'outsideHours') throw fieldError('dateBegin', L.outsideHours(hours.opening, hours.closing));
  if (refusal === 'tooShort' || refusal === 'otherDay') throw fieldError('dateEnd', L[refusal]);
  if (refusal) throw fieldError('dateBegin', L[refusal]);
  if (fields.guests.length > WORKSTATION_MAX_GUESTS) throw fieldError('guests', L.maxGuests(WORKSTATION_MAX_GUESTS));
  const seats = seatsFor(fields.guests.length);
  return {
    fields,
    space,
    member,
    start,
    end,
    day: parisClock(start).day,
    seats,
    price: workstationPrice(space.dailyPriceCents, seats),
  };
}

/**
 * POST /poste-de-travail: one member's seat (and one per guest) in a coworking space for part of a
 * Paris day. The hours, guests and day are checked first (400 on the field); then, under the day's
 * lock, the seats left (409) and the credits: the space's €/j per seat is debited from the payer
 * (the member's own credits or their company's), 409 "Crédits insuffisants pour cette réservation."
 * unless `forceReservation`, which takes what is left (§4).
 */
export async function createReservation(
  db: Db,
  doors: DoorAccess,
  actor: SessionUser,
  body: WorkstationReservationBody,
  now: Date = new Date(),
): Promise<WorkstationReservation> {
  checkModule(actor);
  const { space, member, start, end, day, seats, price } = await checkInput(db, actor, body, now);

  const id = await db.transaction(async (tx) => {
    const left = seatsLeft(space.reservationCapacity, await lockDay(tx, space.id, day));
    if (seats > left) throw conflict(left === 0 ? L.spaceFull : `${L.placesLeft(left)} ${L.reduceGuests}`);
    const paid = await debit(tx, {
      owner: await payerOf(tx, member.id),
      price,
      label: L.debitLabel(space.name, formatDay(day)),
      actor,
      forced: body.forceReservation,
    });
    const [created] = await tx
      .insert(workstationReservations)
      .values({
        brandId: space.brandId,
        spaceId: space.id,
        userId: member.id,
        day,
        startsAt: start,
        endsAt: end,
        guests: body.hubgrade_poste_de_travail_reservation.guests,
        seats,
        priceCents: price,
        debitEntryId: paid.entryId,
        forced: paid.charged < price,
        hasWelcomr: body.hubgrade_poste_de_travail_reservation.hasWelcomr,
        createdBy: actor.id,
      })
      .returning({ id: workstationReservations.id });
    if (!created) throw new Error('insert returned nothing');
    await addSeats(tx, space.id, day, seats);
    await recordHistory(tx, {
      entity: 'workstation-reservation',
      entityId: created.id,
      brandId: space.brandId,
      actor,
      oldData: null,
      newData: {
        openSpace: space.id,
        user: member.id,
        dateBegin: start.toISOString(),
        dateEnd: end.toISOString(),
        seats,
        price,
        charged: paid.charged,
      },
    });
    const hasWelcomr = body.hubgrade_poste_de_travail_reservation.hasWelcomr;
    await doors.follow(tx, {
      kind: 'workstation',
      id: created.id,
      userId: member.id,
      brandId: space.brandId,
      window: hasWelcomr ? { start, end } : null,
    });
    return created.id;
  });
  return findReservation(db, actor, id, now);
}

/**
 * PATCH /patch/poste-de-travail/{id}: the date, hours, guests, member or space of a live booking,
 * checked as a new one (400 on the field). Under the locks of the old and the new day's rows
 * (taken in one order, so two edits never deadlock), the seats are counted without the booking's
 * own (409 when short); when the price or the member changes, the old debit is given back in full
 * and the new price taken in the same transaction (409 "Crédits insuffisants…" unless forced), so a
 * refused edit changes nothing. Staff edit any booking of their scope, a member their own.
 */
export async function patchReservation(
  db: Db,
  doors: DoorAccess,
  actor: SessionUser,
  id: number,
  body: WorkstationReservationBody,
  now: Date = new Date(),
): Promise<WorkstationReservation> {
  checkModule(actor);
  const [found] = await db
    .select({ spaceId: workstationReservations.spaceId, day: workstationReservations.day })
    .from(workstationReservations)
    .where(
      and(
        eq(workstationReservations.id, id),
        isStaff(actor) ? spaceScope(workstationReservations.brandId, actor) : eq(workstationReservations.userId, actor.id),
      ),
    );
  if (!found) throw notFound();
  const { fields, space, member, start, end, day, seats, price } = await checkInput(db, actor, body, now);
  await db.transaction(async (tx) => {
    // Both days' rows, in (space, day) order, before the booking itself: as a booking and a cancellation take them.
    const days = [
      { spaceId: found.spaceId, day: found.day },
      { spaceId: space.id, day },
    ].sort((a, b) => a.spaceId - b.spaceId || a.day.localeCompare(b.day));
    const taken = new Map<string, number>();
    for (const d of days) {
      const key = `${d.spaceId}/${d.day}`;
      if (!taken.has(key)) taken.set(key, await lockDay(tx, d.spaceId, d.day));
    }
    const [reservation] = await tx
      .select({ row: workstationReservations, space: coworkingSpaces.name, debited: creditEntries.amountCents })
      .from(workstationReservations)
      .innerJoin(coworkingSpaces, eq(coworkingSpaces.id, workstationReservations.spaceId))
      .leftJoin(creditEntries, eq(creditEntries.id, workstationReservations.debitEntryId))
      .where(eq(workstationReservations.id, id))
      .for('update', { of: workstationReservations });
    if (!reservation) throw notFound();
    const { row } = reservation;
    if (row.cancelledAt !== null) throw conflict(L.alreadyCancelled);
    if (row.endsAt.getTime() <= now.getTime()) throw conflict(L.editPast);
    const sameDay = row.spaceId === space.id && row.day === day;
    const left = seatsLeft(space.reservationCapacity, (taken.get(`${space.id}/${day}`) ?? 0) - (sameDay ? row.seats : 0));
    if (seats > left) throw conflict(left === 0 ? L.spaceFull : `${L.placesLeft(left)} ${L.reduceGuests}`);
    let debitEntryId = row.debitEntryId;
    let charged = row.debitEntryId === null ? 0 : -(reservation.debited ?? 0);
    if (price !== row.priceCents || member.id !== row.userId) {
      if (row.debitEntryId !== null && (reservation.debited ?? 0) < 0) {
        await refund(tx, { debitEntryId: row.debitEntryId, label: L.repriceLabel(reservation.space, formatDay(row.day)), actor });
      }
      const paid = await debit(tx, {
        owner: await payerOf(tx, member.id),
        price,
        label: L.debitLabel(space.name, formatDay(day)),
        actor,
        forced: body.forceReservation,
      });
      debitEntryId = paid.entryId;
      charged = paid.charged;
    }
    await addSeats(tx, row.spaceId, row.day, -row.seats);
    await addSeats(tx, space.id, day, seats);
    await tx
      .update(workstationReservations)
      .set({
        brandId: space.brandId,
        spaceId: space.id,
        userId: member.id,
        day,
        startsAt: start,
        endsAt: end,
        guests: fields.guests,
        seats,
        priceCents: price,
        debitEntryId,
        forced: charged < price,
        hasWelcomr: fields.hasWelcomr,
      })
      .where(eq(workstationReservations.id, id));
    await recordHistory(tx, {
      entity: 'workstation-reservation',
      entityId: id,
      brandId: space.brandId,
      actor,
      oldData: {
        openSpace: row.spaceId,
        user: row.userId,
        dateBegin: row.startsAt.toISOString(),
        dateEnd: row.endsAt.toISOString(),
        seats: row.seats,
        price: row.priceCents,
      },
      newData: {
        openSpace: space.id,
        user: member.id,
        dateBegin: start.toISOString(),
        dateEnd: end.toISOString(),
        seats,
        price,
        charged,
      },
    });
    await doors.follow(tx, {
      kind: 'workstation',
      id,
      userId: member.id,
      brandId: space.brandId,
      window: fields.hasWelcomr ? { start, end } : null,
    });
  });
  return findReservation(db, actor, id, now);
}

/**
 * POST /poste-de-travail/{id}/cancel: the booking stays, marked cancelled, and frees its seats.
 * Credits come back in full when it is cancelled before the booked day, not on the day itself
 * (refundOnCancel). Staff cancel any of their scope, a member their own; a finished one is kept.
 */
export async function cancelReservation(
  db: Db,
  doors: DoorAccess,
  actor: SessionUser,
  id: number,
  now: Date = new Date(),
): Promise<WorkstationReservation> {
  checkModule(actor);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ spaceId: workstationReservations.spaceId, day: workstationReservations.day })
      .from(workstationReservations)
      .where(
        and(
          eq(workstationReservations.id, id),
          isStaff(actor) ? spaceScope(workstationReservations.brandId, actor) : eq(workstationReservations.userId, actor.id),
        ),
      );
    if (!found) throw notFound();
    // The day's row first, as a booking takes it, then the booking itself: one order, no deadlock.
    await lockDay(tx, found.spaceId, found.day);
    const [reservation] = await tx
      .select({ row: workstationReservations, space: coworkingSpaces.name, debited: creditEntries.amountCents })
      .from(workstationReservations)
      .innerJoin(coworkingSpaces, eq(coworkingSpaces.id, workstationReservations.spaceId))
      .leftJoin(creditEntries, eq(creditEntries.id, workstationReservations.debitEntryId))
      .where(eq(workstationReservations.id, id))
      .for('update', { of: workstationReservations });
    if (!reservation) throw notFound();
    const { row } = reservation;
    if (row.cancelledAt !== null) throw conflict(L.alreadyCancelled);
    if (row.endsAt.getTime() <= now.getTime()) throw conflict(L.cancelPast);
    const back = row.debitEntryId === null ? 0 : refundOnCancel(-(reservation.debited ?? 0), row.day, now);
    if (row.debitEntryId !== null && back > 0) {
      await refund(tx, {
        debitEntryId: row.debitEntryId,
        amount: back,
        label: L.refundLabel(reservation.space, formatDay(row.day)),
        actor,
      });
    }
    await addSeats(tx, row.spaceId, row.day, -row.seats);
    await tx.update(workstationReservations).set({ cancelledAt: now, cancelledBy: actor.id }).where(eq(workstationReservations.id, id));
    await recordHistory(tx, {
      entity: 'workstation-reservation',
      entityId: id,
      brandId: row.brandId,
      actor,
      oldData: { cancelledAt: null },
      newData: { cancelledAt: now.toISOString(), refunded: back },
    });
    await doors.follow(tx, { kind: 'workstation', id, userId: row.userId, brandId: row.brandId, window: null });
  });
  return findReservation(db, actor, id, now);
}
