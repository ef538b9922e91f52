import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { comparedPeriods, lastDayOf } from '@hubgrade/domain/format/paris-calendar';
import { and, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ads } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { visibleAds } from '../../ads/queries.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

const mayOpenAds = (viewer: SessionUser) => mayOpenList(viewer, 'ads');

/** The ads the ads table (/annonces) lists to this viewer that meet `where`. */
export async function countAds(db: Executor, viewer: SessionUser, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ads)
    .where(and(visibleAds(viewer), where));
  return Number(row?.n ?? 0);
}

/** tables-and-sheets §4: online from state 7. */
export const adsOnline = defineWidget({
  id: 'ads.online',
  area: 'ads',
  allowed: mayOpenAds,
  async query({ db, viewer }) {
    const value = await countAds(db, viewer, sql`${ads.state} >= 7`);
    return { value, link: DASHBOARD_LINKS.ads({ state: 'online' }) };
  },
});

export const adsOffline = defineWidget({
  id: 'ads.offline',
  area: 'ads',
  allowed: mayOpenAds,
  async query({ db, viewer }) {
    const value = await countAds(db, viewer, sql`${ads.state} < 7`);
    return { value, link: DASHBOARD_LINKS.ads({ state: 'offline' }) };
  },
});

/** Boosts still running that end this week, by Sunday night Paris time: the list's `boostEndTo` on Sunday. */
export const adsBoostsEnding = defineWidget({
  id: 'ads.boostsEnding',
  area: 'ads',
  allowed: mayOpenAds,
  async query({ db, viewer, now }) {
    const week = comparedPeriods(now, 'week').current;
    const value = await countAds(db, viewer, and(gt(ads.boostUntil, now), lt(ads.boostUntil, week.to)));
    return { value, link: DASHBOARD_LINKS.ads({ boostEndTo: lastDayOf(week) }) };
  },
});
