import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { parisClock } from '@hubgrade/domain/bookings/rules';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import {
  at,
  availability,
  billedWindow,
  peopleOf,
  spanRefusal,
  terracePriceCents,
  terraceRefundCents,
} from '@hubgrade/domain/terrace/rules';
import type {
  Terrace,
  TerraceDispo,
  TerraceDispoBody,
  TerraceList,
  TerracePatch,
  TerraceReservation,
  TerraceReservationBody,
  TerraceRestriction,
  TerraceRestrictionBody,
} from '@hubgrade/domain/terrace/schemas';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import {
  creditAccounts,
  creditEntries,
  sites,
  terraceDays,
  terraceReservations,
  terraceRestrictions,
  terraces,
  users,
} from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { debit, lockAccount, lockAccountsInOrder, payerOf, refund } from '../credits/ledger.ts';
import type { DoorAccess } from '../integrations/door-access.ts';
import { brandValues } from '../settings/values.ts';
import {
  dayReservations,
  findTerraceReservation,
  findTerraceRow,
  listTerraces,
  occupancyBetween,
  restrictionAnswer,
  restrictionRule,
  restrictionsBetween,
  type TerraceRow,
} from './queries.ts';

const FIELD = 'hubgrade_terrasse_reservation';
const fieldError = (field: string, message: string) => badRequest(message, { [`${FIELD}.${field}`]: [message] });

/** Staff book for any user of their scope; a member only for themselves (members-bookings-feed §6). */
const isStaff = (user: SessionUser) => isAdmin(user.roles) || isCommercial(user.roles);

/** A brand without the "terrasse" module has no terrace; the main platform always has them. */
function checkModule(actor: SessionUser) {
  if (actor.brandId !== null && !actor.brandModules.includes('terrasse')) throw forbidden();
}

/** Staff see their brand scope; a member only their own brand's terraces (the main platform's for a member without brand). */
function terraceScope(actor: SessionUser): SQL {
  return isStaff(actor) ? brandScope(terraces.brandId, actor) : ofBrand(terraces.brandId, actor.brandId);
}

async function terraceAnswer(db: Executor, row: TerraceRow & { siteName: string }, now: Date): Promise<Terrace> {
  const restrictions = await db
    .select()
    .from(terraceRestrictions)
    .where(and(eq(terraceRestrictions.terraceId, row.id), gt(terraceRestrictions.endsAt, now)))
    .orderBy(terraceRestrictions.startsAt, terraceRestrictions.id);
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    brandId: row.brandId,
    maxGuests: row.maxGuests,
    maxDuration: row.maxDuration,
    capacity: row.capacity,
    priceHour: row.priceHourCents,
    restrictions: restrictions.map(restrictionAnswer),
  };
}

/** GET /terrasse: the terraces of the caller's scope, by site name after the default site's. */
export async function listTerracesOf(db: Db, actor: SessionUser): Promise<TerraceList> {
  checkModule(actor);
  const [list, { defaultSiteId }] = await Promise.all([listTerraces(db, terraceScope(actor)), brandValues(db, actor.brandId)]);
  // The screen opens on the first terrace: that of the brand's default site (/settings) when it has one.
  const preferred = list.findIndex((t) => t.siteId === defaultSiteId);
  return preferred > 0 ? [list[preferred] as TerraceList[number], ...list.filter((_, i) => i !== preferred)] : list;
}

/** GET /terrasse/{id}: the settings and the closures and capacity changes not over yet. */
export async function findTerrace(db: Db, actor: SessionUser, id: number, now: Date = new Date()): Promise<Terrace> {
  checkModule(actor);
  return terraceAnswer(db, await findTerraceRow(db, id, terraceScope(actor)), now);
}

