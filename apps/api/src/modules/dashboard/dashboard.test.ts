import type { Dashboard, DashboardWidget, DashboardWidgetId, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const STAFF_WIDGETS: DashboardWidgetId[] = [
  'members.new',
  'members.pending',
  'members.inactive',
  'companies.count',
  'spaces.count',
  'notifications.unread',
  'signIns.daily',
  'members.byCategory',
];

/**
 * Every figure is checked against a count written here again in plain SQL, with the Paris
 * calendar taken from PostgreSQL (date_trunc on the Paris wall clock), not from the domain's
 * period functions, at the instant the API reports (generatedAt).
 */
describe.each(ENGINES)('dashboard on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const scalar = async (query: SQL): Promise<number> => Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n);
  const idOf = (email: string) => scalar(sql`select id as n from users where email = ${email}`);

  async function dashboardOf(email: string): Promise<Dashboard> {
    tokens[email] ??= await t.tokenFor(email);
    const res = await t.app.inject({ url: '/api/dashboard', headers: { authorization: `Bearer ${tokens[email]}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  function widget<I extends DashboardWidgetId>(dashboard: Dashboard, id: I): DashboardWidgetOf<I>['data'] {
    const found = dashboard.widgets.find((w): w is DashboardWidgetOf<I> => w.id === id);
    if (!found) throw new Error(`widget ${id} missing`);
    return found.data as DashboardWidgetOf<I>['data'];
  }
  const ids = (dashboard: Dashboard) => dashboard.widgets.map((w: DashboardWidget) => w.id);

  /** Users of a scope: every brand (null) or one brand. */
  const inScope = (brand: number | null) => (brand === null ? sql`true` : sql`brand_id = ${brand}`);
  /** Monday 00:00 and the 1st 00:00, Paris time, of the week and month containing `at`. */
  const paris = (at: string, unit: 'week' | 'month', shift: string) =>
    sql`((date_trunc(${unit}, ${at}::timestamptz at time zone 'Europe/Paris') + ${shift}::interval) at time zone 'Europe/Paris')`;

  async function expectedNew(at: string, brand: number | null, unit: 'week' | 'month') {
    const step = unit === 'week' ? '7 days' : '1 month';
    const current = await scalar(
      sql`select count(*)::int as n from users where deleted_at is null and ${inScope(brand)}
          and created_at >= ${paris(at, unit, '0 days')} and created_at < ${paris(at, unit, step)}`,
    );
    const previous = await scalar(
      sql`select count(*)::int as n from users where deleted_at is null and ${inScope(brand)}
          and created_at >= ${paris(at, unit, `-${step}`)} and created_at < ${paris(at, unit, '0 days')}`,
    );
    return { current, previous };
  }

  async function insertUser(email: string, brand: number | null, created: SQL, state: { enabled: boolean; lastLogin: boolean }) {
    await t.database.db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, account_type, enabled, last_login, brand_id, created_at)
          values (${email}, 'x', 'Test', 'Tableau', 2, ${state.enabled}, ${state.lastLogin ? sql`now()` : null}, ${brand}, ${created})`,
    );
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    // New accounts this week and month, last week and last month, in brands 5 and 9 and on the main platform.
    const cases: [string, SQL][] = [
      ['now', sql`now()`],
      ['week', paris(new Date().toISOString(), 'week', '1 hour')],
      ['lastweek', paris(new Date().toISOString(), 'week', '-2 days')],
      ['lastmonth', paris(new Date().toISOString(), 'month', '-3 days')],
    ];
    let n = 0;
    for (const brand of [null, 5, 9]) {
      for (const [name, created] of cases) {
        n += 1;
        await insertUser(`tableau.${name}.${brand ?? 'main'}.${n}@demo.test`, brand, created, {
          enabled: n % 2 === 0,
          lastLogin: n % 3 === 0,
        });
      }
    }
    // Sign-ins over the last 30 days and before, in both brands; the sign-ins of the tests add today's.
    for (const [email, ago] of [
      [DEMO_ACCOUNTS.brand, '3 days'],
      [DEMO_ACCOUNTS.brand, '3 days 2 hours'],
      [brandStaffEmail('admin', 5), '1 day'],
      [DEMO_ACCOUNTS.admin, '12 days'],
      [DEMO_ACCOUNTS.admin, '45 days'],
      [brandStaffEmail('member', 9), '29 days 1 hour'],
    ] as const) {
      await t.database.db.execute(
        sql`insert into sign_ins (user_id, brand_id, created_at) select id, brand_id, now() - ${ago}::interval from users where email = ${email}`,
      );
    }
    const admin = await idOf(DEMO_ACCOUNTS.admin);
    await t.database.db.execute(
      sql`insert into notifications (user_id, kind, content, seen) values
          (${admin}, 'system', 'Un', false), (${admin}, 'system', 'Deux', false), (${admin}, 'system', 'Lu', true)`,
    );
    // One deleted company in each scope: the count leaves it out, as the companies table does.
    await t.database.db.execute(sql`update companies set deleted_at = now() where id in (select min(id) from companies group by brand_id)`);
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  for (const [label, email, brand] of [
    ['the super admin, over every brand', DEMO_ACCOUNTS.admin, null],
    ['the brand 9 administrator, over brand 9 only', DEMO_ACCOUNTS.brand, 9],
    ['the brand 5 office administrator, over brand 5 only', DEMO_ACCOUNTS.office, 5],
    ['the main platform salesperson, over every brand', DEMO_ACCOUNTS.commercial, null],
  ] as const) {
    it(`gives ${label} the member figures counted in SQL`, async () => {
      const dashboard = await dashboardOf(email);
      // Widgets of other areas (ads, contracts, invoices, messages) join by module and role; their own tests check them.
      expect(ids(dashboard)).toEqual(expect.arrayContaining(STAFF_WIDGETS));
      expect(dashboard.scope).toEqual({ kind: brand === null ? 'platform' : 'brand', brandId: brand, companyId: null });
      const at = dashboard.generatedAt;

      const fresh = widget(dashboard, 'members.new');
      expect(fresh.week).toMatchObject(await expectedNew(at, brand, 'week'));
      expect(fresh.month).toMatchObject(await expectedNew(at, brand, 'month'));
      expect(fresh.week.current).toBeGreaterThan(0);
      expect(fresh.month.previous).toBeGreaterThan(0);
      const monday = (
        await queryRows<{ d: string }>(
          t.database.db,
          sql`select to_char(date_trunc('week', ${at}::timestamptz at time zone 'Europe/Paris'), 'YYYY-MM-DD') as d`,
        )
      )[0]?.d;
      expect(fresh.week.from).toBe(monday);
      expect(fresh.week.link).toBe(`/membres?createdFrom=${fresh.week.from}&createdTo=${fresh.week.to}`);

      const live = sql`deleted_at is null and ${inScope(brand)}`;
      expect(widget(dashboard, 'members.pending')).toEqual({
        value: await scalar(sql`select count(*)::int as n from users where ${live} and not enabled and last_login is null`),
        link: '/membres?state=pending',
      });
      expect(widget(dashboard, 'members.inactive')).toEqual({
        value: await scalar(sql`select count(*)::int as n from users where ${live} and enabled and last_login is null`),
        link: '/membres?state=inactive',
      });
      expect(widget(dashboard, 'companies.count').value).toBe(
        await scalar(sql`select count(*)::int as n from companies where deleted_at is null and ${inScope(brand)}`),
      );
      expect(widget(dashboard, 'spaces.count').value).toBe(await scalar(sql`select count(*)::int as n from sites where ${inScope(brand)}`));

      const categories = await queryRows<{ name: string | null; n: number }>(
        t.database.db,
        sql`select cc.name, count(*)::int as n from users u join companies c on c.id = u.company_id
            left join company_categories cc on cc.id = c.category_id
            where u.deleted_at is null and ${brand === null ? sql`true` : sql`u.brand_id = ${brand}`} group by cc.name`,
      );
      const byCategory = widget(dashboard, 'members.byCategory').items;
      expect(Object.fromEntries(byCategory.filter((i) => i.count > 0).map((i) => [i.name, i.count]))).toEqual(
        Object.fromEntries(categories.map((c) => [c.name, Number(c.n)])),
      );
      expect(byCategory.map((i) => i.count)).toEqual([...byCategory.map((i) => i.count)].sort((a, b) => b - a));
    });

    it(`gives ${label} the sign-ins per Paris day counted in SQL`, async () => {
      const dashboard = await dashboardOf(email);
      const at = dashboard.generatedAt;
      const since = sql`((date_trunc('day', ${at}::timestamptz at time zone 'Europe/Paris') - interval '29 days') at time zone 'Europe/Paris')`;
      const scoped = sql`created_at >= ${since} and created_at <= ${at}::timestamptz and ${inScope(brand)}`;
      const perDay = await queryRows<{ d: string; n: number }>(
        t.database.db,
        sql`select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as d, count(*)::int as n from sign_ins where ${scoped} group by 1`,
      );
      const data = widget(dashboard, 'signIns.daily');
      expect(data.days).toHaveLength(30);
      expect(Object.fromEntries(data.days.filter((d) => d.count > 0).map((d) => [d.day, d.count]))).toEqual(
        Object.fromEntries(perDay.map((r) => [r.d, Number(r.n)])),
      );
      expect(data.total).toBe(await scalar(sql`select count(*)::int as n from sign_ins where ${scoped}`));
      expect(data.users).toBe(await scalar(sql`select count(distinct user_id)::int as n from sign_ins where ${scoped}`));
      expect(data.total).toBeGreaterThan(0);
      const [bounds] = await queryRows<{ first: string; last: string }>(
        t.database.db,
        sql`select to_char(${since} at time zone 'Europe/Paris', 'YYYY-MM-DD') as first, to_char(${at}::timestamptz at time zone 'Europe/Paris', 'YYYY-MM-DD') as last`,
      );
      expect([data.days[0]?.day, data.days.at(-1)?.day]).toEqual([bounds?.first, bounds?.last]);
    });
  }

  it('never counts brand 5 for the brand 9 administrator, and counts it for the super admin', async () => {
    const before9 = await dashboardOf(DEMO_ACCOUNTS.brand);
    const beforeAll = await dashboardOf(DEMO_ACCOUNTS.admin);
    await insertUser('tableau.brand5.pending@demo.test', 5, sql`now()`, { enabled: false, lastLogin: false });
    const after9 = await dashboardOf(DEMO_ACCOUNTS.brand);
    const afterAll = await dashboardOf(DEMO_ACCOUNTS.admin);
    expect(widget(after9, 'members.pending').value).toBe(widget(before9, 'members.pending').value);
    expect(widget(after9, 'members.new').week.current).toBe(widget(before9, 'members.new').week.current);
    expect(widget(afterAll, 'members.pending').value).toBe(widget(beforeAll, 'members.pending').value + 1);
    expect(widget(afterAll, 'members.new').week.current).toBe(widget(beforeAll, 'members.new').week.current + 1);

    const brand9Total = await scalar(sql`select count(*)::int as n from users where brand_id = 9 and deleted_at is null`);
    const counted9 = widget(after9, 'members.byCategory').items.reduce((sum, i) => sum + i.count, 0);
    expect(counted9).toBeLessThanOrEqual(brand9Total);
    const categoryNames = await queryRows<{ name: string }>(
      t.database.db,
      sql`select distinct name from company_categories where brand_id = 9`,
    );
    expect(
      widget(after9, 'members.byCategory')
        .items.map((i) => i.name)
        .filter((n) => n !== null)
        .sort(),
    ).toEqual(categoryNames.map((c) => c.name).sort());
  });

  it('counts a sign-in once it succeeds, in the brand of the person, and not a refused one', async () => {
    const count = () => scalar(sql`select count(*)::int as n from sign_ins where brand_id = 5`);
    const before = await count();
    await t.tokenFor(brandStaffEmail('owner', 5));
    expect(await count()).toBe(before + 1);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: brandStaffEmail('owner', 5), password: 'mauvais-mot' },
    });
    expect(wrong.statusCode).toBe(401);
    await insertUser('tableau.disabled@demo.test', 5, sql`now()`, { enabled: false, lastLogin: false });
    await t.database.db.execute(
      sql`update users set password_hash = (select password_hash from users where email = ${DEMO_ACCOUNTS.admin}) where email = 'tableau.disabled@demo.test'`,
    );
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'tableau.disabled@demo.test', password: 'demo1234' },
    });
    expect(disabled.statusCode).toBe(403);
    expect(await count()).toBe(before + 1);
  });

  it('shows the viewer’s own unread notifications', async () => {
    const dashboard = await dashboardOf(DEMO_ACCOUNTS.admin);
    const admin = await idOf(DEMO_ACCOUNTS.admin);
    expect(widget(dashboard, 'notifications.unread')).toEqual({
      value: await scalar(sql`select count(*)::int as n from notifications where user_id = ${admin} and not seen`),
      link: '/notifications',
    });
    expect(widget(dashboard, 'notifications.unread').value).toBe(2);
    expect(widget(await dashboardOf(DEMO_ACCOUNTS.brand), 'notifications.unread').value).toBe(0);
  });

  it('gives a brand salesperson only what the brand lets them open (spec shell §6: modules are for admins)', async () => {
    const dashboard = await dashboardOf(brandStaffEmail('commercial', 9));
    expect(dashboard.scope).toEqual({ kind: 'brand', brandId: 9, companyId: null });
    expect(ids(dashboard)).toEqual(['notifications.unread']);
  });

  it('gives a member and an owner the head count of their company only', async () => {
    for (const email of [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.owner, brandStaffEmail('owner', 5)]) {
      const dashboard = await dashboardOf(email);
      const company = await scalar(sql`select company_id as n from users where email = ${email}`);
      expect(dashboard.scope).toMatchObject({ kind: 'company', companyId: company });
      expect(ids(dashboard)).toEqual(['company.members', 'notifications.unread']);
      expect(widget(dashboard, 'company.members')).toEqual({
        value: await scalar(sql`select count(*)::int as n from users where company_id = ${company} and deleted_at is null`),
        link: null,
      });
    }
  });

  it('gives a member without a company their notifications only', async () => {
    const dashboard = await dashboardOf(DEMO_ACCOUNTS.landlord);
    expect(dashboard.scope).toEqual({ kind: 'self', brandId: null, companyId: null });
    expect(ids(dashboard)).toEqual(['notifications.unread']);
  });
});
