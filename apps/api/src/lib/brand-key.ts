import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { brands } from '../db/schema/index.ts';
import { notFound } from './http-error.ts';
import type { SessionUser } from './session-user.ts';

/**
 * The brand a brand key (0: the main platform) names, as the caller may reach it: a brand's staff
 * their own brand only, the main platform's staff any; another or an unknown brand is a 404.
 */
export async function reachableBrand(db: Executor, viewer: Pick<SessionUser, 'brandId'>, brandKey: number): Promise<number | null> {
  if (viewer.brandId !== null && viewer.brandId !== brandKey) throw notFound();
  if (brandKey === 0) return null;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandKey));
  if (!brand) throw notFound();
  return brand.id;
}
