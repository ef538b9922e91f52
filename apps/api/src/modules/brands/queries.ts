import { parseBrandConfiguration } from '@hubgrade/domain/brands/configuration';
import type { Brand } from '@hubgrade/domain/brands/schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

type BrandRow = typeof brands.$inferSelect;

/**
 * The answer of GET /back/{hostname}/brand. Its configuration is sent normalised (defaults filled,
 * an invalid one as no module, no flag, no theme), so that the browser reads the JSON as it is.
 */
export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    urlClient: row.urlClient,
    urlBack: row.urlBack,
    urlFront: row.urlFront,
    configuration: JSON.stringify(parseBrandConfiguration(row.configuration)),
  };
}

/** The host as a browser sends it may carry a port; brands are matched on the name alone. */
export function hostWithoutPort(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/:\d+$/, '');
}

export async function findBrandByHost(db: Executor, hostname: string): Promise<Brand | null> {
  const [row] = await db
    .select()
    .from(brands)
    .where(eq(brands.urlBack, hostWithoutPort(hostname)))
    .limit(1);
  return row ? toBrand(row) : null;
}
