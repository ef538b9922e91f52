import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import type { DashboardComparison, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import { comparedPeriods, lastDayOf, type Period, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { companies, companyCategories, users } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { dashboardScope, mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** The accounts the members list (/membres) shows to this viewer. */
const listed = (viewer: SessionUser) => and(isNull(users.deletedAt), brandScope(users.brandId, viewer));
const createdIn = (period: Period) => and(gte(users.createdAt, period.from), lt(users.createdAt, period.to));
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
const mayOpenMembers = (viewer: SessionUser) => mayOpenList(viewer, 'members');

async function countUsers(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return Number(row?.n ?? 0);
}

function comparison(current: number, previous: number, period: Period): DashboardComparison {
  const from = parisDay(period.from);
  const to = lastDayOf(period);
  return { current, previous, from, to, link: DASHBOARD_LINKS.members({ createdFrom: from, createdTo: to }) };
}

export const newMembers = defineWidget({
  id: 'members.new',
  area: 'members',
  allowed: mayOpenMembers,
  async query({ db, viewer, now }) {
    const week = comparedPeriods(now, 'week');
    const month = comparedPeriods(now, 'month');
    const earliest = new Date(Math.min(week.previous.from.getTime(), month.previous.from.getTime()));
    const [row] = await db
      .select({
        week: countWhere(createdIn(week.current)),
        previousWeek: countWhere(createdIn(week.previous)),
        month: countWhere(createdIn(month.current)),
        previousMonth: countWhere(createdIn(month.previous)),
      })
      .from(users)
      .where(and(listed(viewer), gte(users.createdAt, earliest)));
    return {
      week: comparison(Number(row?.week ?? 0), Number(row?.previousWeek ?? 0), week.current),
      month: comparison(Number(row?.month ?? 0), Number(row?.previousMonth ?? 0), month.current),
    };
  },
});

/** Members-bookings-feed §4: not enabled and never signed in is "En attente de validation". */
export const pendingMembers = defineWidget({
  id: 'members.pending',
  area: 'members',
  allowed: mayOpenMembers,
  async query({ db, viewer }) {
    const value = await countUsers(db, and(listed(viewer), eq(users.enabled, false), isNull(users.lastLogin)));
    return { value, link: DASHBOARD_LINKS.members({ state: 'pending' }) };
  },
});

/** Members-bookings-feed §4: enabled but never signed in is "Inactif". */
export const inactiveMembers = defineWidget({
  id: 'members.inactive',
  area: 'members',
  allowed: mayOpenMembers,
  async query({ db, viewer }) {
    const value = await countUsers(db, and(listed(viewer), eq(users.enabled, true), isNull(users.lastLogin)));
    return { value, link: DASHBOARD_LINKS.members({ state: 'inactive' }) };
  },
});

const UNCATEGORIZED_COLOR = '#9E9E9E';
type CategoryItem = DashboardWidgetOf<'members.byCategory'>['data']['items'][number];

/**
 * Members of a company, per category name: each brand has its own categories, and the main
 * platform's view adds up the ones of the same name. Categories without members are listed too.
 */
export const membersByCategory = defineWidget({
  id: 'members.byCategory',
  area: 'members',
  allowed: mayOpenMembers,
  async query({ db, viewer }) {
    const counted = await db
      .select({ name: companyCategories.name, count: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(companyCategories, eq(companyCategories.id, companies.categoryId))
      .where(listed(viewer))
      .groupBy(companyCategories.name);
    const categories = await db
      .select({ name: companyCategories.name, color: sql<string>`min(${companyCategories.color})` })
      .from(companyCategories)
      .where(brandScope(companyCategories.brandId, viewer))
      .groupBy(companyCategories.name);
    const countOf = new Map(counted.map((row) => [row.name, Number(row.count)]));
    const colorOf = new Map(categories.map((c) => [c.name, c.color]));
    // A company filed under a category of another scope still counts, under that category's name.
    const names = new Set([...colorOf.keys(), ...counted.flatMap((row) => (row.name === null ? [] : [row.name]))]);
    const items: CategoryItem[] = [...names].map((name) => ({
      name,
      color: colorOf.get(name) ?? UNCATEGORIZED_COLOR,
      count: countOf.get(name) ?? 0,
      link: DASHBOARD_LINKS.members({ companyCategory: name }),
    }));
    const uncategorized = countOf.get(null) ?? 0;
    if (uncategorized > 0) items.push({ name: null, color: UNCATEGORIZED_COLOR, count: uncategorized, link: null });
    return { items: items.sort((a, b) => b.count - a.count || (a.name ?? '').localeCompare(b.name ?? '', 'fr')) };
  },
});

/** A member or owner: how many people their company has on the platform. */
export const companyMembers = defineWidget({
  id: 'company.members',
  area: 'members',
  allowed: (viewer) => dashboardScope(viewer).kind === 'company',
  async query({ db, viewer }) {
    const value = await countUsers(db, and(listed(viewer), eq(users.companyId, viewer.companyId ?? -1)));
    return { value, link: null };
  },
});
