import { EXPORT_LABELS } from '@hubgrade/domain/exports/labels';
import { type DayRange, type ExportPeriodFields, exportPeriod } from '@hubgrade/domain/exports/rules';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { brands, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const R = EXPORT_LABELS.refusals;

/** Which brand's records a file holds: every brand the caller sees, or one (null: the main platform). */
export type BrandChoice = { all: true } | { all: false; brandId: number | null };

/** The records a file is drawn from: the caller, the brand, maybe a site, and a span of Paris days. */
export interface ExportScope {
  user: SessionUser;
  brand: BrandChoice;
  siteId?: number;
  period: DayRange;
}

/**
 * The brand asked for, checked against the caller: a brand's staff only ever get their own brand
 * (leaving it out means theirs; naming another is a 404, as for any record out of reach); the main
 * platform's staff pick one brand, 0 for the main platform, or leave it out for all of them.
 */
export async function brandChoice(db: Executor, user: SessionUser, brandId: number | undefined): Promise<BrandChoice> {
  if (user.brandId !== null) {
    if (brandId !== undefined && brandId !== user.brandId) throw notFound(R.unknownBrand);
    return { all: false, brandId: user.brandId };
  }
  if (brandId === undefined) return { all: true };
  if (brandId === 0) return { all: false, brandId: null };
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound(R.unknownBrand);
  return { all: false, brandId };
}

/** A site of the chosen brand, or a 404. */
export async function checkSite(db: Executor, user: SessionUser, brand: BrandChoice, siteId: number | undefined): Promise<void> {
  if (siteId === undefined || brand.all) return;
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        eq(sites.id, siteId),
        brandScope(sites.brandId, user),
        brand.brandId === null ? isNull(sites.brandId) : eq(sites.brandId, brand.brandId),
      ),
    );
  if (!site) throw notFound(R.unknownSpace);
}

export async function exportScope(
  db: Executor,
  user: SessionUser,
  query: ExportPeriodFields & { brandId?: number; siteId?: number },
): Promise<ExportScope> {
  const brand = await brandChoice(db, user, query.brandId);
  await checkSite(db, user, brand, query.siteId);
  return { user, brand, ...(query.siteId === undefined ? {} : { siteId: query.siteId }), period: exportPeriod(query) };
}

/** The caller's brand scope and the chosen brand, on a record's brand column. */
export function inBrand(column: PgColumn, scope: Pick<ExportScope, 'user' | 'brand'>): SQL {
  const chosen = scope.brand.all ? sql`true` : scope.brand.brandId === null ? isNull(column) : eq(column, scope.brand.brandId);
  return sql`${brandScope(column, scope.user)} and ${chosen}`;
}

/** A calendar-day column within the period. */
export function onDays(column: PgColumn, period: DayRange): SQL {
  const from = period.from ? sql`${column} >= ${period.from}::date` : sql`true`;
  const to = period.to ? sql`${column} <= ${period.to}::date` : sql`true`;
  return sql`${from} and ${to}`;
}

/** An instant within the period's Paris days (the bounds are instants, so the column's index serves). */
export function atInstants(column: PgColumn, period: DayRange): SQL {
  const from = period.from ? sql`${column} >= (${period.from}::date::timestamp at time zone 'Europe/Paris')` : sql`true`;
  const to = period.to ? sql`${column} < ((${period.to}::date + 1)::timestamp at time zone 'Europe/Paris')` : sql`true`;
  return sql`${from} and ${to}`;
}

/** A site column equal to the chosen site, when one is. */
export function onSite(column: PgColumn | SQL, siteId: number | undefined): SQL {
  return siteId === undefined ? sql`true` : sql`${column} = ${siteId}`;
}

/** Paris wall-clock text of an instant (« 2026-03-09 14:05 »), of a day (« 2026-03-09 »). */
export const parisDateTime = (column: PgColumn) => sql`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI')`;
export const parisDay = (column: PgColumn) => sql`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
export const dayText = (column: PgColumn) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** A code column shown with its French label. */
export function labelOf(column: PgColumn, labels: Record<number, string>): SQL {
  const cases = Object.entries(labels).map(([code, label]) => sql`when ${Number(code)} then ${label}`);
  return sql`case ${column} ${sql.join(cases, sql` `)} else ${column}::text end`;
}
