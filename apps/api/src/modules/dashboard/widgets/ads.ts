import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { weekStart } from '@hubgrade/domain/dashboard/periods';
import { and, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ads } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** The live ads the ads table (/annonces) shows to this viewer. */
const listed = (viewer: SessionUser) => and(isNull(ads.deletedAt), brandScope(ads.brandId, viewer));
const mayOpenAds = (viewer: SessionUser) => mayOpenList(viewer, 'ads');

async function countAds(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ads).where(where);
  return Number(row?.n ?? 0);
}

/** tables-and-sheets §4: online from state 7. */
export const adsOnline = defineWidget({
  id: 'ads.online',
  area: 'ads',
  allowed: mayOpenAds,
  async query({ db, viewer }) {
    const value = await countAds(db, and(listed(viewer), sql`${ads.state} >= 7`));
    return { value, link: DASHBOARD_LINKS.ads({ state: 'online' }) };
  },
});

export const adsOffline = defineWidget({
  id: 'ads.offline',
  area: 'ads',
  allowed: mayOpenAds,
  async query({ db, viewer }) {
    const value = await countAds(db, and(listed(viewer), sql`${ads.state} < 7`));
    return { value, link: DASHBOARD_LINKS.ads({ state: 'offline' }) };
  },
});

/** Boosts still running that end before next Monday, Paris time. */
export const adsBoostsEnding = defineWidget({
  id: 'ads.boostsEnding',
  area: 'ads',
  allowed: (viewer) => mayOpenAds(viewer),
  async query({ db, viewer, now }) {
    const nextMonday = new Date(weekStart(now).getTime() + 7 * 86_400_000 + 3 * 3_600_000);
    const end = weekStart(nextMonday);
    const value = await countAds(db, and(listed(viewer), gt(ads.boostUntil, now), lt(ads.boostUntil, end)));
    return { value, link: DASHBOARD_LINKS.ads({ boost: 'true' }) };
  },
});