/** PATCH /patch/terrasse/{id}: the settings an administrator changes. */
export async function patchTerrace(db: Db, actor: SessionUser, id: number, patch: TerracePatch): Promise<Terrace> {
  await db.transaction(async (tx) => {
    const before = await findTerraceRow(tx, id, brandScope(terraces.brandId, actor));
    const { priceHour, ...settings } = patch;
    await tx
      .update(terraces)
      .set({ ...settings, ...(priceHour === undefined ? {} : { priceHourCents: priceHour }), updatedAt: new Date() })
      .where(eq(terraces.id, id));
    const oldData = {
      maxGuests: before.maxGuests,
      maxDuration: before.maxDuration,
      capacity: before.capacity,
      priceHour: before.priceHourCents,
    };
    await recordHistory(tx, {
      entity: 'terrace',
      entityId: id,
      brandId: before.brandId,
      actor,
      oldData,
      newData: { ...oldData, ...patch },
    });
  });
  return findTerrace(db, actor, id);
}

/** POST /terrasse/{id}/restrictions: a closure or an exceptional capacity change, written in the terrace's history. */
export async function addRestriction(db: Db, actor: SessionUser, id: number, body: TerraceRestrictionBody): Promise<TerraceRestriction> {
  return db.transaction(async (tx) => {
    const terrace = await findTerraceRow(tx, id, brandScope(terraces.brandId, actor));
    const [created] = await tx
      .insert(terraceRestrictions)
      .values({
        terraceId: terrace.id,
        startsAt: new Date(body.dateBegin),
        endsAt: new Date(body.dateEnd),
        reason: body.reason || null,
        capacity: body.capacityUpdate ?? null,
        createdBy: actor.id,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    const answer = restrictionAnswer(created);
    await recordHistory(tx, {
      entity: 'terrace',
      entityId: id,
      brandId: terrace.brandId,
      actor,
      oldData: null,
      newData: { restriction: answer },
    });
    return answer;
  });
}

/** DELETE /terrasse/{id}/restrictions/{restrictionId}. */
export async function removeRestriction(db: Db, actor: SessionUser, id: number, restrictionId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const terrace = await findTerraceRow(tx, id, brandScope(terraces.brandId, actor));
    const [removed] = await tx
      .delete(terraceRestrictions)
      .where(and(eq(terraceRestrictions.id, restrictionId), eq(terraceRestrictions.terraceId, terrace.id)))
      .returning();
    if (!removed) throw notFound();
    const oldData = { restriction: restrictionAnswer(removed) };
    await recordHistory(tx, { entity: 'terrace', entityId: id, brandId: terrace.brandId, actor, oldData, newData: null });
  });
  return null;
}

const HOUR = /^(\d{2}):(\d{2})$/;
function instant(day: string, hhmm: string): Date {
  const [, h, m] = HOUR.exec(hhmm) ?? [];
  return at(day, Number(h), Number(m));
}

/**
 * POST /dispo/brand/{brand}/terrasse: the places left over the asked window, closed or full,
 * and the restrictions met. The brand of the path is the terrace's (`true` the main platform's).
 */
export async function terraceDispo(db: Db, actor: SessionUser, brand: 'true' | number, body: TerraceDispoBody): Promise<TerraceDispo> {
  checkModule(actor);
  const terrace = await findTerraceRow(db, body.id, terraceScope(actor));
  if (terrace.brandId !== (brand === 'true' ? null : brand)) throw notFound();
  const from = instant(body.start, body.startHour);
  const to = instant(body.end ?? body.start, body.endHour);
  if (to.getTime() <= from.getTime()) throw badRequest(L.endBeforeStart, { endHour: [L.endBeforeStart] });
  const restrictions = await restrictionsBetween(db, terrace.id, from, to);
  const found = availability(
    terrace.capacity,
    restrictions.map(restrictionRule),
    await occupancyBetween(db, terrace.id, from, to, body.eventId ?? null),
    from,
    to,
  );
  return {
    dispoCount: found.dispoCount,
    isFull: found.isFull,
    isClosed: found.isClosed,
    terrasseRestriction: restrictions.map(restrictionAnswer),
    maxGuests: terrace.maxGuests,
    maxDuration: terrace.maxDuration,
  };
}

