import { ACCOUNTING_REFUSALS as R } from '@hubgrade/domain/accounting/labels';
import { fiscalYears, mayReadOperations } from '@hubgrade/domain/accounting/rules';
import type { FecYears, Operation, ReverseBody } from '@hubgrade/domain/accounting/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { brands, journalOperations } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { reverseOperation } from './journal.ts';
import { findOperation } from './queries.ts';

/** The journal is the super administrator's and the "operation" right's (members-bookings-feed §4). */
export function checkJournalAccess(user: SessionUser): SessionUser {
  if (!mayReadOperations(user)) throw forbidden(R.forbidden);
  return user;
}

/**
 * The brand an export is for: the one asked for within the caller's scope, or the caller's own
 * (null: the main platform). Another brand, or one that does not exist, is a 404.
 */
export async function scopedBrand(db: Executor, viewer: SessionUser, brandId: number | undefined): Promise<number | null> {
  if (brandId === undefined) return viewer.brandId;
  if (viewer.brandId !== null && viewer.brandId !== brandId) throw notFound(R.brandNotFound);
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!row) throw notFound(R.brandNotFound);
  return row.id;
}

/** POST /operations/{id}/reverse: a reversing operation written in one transaction; the original is left as it was. */
export async function reverse(db: Db, viewer: SessionUser, id: number, body: ReverseBody): Promise<Operation> {
  await findOperation(db, viewer, id);
  const reversal = await db.transaction((tx) => reverseOperation(tx, id, body.date, body.label));
  return findOperation(db, viewer, reversal.id);
}

/** The fiscal years the export offers: from the brand's first operation to the current year. */
export async function fecYears(db: Executor, viewer: SessionUser, brandId: number | undefined): Promise<FecYears> {
  const brand = await scopedBrand(db, viewer, brandId);
  const [row] = await db
    .select({
      first: sql<number | null>`min(${journalOperations.fiscalYear})`,
      last: sql<number | null>`max(${journalOperations.fiscalYear})`,
    })
    .from(journalOperations)
    .where(ofBrand(journalOperations.brandId, brand));
  return { years: fiscalYears({ first: row?.first ?? null, last: row?.last ?? null }, Number(parisDay().slice(0, 4))) };
}
