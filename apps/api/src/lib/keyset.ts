import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, queryRows } from '../db/client.ts';
import { badRequest } from './http-error.ts';

/**
 * Keyset paging for big lists (ARCHITECTURE rule 6). A page after the first is asked for with the
 * `next` cursor of the page before it: the query then starts right after that row through the
 * index of the sort, so page 2,000 costs what page 1 costs, where OFFSET would read and drop every
 * row before it. Without a cursor (a shared link to page 7) the list falls back to OFFSET.
 *
 * The sort is always (sort expression, id) so that ties never repeat or skip a row; an index on
 * the same pair (in the same direction) is what makes it cheap. The sort expression must not be
 * null (coalesce it in the expression and in the index).
 */

/** Totals are counted exactly up to this many rows; past it the answer says `totalCapped`. */
export const TOTAL_CAP = 10_000;

type Value = string | number | boolean | null;
const ZCursor = z.tuple([z.union([z.string(), z.number(), z.boolean(), z.null()]), z.number().int()]);

export function encodeCursor(sortValue: Value | Date, id: number): string {
  const value = sortValue instanceof Date ? sortValue.toISOString() : sortValue;
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** The position a cursor stands for; a cursor that was not made by encodeCursor is a 400. */
export function decodeCursor(cursor: string): { sortValue: Value; id: number } {
  try {
    const [sortValue, id] = ZCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { sortValue, id };
  } catch {
    throw badRequest(ERROR_LABELS.badRequest, { after: [ERROR_LABELS.badCursor] });
  }
}

export interface KeysetSort {
  /** The sorted expression (a column or SQL); `id` alone when sorting by id. */
  column: AnyColumn | SQL;
  id: AnyColumn | SQL;
  desc: boolean;
}

/** The rows strictly after the cursor in the sort's order; undefined without a cursor. */
export function afterCursor(sort: KeysetSort, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { sortValue, id } = decodeCursor(cursor);
  const op = sql.raw(sort.desc ? '<' : '>');
  if (sort.column === sort.id) return sql`${sort.id} ${op} ${id}`;
  return sql`(${sort.column}, ${sort.id}) ${op} (${sortValue}, ${id})`;
}

/** ORDER BY of the sort, id as the tie-breaker. */
export function keysetOrder(sort: KeysetSort): SQL[] {
  const direction = sort.desc ? desc : asc;
  return sort.column === sort.id ? [direction(sort.id)] : [direction(sort.column), direction(sort.id)];
}

/**
 * The window of one page: LIMIT is one more than the page so that the answer knows whether a
 * next page exists; OFFSET only when no cursor was given.
 */
export function pageWindow(paging: { page: number; itemsPerPage: number; after?: string }): { limit: number; offset: number } {
  return { limit: paging.itemsPerPage + 1, offset: paging.after ? 0 : (paging.page - 1) * paging.itemsPerPage };
}

/** Cuts the extra row off and makes the cursor of the following page from the last row shown. */
export function pageOf<R>(rows: R[], itemsPerPage: number, key: (row: R) => [Value | Date, number]): { items: R[]; next: string | null } {
  const items = rows.slice(0, itemsPerPage);
  const last = items.at(-1);
  if (rows.length <= itemsPerPage || last === undefined) return { items, next: null };
  const [sortValue, id] = key(last);
  return { items, next: encodeCursor(sortValue, id) };
}

/**
 * Counts the rows of `from` (a FROM … WHERE … fragment without ORDER BY) up to TOTAL_CAP + 1:
 * an exact total for the lists people page through, a bounded cost for the millions.
 */
export async function cappedTotal(db: Executor, from: SQL): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await queryRows<{ n: number }>(db, sql`select ${cappedCount(from)} as n`);
  return cappedTotalOf(row?.n ?? 0);
}

/**
 * The same count as an expression, for a column of the page's own statement: the page and its
 * total then cost one round trip and one plan (the subquery is uncorrelated: it runs once).
 */
export function cappedCount(from: SQL): SQL {
  return sql`(select count(*)::int from (select 1 ${from} limit ${TOTAL_CAP + 1}) capped)`;
}

export function cappedTotalOf(n: number): { total: number; totalCapped: boolean } {
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