/** The body's terrace, user, window and guests checked as a booking and its edit both need them (400 on the field). */
async function checkInput(db: Db, actor: SessionUser, body: TerraceReservationBody, now: Date) {
  const fields = body.hubgrade_terrasse_reservation;
  if (!isStaff(actor) && fields.user !== actor.id) throw fieldError('user', L.onlyForYourself);
  const terrace = await findTerraceRow(db, fields.terrasse, terraceScope(actor)).catch(() => {
    throw fieldError('terrasse', L.unknownTerrace);
  });
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, fields.user), isNull(users.deletedAt), ofBrand(users.brandId, terrace.brandId)));
  if (!member) throw fieldError('user', L.unknownUser);
  const start = new Date(fields.dateBegin);
  const end = new Date(fields.dateEnd);
  const refusal = spanRefusal(start, end, terrace.maxDuration, now);
  if (refusal)
    throw fieldError(
      refusal === 'inThePast' ? 'dateBegin' : 'dateEnd',
      refusal === 'tooLong' ? L.tooLong(terrace.maxDuration) : L[refusal],
    );
  if (fields.guests.length > terrace.maxGuests) throw fieldError('guests', L.tooManyGuests(terrace.maxGuests));
  const people = peopleOf(fields.guests.length);
  const billed = billedWindow(start, end, now);
  const price = terracePriceCents(terrace.priceHourCents, billed, people);
  return { fields, terrace, member, start, end, people, billed, day: parisClock(start).day, price };
}

/** The day's row of the terrace, created if need be, locked until the transaction ends. */
async function lockTerraceDay(tx: Tx, terraceId: number, day: string) {
  await tx.insert(terraceDays).values({ terraceId, day }).onConflictDoNothing();
  await tx
    .select()
    .from(terraceDays)
    .where(and(eq(terraceDays.terraceId, terraceId), eq(terraceDays.day, day)))
    .for('update');
}

/**
 * POST /terrasse/reservation: never oversold. The day's row of the terrace is created if need be
 * and locked, then the people already there over the window are counted against the capacity in
 * force, and the booking written, all in one transaction: a second booking of the same day waits
 * on the lock and counts the first one.
 */
export async function createTerraceReservation(
  db: Db,
  doors: DoorAccess,
  actor: SessionUser,
  body: TerraceReservationBody,
  now: Date = new Date(),
): Promise<TerraceReservation> {
  checkModule(actor);
  const { fields, terrace, member, start, end, people, billed, day, price } = await checkInput(db, actor, body, now);
  const id = await db.transaction(async (tx) => {
    // The payer's account first, then the day's row: the order every terrace writer keeps.
    const owner = await payerOf(tx, member.id);
    if (price > 0) await lockAccount(tx, owner);
    await lockTerraceDay(tx, terrace.id, day);
    const restrictions = (await restrictionsBetween(tx, terrace.id, start, end)).map(restrictionRule);
    const found = availability(terrace.capacity, restrictions, await occupancyBetween(tx, terrace.id, start, end), start, end);
    if (found.isClosed) throw conflict(L.closed);
    if (found.dispoCount === 0) throw conflict(L.full);
    if (found.dispoCount < people) throw conflict(L.tooFewPlaces(found.dispoCount));
    const paid = await debit(tx, {
      owner,
      price,
      label: L.debitLabel(terrace.siteName, formatDate(start), formatHour(start), formatHour(end)),
      actor,
      forced: body.forceReservation && isStaff(actor),
    });
    const [created] = await tx
      .insert(terraceReservations)
      .values({
        brandId: terrace.brandId,
        terraceId: terrace.id,
        userId: member.id,
        startsAt: start,
        endsAt: end,
        guests: fields.guests,
        people,
        hasWelcomr: fields.hasWelcomr,
        wholeDayBilled: billed.wholeDay,
        priceCents: price,
        debitEntryId: paid.entryId,
        createdBy: actor.id,
      })
      .returning({ id: terraceReservations.id });
    if (!created) throw new Error('insert returned nothing');
    await recordHistory(tx, {
      entity: 'terrace-reservation',
      entityId: created.id,
      brandId: terrace.brandId,
      actor,
      oldData: null,
      newData: {
        terrasse: terrace.id,
        user: member.id,
        dateBegin: start.toISOString(),
        dateEnd: end.toISOString(),
        people,
        price,
        charged: paid.charged,
      },
    });
    await doors.follow(tx, {
      kind: 'terrace',
      id: created.id,
      userId: member.id,
      brandId: terrace.brandId,
      window: fields.hasWelcomr ? { start, end } : null,
    });
    return created.id;
  });
  return findTerraceReservation(db, id);
}

