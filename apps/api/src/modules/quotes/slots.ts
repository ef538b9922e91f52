import { parisTime } from '@hubgrade/domain/bookings/rules';
import { formatDay } from '@hubgrade/domain/format/dates';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { minutesOf, quoteLineAmounts, slotHoursRefusal, slotPriceCents } from '@hubgrade/domain/quotes/rules';
import type { QuoteLineBody, QuoteSlotBody, QuoteSlotCheck, QuoteSlotQuery } from '@hubgrade/domain/quotes/schemas';
import { and, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import {
  coworkingSpaces,
  meetingRoomReservations,
  meetingRooms,
  quoteLines,
  sites,
  workstationDayCounters,
  workstationReservations,
} from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { signalScreensOfRooms } from '../../plugins/realtime/screen-signal.ts';
import { quotableProduct } from './products.ts';

/**
 * The slot lines of a quote (members-bookings-feed §2.8, §2.10 in quote mode): a meeting room or
 * a coworking space on one Paris day, priced from the place's tariff, refused when the room is
 * taken or the space full; booked in the accepting transaction. The bookings are written here,
 * through the database schema, because a booking made by an accepted quote is paid by the quote
 * (it debits no credits and counts against no quota) and must join the quote's transaction, which
 * the bookings' own save functions, each opening its own transaction, cannot.
 */

/** A line as stored: amounts computed, slot fields filled for a slot. */
export interface PricedLine {
  position: number;
  kind: QuoteLineBody['kind'];
  designation: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  htCents: number;
  vatCents: number;
  roomId: number | null;
  spaceId: number | null;
  slotDay: string | null;
  slotStart: string | null;
  slotEnd: string | null;
  productId: number | null;
}

interface Place {
  id: number;
  name: string;
  siteName: string;
  brandId: number | null;
  priceCents: number;
  capacity: number;
}

const sameBrand = (column: AnyPgColumn, brandId: number | null) => ofBrand(column, brandId);

async function findPlace(db: Executor, kind: QuoteSlotBody['kind'], id: number, where: SQL): Promise<Place | undefined> {
  if (kind === 'meetingRoom') {
    const [room] = await db
      .select({
        id: meetingRooms.id,
        name: meetingRooms.name,
        siteName: sites.name,
        brandId: meetingRooms.brandId,
        priceCents: meetingRooms.priceHourCents,
        capacity: meetingRooms.capacity,
      })
      .from(meetingRooms)
      .innerJoin(sites, eq(sites.id, meetingRooms.siteId))
      .where(and(eq(meetingRooms.id, id), where));
    return room;
  }
  const [space] = await db
    .select({
      id: coworkingSpaces.id,
      name: coworkingSpaces.name,
      siteName: sites.name,
      brandId: coworkingSpaces.brandId,
      priceCents: coworkingSpaces.dailyPriceCents,
      capacity: coworkingSpaces.reservationCapacity,
    })
    .from(coworkingSpaces)
    .innerJoin(sites, eq(sites.id, coworkingSpaces.siteId))
    .where(and(eq(coworkingSpaces.id, id), where));
  return space;
}

const windowOf = (slot: { day: string; start: string; end: string }) => ({
  start: parisTime(slot.day, minutesOf(slot.start)),
  end: parisTime(slot.day, minutesOf(slot.end)),
});

/** Whether a live booking holds the room at that time. */
async function roomTaken(db: Executor, roomId: number, slot: { day: string; start: string; end: string }): Promise<boolean> {
  const { start, end } = windowOf(slot);
  const [taken] = await db
    .select({ id: meetingRoomReservations.id })
    .from(meetingRoomReservations)
    .where(
      and(
        eq(meetingRoomReservations.roomId, roomId),
        isNull(meetingRoomReservations.cancelledAt),
        lt(meetingRoomReservations.startsAt, end),
        gt(meetingRoomReservations.endsAt, start),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

async function seatsTaken(db: Executor, spaceId: number, day: string): Promise<number> {
  const [counter] = await db
    .select({ seatsTaken: workstationDayCounters.seatsTaken })
    .from(workstationDayCounters)
    .where(and(eq(workstationDayCounters.spaceId, spaceId), eq(workstationDayCounters.day, day)));
  return counter?.seatsTaken ?? 0;
}

const designationOf = (kind: QuoteSlotBody['kind'], place: Place, slot: { day: string; start: string; end: string }) =>
  (kind === 'meetingRoom' ? L.slot.designationRoom : L.slot.designationSpace)(
    place.name,
    place.siteName,
    formatDay(slot.day),
    slot.start,
    slot.end,
  );

const priceOf = (kind: QuoteSlotBody['kind'], place: Place, slot: { start: string; end: string }) =>
  slotPriceCents(
    kind === 'meetingRoom' ? { kind, priceHourCents: place.priceCents } : { kind, dailyPriceCents: place.priceCents },
    slot.start,
    slot.end,
  );

/** The place is free for the slot (a room without a live booking over it, a space with a seat left). */
async function isFree(db: Executor, kind: QuoteSlotBody['kind'], place: Place, slot: { day: string; start: string; end: string }) {
  if (kind === 'meetingRoom') return !(await roomTaken(db, place.id, slot));
  return (await seatsTaken(db, place.id, slot.day)) < place.capacity;
}

const takenText = (kind: QuoteSlotBody['kind']) => (kind === 'meetingRoom' ? L.slot.roomTaken : L.slot.spaceFull);

/** Checks the hours of a slot as the booking dialogs do (400 on the line's field). */
function checkHours(slot: { day: string; start: string; end: string }, field: string, now: Date) {
  const refusal = slotHoursRefusal(slot.start, slot.end);
  if (refusal) throw badRequest(L.refusals[refusal], { [`${field}.end`]: [L.refusals[refusal]] });
  if (slot.day < parisDay(now) || windowOf(slot).start.getTime() <= now.getTime()) {
    throw badRequest(L.refusals.inThePast, { [`${field}.day`]: [L.refusals.inThePast] });
  }
}

/**
 * The lines of a quote of `brandId`, priced: a product must be a quotable one of the quote's brand
 * (its price and VAT copied from the catalogue); a slot's place must be of the quote's brand, its hours
 * bookable and, when written, free (409 "La salle est occupée sur ce créneau." otherwise); two
 * lines of the quote cannot hold one room at the same time.
 */
export async function priceLines(
  db: Executor,
  quote: { brandId: number | null; subscription: boolean },
  lines: readonly QuoteLineBody[],
  now: Date,
): Promise<PricedLine[]> {
  const { brandId } = quote;
  let plans = 0;
  const priced: PricedLine[] = [];
  const held: { roomId: number; start: number; end: number }[] = [];
  for (const [index, line] of lines.entries()) {
    const position = index + 1;
    if (line.kind === 'free') {
      const amounts = quoteLineAmounts(line);
      priced.push({
        position,
        kind: 'free',
        designation: line.designation,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        htCents: amounts.htCents,
        vatCents: amounts.vatCents,
        roomId: null,
        spaceId: null,
        slotDay: null,
        slotStart: null,
        slotEnd: null,
        productId: null,
      });
      continue;
    }
    if (line.kind === 'product') {
      const { plan, ...productLine } = await priceProductLine(db, brandId, line, position, quote.subscription);
      if (plan && plans++ > 0) throw badRequest(L.refusals.onePlan, { [`lines.${index}.productId`]: [L.refusals.onePlan] });
      priced.push(productLine);
      continue;
    }
    const field = `lines.${index}`;
    const placeId = line.kind === 'meetingRoom' ? line.roomId : line.spaceId;
    const idField = `${field}.${line.kind === 'meetingRoom' ? 'roomId' : 'spaceId'}`;
    const where = sameBrand(line.kind === 'meetingRoom' ? meetingRooms.brandId : coworkingSpaces.brandId, brandId);
    const place = await findPlace(db, line.kind, placeId, where);
    const unknown = line.kind === 'meetingRoom' ? L.refusals.unknownRoom : L.refusals.unknownSpace;
    if (!place) throw badRequest(unknown, { [idField]: [unknown] });
    checkHours(line, field, now);
    const { start, end } = windowOf(line);
    const overlapping = held.some((h) => h.roomId === placeId && h.start < end.getTime() && h.end > start.getTime());
    if ((line.kind === 'meetingRoom' && overlapping) || !(await isFree(db, line.kind, place, line))) throw conflict(takenText(line.kind));
    if (line.kind === 'meetingRoom') held.push({ roomId: placeId, start: start.getTime(), end: end.getTime() });
    const unitPriceCents = priceOf(line.kind, place, line);
    const amounts = quoteLineAmounts({ quantity: 1, unitPriceCents, vatRate: line.vatRate });
    priced.push({
      position,
      kind: line.kind,
      designation: designationOf(line.kind, place, line),
      quantity: 1,
      unitPriceCents,
      vatRate: line.vatRate,
      htCents: amounts.htCents,
      vatCents: amounts.vatCents,
      roomId: line.kind === 'meetingRoom' ? placeId : null,
      spaceId: line.kind === 'workstation' ? placeId : null,
      slotDay: line.day,
      slotStart: line.start,
      slotEnd: line.end,
      productId: null,
    });
  }
  return priced;
}

/** A product line: the catalogue's price and VAT as they are now, the product's name unless another designation is given. */
async function priceProductLine(
  db: Executor,
  brandId: number | null,
  line: Extract<QuoteLineBody, { kind: 'product' }>,
  position: number,
  monthly: boolean,
): Promise<PricedLine & { plan: boolean }> {
  const field = `lines.${position - 1}`;
  const product = await quotableProduct(db, brandId, line.productId, field, monthly);
  const plan = product.kind === 'subscription_plan';
  if (plan && line.quantity !== 1) throw badRequest(L.refusals.planQuantity, { [`${field}.quantity`]: [L.refusals.planQuantity] });
  // The stock counts whole units.
  if (product.stock !== null && !Number.isInteger(line.quantity)) {
    throw badRequest(L.refusals.wholeQuantity, { [`${field}.quantity`]: [L.refusals.wholeQuantity] });
  }
  const amounts = quoteLineAmounts({ quantity: line.quantity, unitPriceCents: product.unitPriceCents, vatRate: product.vatRate });
  return {
    position,
    kind: 'product',
    designation: line.designation ?? product.name,
    quantity: line.quantity,
    unitPriceCents: product.unitPriceCents,
    vatRate: product.vatRate,
    htCents: amounts.htCents,
    vatCents: amounts.vatCents,
    roomId: null,
    spaceId: null,
    slotDay: null,
    slotStart: null,
    slotEnd: null,
    productId: product.id,
    plan,
  };
}

/** GET /devis/slot: the dialog's answer before the line is added (a place of the caller's scope). */
export async function checkSlot(db: Executor, viewer: SessionUser, query: QuoteSlotQuery, now = new Date()): Promise<QuoteSlotCheck> {
  const scope = brandScope(query.kind === 'meetingRoom' ? meetingRooms.brandId : coworkingSpaces.brandId, viewer);
  const place = await findPlace(db, query.kind, query.placeId, scope);
  const unknown = query.kind === 'meetingRoom' ? L.refusals.unknownRoom : L.refusals.unknownSpace;
  if (!place) throw badRequest(unknown, { placeId: [unknown] });
  checkHours(query, 'slot', now);
  return {
    free: await isFree(db, query.kind, place, query),
    priceCents: priceOf(query.kind, place, query),
    designation: designationOf(query.kind, place, query),
  };
}

interface SlotLine {
  id: number;
  kind: string;
  roomId: number | null;
  spaceId: number | null;
  slotDay: string | null;
  slotStart: string | null;
  slotEnd: string | null;
  htCents: number;
}

/**
 * Books the slot lines of an accepted quote for its client, in the accepting transaction: a
 * meeting room (free of quota, paid by the quote; the room's exclusion constraint refuses a
 * racing booking), or a seat of a coworking space under its day's counter lock.
 */
export async function bookSlots(
  tx: Tx,
  quote: { number: string; clientId: number; brandId: number | null },
  lines: readonly SlotLine[],
  createdBy: number | null,
): Promise<void> {
  for (const line of lines) {
    if (!line.slotDay || !line.slotStart || !line.slotEnd) continue;
    const slot = { day: line.slotDay, start: line.slotStart, end: line.slotEnd };
    const { start, end } = windowOf(slot);
    if (line.roomId !== null) {
      if (await roomTaken(tx, line.roomId, slot)) throw conflict(L.slot.roomTaken);
      const [booking] = await tx
        .insert(meetingRoomReservations)
        .values({
          brandId: quote.brandId,
          roomId: line.roomId,
          userId: quote.clientId,
          startsAt: start,
          endsAt: end,
          selectedTime: 0,
          subject: L.slot.subject(quote.number),
          quotaFree: true,
          priceCents: line.htCents,
          createdBy,
        })
        .returning({ id: meetingRoomReservations.id });
      await tx.update(quoteLines).set({ meetingRoomReservationId: booking?.id }).where(eq(quoteLines.id, line.id));
      await signalScreensOfRooms(tx, [line.roomId]);
    } else if (line.spaceId !== null) {
      await tx.insert(workstationDayCounters).values({ spaceId: line.spaceId, day: slot.day }).onConflictDoNothing();
      const [counter] = await tx
        .select({ seatsTaken: workstationDayCounters.seatsTaken, capacity: coworkingSpaces.reservationCapacity })
        .from(workstationDayCounters)
        .innerJoin(coworkingSpaces, eq(coworkingSpaces.id, workstationDayCounters.spaceId))
        .where(and(eq(workstationDayCounters.spaceId, line.spaceId), eq(workstationDayCounters.day, slot.day)))
        .for('update', { of: workstationDayCounters });
      if (!counter || counter.seatsTaken >= counter.capacity) throw conflict(L.slot.spaceFull);
      await tx
        .update(workstationDayCounters)
        .set({ seatsTaken: sql`${workstationDayCounters.seatsTaken} + 1` })
        .where(and(eq(workstationDayCounters.spaceId, line.spaceId), eq(workstationDayCounters.day, slot.day)));
      const [booking] = await tx
        .insert(workstationReservations)
        .values({
          brandId: quote.brandId,
          spaceId: line.spaceId,
          userId: quote.clientId,
          day: slot.day,
          startsAt: start,
          endsAt: end,
          seats: 1,
          priceCents: line.htCents,
          createdBy,
        })
        .returning({ id: workstationReservations.id });
      await tx.update(quoteLines).set({ workstationReservationId: booking?.id }).where(eq(quoteLines.id, line.id));
    }
  }
}
