import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The feed a path's brand names: null for the main platform. */
export type FeedDeployment = number | null;

/**
 * `true` is the caller's own deployment; a brand id is that brand's feed, which a brand's staff
 * reach only for their own brand (another brand's feed does not exist for them: 404).
 */
export async function deploymentOf(db: Executor, viewer: SessionUser, brand: 'true' | number): Promise<FeedDeployment> {
  if (brand === 'true') return viewer.brandId;
  if (viewer.brandId !== null && viewer.brandId !== brand) throw notFound();
  const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brand));
  if (!found) throw notFound();
  return brand;
}

/**
 * A member reads the feed when their deployment has it: the main platform always, a brand with
 * the "newsFeed" module. (The route's policy cannot say it: a brand's modules are declared for
 * its administrators, while the feed is read by its members.)
 */
export function checkFeedReader(user: SessionUser): void {
  if (user.brandId !== null && !user.brandModules.includes('newsFeed')) throw forbidden();
}
