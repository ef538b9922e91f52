import type { Space } from '@hubgrade/domain/spaces/schemas';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export async function findSpace(db: Executor, viewer: SessionUser, id: number): Promise<Space> {
  const [row] = await db
    .select({ site: sites, brandName: brands.name })
    .from(sites)
    .leftJoin(brands, eq(brands.id, sites.brandId))
    .where(and(eq(sites.id, id), brandScope(sites.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  const s = row.site;
  return { id: s.id, name: s.name, address: s.address, zipcode: s.zipcode, city: s.city, brandId: s.brandId, brandName: row.brandName };
}
