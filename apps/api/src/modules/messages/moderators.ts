import { parseBrandConfiguration } from '@hubgrade/domain/brands/configuration';
import { and, arrayOverlaps, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, users } from '../../db/schema/index.ts';

/**
 * Roles that moderate messages (the module's staff, see the messages operations of the domain): on the main platform its
 * super administrators and salespeople; in a brand its brand and office administrators, when
 * the brand has the ads module that carries the messages screen (spec shell §6: a branded module
 * is for administrators only).
 */
const PLATFORM_MODERATORS = ['ROLE_ADMIN', 'ROLE_COMMERCIAL'];
const BRAND_MODERATORS = ['ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'];
const MESSAGES_MODULE = 'ads';

/** Who is told that a message of this brand (null: main platform) waits for moderation. */
export async function moderatorsOf(db: Executor, brandId: number | null, except: number | null = null): Promise<number[]> {
  const active = and(eq(users.enabled, true), isNull(users.deletedAt), except === null ? undefined : ne(users.id, except));
  if (brandId === null) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(active, isNull(users.brandId), arrayOverlaps(users.roles, PLATFORM_MODERATORS)));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: users.id, modules: brands.configuration })
    .from(users)
    .innerJoin(brands, eq(brands.id, users.brandId))
    .where(and(active, eq(users.brandId, brandId), arrayOverlaps(users.roles, BRAND_MODERATORS)));
  return rows.filter((r) => parseBrandConfiguration(r.modules).modules.includes(MESSAGES_MODULE)).map((r) => r.id);
}
