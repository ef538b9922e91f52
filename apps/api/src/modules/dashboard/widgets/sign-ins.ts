import { TIME_ZONE } from '@hubgrade/domain/format/dates';
import { lastDays } from '@hubgrade/domain/format/paris-calendar';
import { and, countDistinct, gte, lt, sql } from 'drizzle-orm';
import { signIns } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

const DAYS = 30;
const parisDayOf = sql<string>`to_char(${signIns.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
// The zone is a parameter: written again in GROUP BY it would be another one, and another
// expression, so the rows are grouped by the day's place in the select list.
const BY_DAY = sql`1`;

/** Successful sign-ins per Paris day over the last 30 days, of the people the viewer manages. */
export const dailySignIns = defineWidget({
  id: 'signIns.daily',
  area: 'auth',
  allowed: (viewer) => mayOpenList(viewer, 'members'),
  async query({ db, viewer, now }) {
    const { period, days } = lastDays(now, DAYS);
    const where = and(gte(signIns.createdAt, period.from), lt(signIns.createdAt, period.to), brandScope(signIns.brandId, viewer));
    const perDay = await db.select({ day: parisDayOf, count: sql<number>`count(*)::int` }).from(signIns).where(where).groupBy(BY_DAY);
    const [totals] = await db
      .select({ total: sql<number>`count(*)::int`, users: countDistinct(signIns.userId) })
      .from(signIns)
      .where(where);
    const countOf = new Map(perDay.map((row) => [row.day, Number(row.count)]));
    return {
      days: days.map((day) => ({ day, count: countOf.get(day) ?? 0 })),
      total: Number(totals?.total ?? 0),
      users: Number(totals?.users ?? 0),
    };
  },
});
