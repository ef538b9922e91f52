import { eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from './session-user.ts';

/**
 * The one filter every query on a brand-owned table goes through (ARCHITECTURE rule 3).
 * A main-platform user (no brand) sees every brand; a brand user only their brand's rows.
 * Another brand's record is then simply not found: 404, never 403.
 */
export function brandScope(column: PgColumn, user: Pick<SessionUser, 'brandId'>): SQL {
  return user.brandId === null ? sql`true` : eq(column, user.brandId);
}

/**
 * The rows of one brand, or the main platform's own when `brandId` is null. Written as `is null` or
 * `=` rather than `is not distinct from` a parameter: the planner can neither use an index for that
 * nor estimate it, and once planned a whole month's contracts as one row.
 */
export function ofBrand(column: PgColumn | SQLWrapper, brandId: number | null): SQL {
  return brandId === null ? isNull(column) : eq(column, brandId);
}
