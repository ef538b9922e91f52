import type { HistoryEntity } from '@hubgrade/domain/history/schemas';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { brands, companies, sites, users } from '../../db/schema/index.ts';

/**
 * Where each entity with a history lives, and which column carries its brand. Keyed by every
 * HistoryEntity, so adding an entity to the contract does not compile until it is listed here.
 */
export const HISTORY_SOURCES: Record<HistoryEntity, { table: PgTable; id: PgColumn; brand: PgColumn }> = {
  user: { table: users, id: users.id, brand: users.brandId },
  company: { table: companies, id: companies.id, brand: companies.brandId },
  site: { table: sites, id: sites.id, brand: sites.brandId },
  brand: { table: brands, id: brands.id, brand: brands.id },
};
