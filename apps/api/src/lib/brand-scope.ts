import { eq, type SQL, sql } from 'drizzle-orm';
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