/**
 * PATCH /patch/terrasse/reservation/{id}: the day, hours, guests or user of a live booking,
 * checked as a new one (400 on the field). As a booking does, it locks the paying accounts, then
 * the old and the new day's rows (in day order), then the booking, and counts the places without
 * the booking's own (409 when full, closed or short); when the price or the user changes, the old
 * debit is given back in full and the new price taken in the same transaction (409 « Crédits
 * insuffisants… » unless staff force it), so a refused edit changes nothing. Staff edit any
 * booking of their scope, a member their own.
 */
export async function patchTerraceReservation(
  db: Db,
  doors: DoorAccess,
  actor: SessionUser,
  id: number,
  body: TerraceReservationBody,
  now: Date = new Date(),
): Promise<TerraceReservation> {
  checkModule(actor);
  const mine = and(
    eq(terraceReservations.id, id),
    isStaff(actor) ? brandScope(terraceReservations.brandId, actor) : eq(terraceReservations.userId, actor.id),
  );
  const [found] = await db
    .select({ terraceId: terraceReservations.terraceId, startsAt: terraceReservations.startsAt, accountId: creditEntries.accountId })
    .from(terraceReservations)
    .leftJoin(creditEntries, eq(creditEntries.id, terraceReservations.debitEntryId))
    .where(mine);
  if (!found) throw notFound();
  const { fields, terrace, member, start, end, people, billed, day, price } = await checkInput(db, actor, body, now);
  if (terrace.id !== found.terraceId) throw fieldError('terrasse', L.unknownTerrace);
  await db.transaction(async (tx) => {
    // The paying accounts first, then the days' rows, then the booking: the order every terrace writer keeps.
    const owner = await payerOf(tx, member.id);
    await lockAccountsInOrder(tx, found.accountId === null ? [] : [found.accountId], price > 0 ? owner : null);
    for (const d of [...new Set([parisClock(found.startsAt).day, day])].sort()) await lockTerraceDay(tx, terrace.id, d);
    const [reservation] = await tx
      .select({ row: terraceReservations, debited: creditEntries.amountCents })
      .from(terraceReservations)
      .leftJoin(creditEntries, eq(creditEntries.id, terraceReservations.debitEntryId))
      .where(eq(terraceReservations.id, id))
      .for('update', { of: terraceReservations });
    if (!reservation) throw notFound();
    const { row } = reservation;
    if (row.cancelledAt !== null) throw conflict(L.alreadyCancelled);
    if (row.endsAt.getTime() <= now.getTime()) throw conflict(L.editPast);
    const restrictions = (await restrictionsBetween(tx, terrace.id, start, end)).map(restrictionRule);
    const left = availability(terrace.capacity, restrictions, await occupancyBetween(tx, terrace.id, start, end, id), start, end);
    if (left.isClosed) throw conflict(L.closed);
    if (left.dispoCount === 0) throw conflict(L.full);
    if (left.dispoCount < people) throw conflict(L.tooFewPlaces(left.dispoCount));
    let debitEntryId = row.debitEntryId;
    let charged = row.debitEntryId === null ? 0 : -(reservation.debited ?? 0);
    if (price !== row.priceCents || member.id !== row.userId) {
      if (row.debitEntryId !== null && (reservation.debited ?? 0) < 0) {
        await refund(tx, {
          debitEntryId: row.debitEntryId,
          label: L.repriceLabel(terrace.siteName, formatDate(row.startsAt), formatHour(row.startsAt), formatHour(row.endsAt)),
          actor,
        });
      }
      const paid = await debit(tx, {
        owner,
        price,
        label: L.debitLabel(terrace.siteName, formatDate(start), formatHour(start), formatHour(end)),
        actor,
        forced: body.forceReservation && isStaff(actor),
      });
      debitEntryId = paid.entryId;
      charged = paid.charged;
    }
    await tx
      .update(terraceReservations)
      .set({
        userId: member.id,
        startsAt: start,
        endsAt: end,
        guests: fields.guests,
        people,
        hasWelcomr: fields.hasWelcomr,
        wholeDayBilled: billed.wholeDay,
        priceCents: price,
        debitEntryId,
      })
      .where(eq(terraceReservations.id, id));
    await recordHistory(tx, {
      entity: 'terrace-reservation',
      entityId: id,
      brandId: terrace.brandId,
      actor,
      oldData: {
        user: row.userId,
        dateBegin: row.startsAt.toISOString(),
        dateEnd: row.endsAt.toISOString(),
        people: row.people,
        price: row.priceCents,
      },
      newData: { user: member.id, dateBegin: start.toISOString(), dateEnd: end.toISOString(), people, price, charged },
    });
    await doors.follow(tx, {
      kind: 'terrace',
      id,
      userId: member.id,
      brandId: terrace.brandId,
      window: fields.hasWelcomr ? { start, end } : null,
    });
  });
  return findTerraceReservation(db, id);
}

