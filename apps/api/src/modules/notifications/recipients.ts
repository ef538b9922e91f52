import { and, arrayContains, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Who looks after a brand's accounts: its brand and office administrators, or the super
 * administrators for the main platform (no brand).
 */
export async function administratorsOf(db: Executor, brandId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.enabled, true),
        isNull(users.deletedAt),
        brandId === null
          ? arrayContains(users.roles, ['ROLE_ADMIN'])
          : and(eq(users.brandId, brandId), arrayOverlaps(users.roles, ['ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'])),
      ),
    );
  return rows.map((r) => r.id);
}
