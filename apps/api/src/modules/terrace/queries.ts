import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import type { Restriction } from '@hubgrade/domain/terrace/rules';
import type { TerraceList, TerraceReservation, TerraceRestriction } from '@hubgrade/domain/terrace/schemas';
import { and, eq, gt, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { companies, creditEntries, sites, terraceReservations, terraceRestrictions, terraces, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

export type TerraceRow = typeof terraces.$inferSelect;
type RestrictionRow = typeof terraceRestrictions.$inferSelect;

/** The restriction as §3 gives it (terrasseRestriction). */
export function restrictionAnswer(r: RestrictionRow): TerraceRestriction {
  return { id: r.id, dateBegin: r.startsAt.toISOString(), dateEnd: r.endsAt.toISOString(), reason: r.reason, capacityUpdate: r.capacity };
}

/** The restriction as the rules read it. */
export function restrictionRule(r: RestrictionRow): Restriction {
  return { from: r.startsAt, to: r.endsAt, reason: r.reason, capacity: r.capacity };
}

interface TerraceListRow {
  id: number;
  siteId: number;
  siteName: string;
  brandId: number | null;
  maxGuests: number;
  maxDuration: number;
  capacity: number;
  priceHour: number;
}

/** The terraces the scope sees, by site name. */
export async function listTerraces(db: Executor, scope: SQL): Promise<TerraceList> {
  return queryRows<TerraceListRow>(
    db,
    sql`select ${terraces.id} as "id", ${terraces.siteId} as "siteId", ${sites.name} as "siteName", ${terraces.brandId} as "brandId",
          ${terraces.maxGuests} as "maxGuests", ${terraces.maxDuration} as "maxDuration", ${terraces.capacity} as "capacity",
          ${terraces.priceHourCents} as "priceHour"
        from ${terraces} join ${sites} on ${sites.id} = ${terraces.siteId}
        where ${scope}
        order by ${sites.name}, ${terraces.id}`,
  );
}

/** One terrace of the scope, or 404. */
export async function findTerraceRow(db: Executor, id: number, scope: SQL): Promise<TerraceRow & { siteName: string }> {
  const [row] = await db
    .select({ terrace: terraces, siteName: sites.name })
    .from(terraces)
    .innerJoin(sites, eq(sites.id, terraces.siteId))
    .where(and(eq(terraces.id, id), scope));
  if (!row) throw notFound();
  return { ...row.terrace, siteName: row.siteName };
}

/** The restrictions of a terrace meeting [from, to), by start. */
export async function restrictionsBetween(db: Executor, terraceId: number, from: Date, to: Date): Promise<RestrictionRow[]> {
  return db
    .select()
    .from(terraceRestrictions)
    .where(and(eq(terraceRestrictions.terraceId, terraceId), lt(terraceRestrictions.startsAt, to), gt(terraceRestrictions.endsAt, from)))
    .orderBy(terraceRestrictions.startsAt, terraceRestrictions.id);
}

/** The live bookings of a terrace meeting [from, to): when and how many people. */
export async function occupancyBetween(db: Executor, terraceId: number, from: Date, to: Date, exceptId: number | null = null) {
  return db
    .select({ from: terraceReservations.startsAt, to: terraceReservations.endsAt, people: terraceReservations.people })
    .from(terraceReservations)
    .where(
      and(
        eq(terraceReservations.terraceId, terraceId),
        isNull(terraceReservations.cancelledAt),
        lt(terraceReservations.startsAt, to),
        gt(terraceReservations.endsAt, from),
        exceptId === null ? undefined : ne(terraceReservations.id, exceptId),
      ),
    );
}

const reservationColumns = {
  reservation: terraceReservations,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  companyName: companies.name,
  debited: creditEntries.amountCents,
};

function reservationAnswer(row: {
  reservation: typeof terraceReservations.$inferSelect;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
  debited: number | null;
}): TerraceReservation {
  const r = row.reservation;
  return {
    id: r.id,
    terraceId: r.terraceId,
    userId: r.userId,
    userFirstName: row.firstName,
    userLastName: row.lastName,
    userEmail: row.email,
    companyName: row.companyName,
    dateBegin: r.startsAt.toISOString(),
    dateEnd: r.endsAt.toISOString(),
    day: formatDate(r.startsAt),
    begin: formatHour(r.startsAt),
    end: formatHour(r.endsAt),
    people: r.people,
    guests: r.guests.map((g) => `${g};`).join(''),
    hasWelcomr: r.hasWelcomr,
    wholeDayBilled: r.wholeDayBilled,
    price: r.priceCents,
    charged: -(row.debited ?? 0),
    brandId: r.brandId,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  };
}

/** A booking read back, its hours in Paris. */
export async function findTerraceReservation(db: Executor, id: number): Promise<TerraceReservation> {
  const [row] = await db
    .select(reservationColumns)
    .from(terraceReservations)
    .innerJoin(users, eq(users.id, terraceReservations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(creditEntries, eq(creditEntries.id, terraceReservations.debitEntryId))
    .where(eq(terraceReservations.id, id));
  if (!row) throw notFound();
  return reservationAnswer(row);
}

/** The live bookings of a terrace starting in [from, to), by start; only `userId`'s when given. */
export async function dayReservations(db: Executor, terraceId: number, from: Date, to: Date, userId: number | null) {
  const rows = await db
    .select(reservationColumns)
    .from(terraceReservations)
    .innerJoin(users, eq(users.id, terraceReservations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(creditEntries, eq(creditEntries.id, terraceReservations.debitEntryId))
    .where(
      and(
        eq(terraceReservations.terraceId, terraceId),
        isNull(terraceReservations.cancelledAt),
        sql`${terraceReservations.startsAt} >= ${from.toISOString()}::timestamptz`,
        lt(terraceReservations.startsAt, to),
        userId === null ? undefined : eq(terraceReservations.userId, userId),
      ),
    )
    .orderBy(terraceReservations.startsAt, terraceReservations.id);
  return rows.map(reservationAnswer);
}