/**
 * POST /terrasse/reservation/{id}/cancel: the booking stays, marked cancelled, and frees its places.
 * Staff cancel any booking of their scope, a member their own; anyone else's is not found. The
 * credits it took come back in full when cancelled before the booked Paris day, not on the day
 * itself (`terraceRefundCents`); the refund is written once, with the cancellation.
 */
export async function cancelTerraceReservation(
  db: Db,
  doors: DoorAccess,
  actor: SessionUser,
  id: number,
  now: Date = new Date(),
): Promise<TerraceReservation> {
  checkModule(actor);
  await db.transaction(async (tx) => {
    const mine = and(
      eq(terraceReservations.id, id),
      isStaff(actor) ? brandScope(terraceReservations.brandId, actor) : eq(terraceReservations.userId, actor.id),
    );
    // The paying account first (as a booking takes it), then the booking's row: one order, no deadlock.
    const [debited] = await tx
      .select({ accountId: creditEntries.accountId })
      .from(terraceReservations)
      .innerJoin(creditEntries, eq(creditEntries.id, terraceReservations.debitEntryId))
      .where(mine);
    if (debited)
      await tx.select({ id: creditAccounts.id }).from(creditAccounts).where(eq(creditAccounts.id, debited.accountId)).for('update');
    const [reservation] = await tx
      .select({ row: terraceReservations, debited: creditEntries.amountCents })
      .from(terraceReservations)
      .leftJoin(creditEntries, eq(creditEntries.id, terraceReservations.debitEntryId))
      .where(mine)
      .for('update', { of: terraceReservations });
    if (!reservation) throw notFound();
    const { row } = reservation;
    if (row.cancelledAt !== null) throw conflict(L.alreadyCancelled);
    const cancelledAt = now;
    const back = row.debitEntryId === null ? 0 : terraceRefundCents(-(reservation.debited ?? 0), row.startsAt, now);
    if (row.debitEntryId !== null && back > 0) {
      const [site] = await tx
        .select({ name: sites.name })
        .from(terraces)
        .innerJoin(sites, eq(sites.id, terraces.siteId))
        .where(eq(terraces.id, row.terraceId));
      await refund(tx, {
        debitEntryId: row.debitEntryId,
        amount: back,
        label: L.refundLabel(site?.name ?? '', formatDate(row.startsAt), formatHour(row.startsAt), formatHour(row.endsAt)),
        actor,
      });
    }
    await tx.update(terraceReservations).set({ cancelledAt, cancelledBy: actor.id }).where(eq(terraceReservations.id, id));
    await recordHistory(tx, {
      entity: 'terrace-reservation',
      entityId: id,
      brandId: row.brandId,
      actor,
      oldData: { cancelledAt: null },
      newData: { cancelledAt: cancelledAt.toISOString(), refunded: back },
    });
    await doors.follow(tx, { kind: 'terrace', id, userId: row.userId, brandId: row.brandId, window: null });
  });
  return findTerraceReservation(db, id);
}

/** GET /terrasse/{id}/reservations?date=: the day's live bookings; a member sees only their own. */
export async function terraceDay(db: Db, actor: SessionUser, id: number, date: string): Promise<TerraceReservation[]> {
  checkModule(actor);
  const terrace = await findTerraceRow(db, id, terraceScope(actor));
  return dayReservations(db, terrace.id, at(date, 0, 0), at(date, 24, 0), isStaff(actor) ? null : actor.id);
}
