import type { Dashboard, DashboardWidget, DashboardWidgetId, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

/**
 * The figures of the ads, contracts, invoices and messages areas, each against a count written
 * here again in plain SQL (states spelled out, the Paris calendar taken from PostgreSQL), and every
 * figure's link against the list it opens: the list call with the link's query string must total
 * the figure, so that the list shows exactly the rows counted.
 */

/** The list call behind each list screen a figure leads to. */
const LIST_CALLS: Record<string, string> = {
  '/membres': '/api/users',
  '/societe': '/api/companies',
  '/annonces': '/api/annonces',
  '/bookings': '/api/bookings',
  '/bookings-coworking': '/api/bookings-os',
  '/messages': '/api/messages',
  '/factures': '/api/invoices',
  '/tickets/view': '/api/tickets',
  '/commandes/commandes': '/api/commandes',
  '/abonnements': '/api/abonnements',
};
/** Screens that are not a filtered list: the sites page, the notifications panel and the tickets' board. */
const NOT_LISTS = new Set(['/espace', '/notifications', '/tickets']);

const VIEWERS = [
  ['the super admin, over every brand', DEMO_ACCOUNTS.admin, null],
  ['the brand 9 administrator, over brand 9 only', DEMO_ACCOUNTS.brand, 9],
  ['the brand 5 office administrator, over brand 5 only', DEMO_ACCOUNTS.office, 5],
  ['the main platform salesperson, over every brand', DEMO_ACCOUNTS.commercial, null],
] as const;

/** Every (figure, link) pair of a dashboard, named for the failure message. */
function linkedFigures(dashboard: Dashboard): { name: string; value: number; link: string }[] {
  const found: { name: string; value: number; link: string | null }[] = [];
  for (const widget of dashboard.widgets as DashboardWidget[]) {
    switch (widget.id) {
      case 'members.new':
        found.push({ name: `${widget.id} week`, value: widget.data.week.current, link: widget.data.week.link });
        found.push({ name: `${widget.id} month`, value: widget.data.month.current, link: widget.data.month.link });
        break;
      case 'members.byCategory':
        for (const item of widget.data.items) found.push({ name: `${widget.id} ${item.name}`, value: item.count, link: item.link });
        break;
      case 'contracts.byState':
        for (const item of widget.data.items) {
          found.push({ name: `${widget.id} platform ${item.state}`, value: item.platform, link: item.platformLink });
          found.push({ name: `${widget.id} coworking ${item.state}`, value: item.coworking, link: item.coworkingLink });
        }
        break;
      case 'signIns.daily':
        break;
      case 'tickets.open':
        found.push({ name: widget.id, value: widget.data.total, link: widget.data.link });
        for (const item of widget.data.items) found.push({ name: `${widget.id} ${item.state}`, value: item.count, link: item.link });
        break;
      // Its figures lead to the day's booking screens, not to lists: checked against SQL below.
      case 'bookings.today':
        break;
      default:
        found.push({ name: widget.id, value: widget.data.value, link: widget.data.link });
    }
  }
  return found.filter((f): f is { name: string; value: number; link: string } => f.link !== null);
}

describe.each(ENGINES)('dashboard figures and their lists on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const run = (query: SQL) => t.database.db.execute(query);
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
  const scalar = async (query: SQL): Promise<number> => Number((await rows<{ n: number }>(query))[0]?.n);

  async function tokenOf(email: string): Promise<string> {
    tokens[email] ??= await t.tokenFor(email);
    return tokens[email];
  }
  async function dashboardOf(email: string): Promise<Dashboard> {
    const res = await t.app.inject({ url: '/api/dashboard', headers: { authorization: `Bearer ${await tokenOf(email)}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  function widget<I extends DashboardWidgetId>(dashboard: Dashboard, id: I): DashboardWidgetOf<I>['data'] | undefined {
    const found = dashboard.widgets.find((w): w is DashboardWidgetOf<I> => w.id === id);
    return found?.data as DashboardWidgetOf<I>['data'] | undefined;
  }

  /** Rows of one scope: every brand (null) or one brand. */
  const inScope = (brand: number | null, alias = '') =>
    brand === null ? sql`true` : sql`${sql.raw(alias ? `${alias}.` : '')}brand_id = ${brand}`;
  /** The Paris day of an instant, and Monday 00:00 in Paris of the week after it. */
  const parisToday = (at: string) => sql`(${at}::timestamptz at time zone 'Europe/Paris')::date`;
  const nextMonday = (at: string) =>
    sql`((date_trunc('week', ${at}::timestamptz at time zone 'Europe/Paris') + interval '7 days') at time zone 'Europe/Paris')`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const now = new Date().toISOString();
    // Boosts in every scope: one ending later this week (counted), one next week and one over (not counted).
    await run(sql`update ads set boost_until = now() + (${nextMonday(now)} - now()) / 2
                  where id in (select min(id) from ads where deleted_at is null group by brand_id)`);
    await run(sql`update ads set boost_until = ${nextMonday(now)} + interval '1 day'
                  where id in (select max(id) from ads where deleted_at is null group by brand_id)`);
    await run(sql`update ads set boost_until = now() - interval '1 hour'
                  where id in (select min(id) + 1 from ads where deleted_at is null group by brand_id)`);
    // Contracts ending soon on each side and in every scope: running ones within 30 days (counted),
    // an Accepté one within 30 days and a running one in 31 days (not counted).
    const today = sql`(now() at time zone 'Europe/Paris')::date`;
    await run(sql`
      with picked as (
        select id, row_number() over (partition by kind, brand_id order by id) as n from contracts where deleted_at is null
      )
      update contracts c set
        state = case p.n when 1 then 4 when 2 then 5 when 3 then 1 else 4 end,
        start_date = least(c.start_date, ${today} - 60),
        end_date = ${today} + case p.n when 1 then 10 when 2 then 0 when 3 then 10 else 31 end
      from picked p where p.id = c.id and p.n <= 4`);
  });
  afterAll(() => t.close());

  // The desk of each scope gets the card; staff who are not its desk, and members, do not.
  for (const [label, email, brand, shown] of [
    ['the super admin, over every brand', DEMO_ACCOUNTS.admin, null, true],
    ['the brand 5 office administrator', DEMO_ACCOUNTS.office, 5, true],
    ['the brand 8 administrator', brandStaffEmail('admin', 8), 8, true],
    ['the brand 9 administrator (no ticketing module)', DEMO_ACCOUNTS.brand, 9, false],
    ['the main platform salesperson (not the desk)', DEMO_ACCOUNTS.commercial, null, false],
    ['a brand 5 company owner', brandStaffEmail('owner', 5), 5, false],
  ] as const) {
    it(`gives ${label} ${shown ? 'the waiting tickets counted in SQL, each state opening its rows' : 'no tickets card'}`, async () => {
      const dashboard = await dashboardOf(email);
      const tickets = widget(dashboard, 'tickets.open');
      if (!shown) {
        expect(tickets).toBeUndefined();
        return;
      }
      if (!tickets) throw new Error('tickets.open missing');
      const counted = await rows<{ state: number; n: number }>(
        sql`select state, count(*)::int as n from tickets where state in (1, 2, 3) and ${inScope(brand)} group by state`,
      );
      const countOf = (state: number) => Number(counted.find((r) => Number(r.state) === state)?.n ?? 0);
      expect(tickets.items.map((i) => [i.state, i.count])).toEqual([1, 2, 3].map((s) => [s, countOf(s)]));
      expect(tickets.total).toBe(countOf(1) + countOf(2) + countOf(3));
      expect(tickets.total).toBeGreaterThan(0);
      const [oldest] = await rows<{ id: number; title: string }>(
        sql`select id, title from tickets where state in (1, 2, 3) and ${inScope(brand)} order by created_at, id limit 1`,
      );
      expect(tickets.oldest).toMatchObject({ id: oldest?.id, title: oldest?.title, link: `/tickets/${oldest?.id}` });
      // The oldest's sheet opens for this viewer, and the table on each state totals its figure.
      const auth = { authorization: `Bearer ${await tokenOf(email)}` };
      const sheet = await t.app.inject({ url: `/api/tickets/${oldest?.id}`, headers: auth });
      expect(sheet.statusCode, sheet.body).toBe(200);
      for (const item of tickets.items) {
        expect(item.link).toBe(`/tickets/view?state=${item.state}`);
        const res = await t.app.inject({ url: `/api/tickets?state=${item.state}&itemsPerPage=1`, headers: auth });
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as { total: number }).total, `state ${item.state}`).toBe(item.count);
      }
    });
  }

  for (const [label, email, brand] of VIEWERS) {
    it(`gives ${label} the ads, contracts, invoices and messages figures counted in SQL`, async () => {
      const dashboard = await dashboardOf(email);
      const at = dashboard.generatedAt;
      const today = parisToday(at);

      const boosts = widget(dashboard, 'ads.boostsEnding');
      if (boosts) {
        const expected = await scalar(sql`select count(*)::int as n from ads where deleted_at is null and ${inScope(brand)}
          and boost_until > ${at}::timestamptz and boost_until < ${nextMonday(at)}`);
        expect(boosts.value).toBe(expected);
        expect(boosts.value).toBeGreaterThan(0);
      }
      const online = widget(dashboard, 'ads.online');
      if (online) {
        expect(online.value).toBe(
          await scalar(sql`select count(*)::int as n from ads where deleted_at is null and ${inScope(brand)} and state >= 7`),
        );
      }

      const occupancy = widget(dashboard, 'contracts.occupancy');
      if (occupancy) {
        expect(occupancy.value).toBe(
          await scalar(sql`select count(*)::int as n from ads a where a.deleted_at is null and ${inScope(brand, 'a')}
            and exists (select 1 from contracts k where k.ad_id = a.id and k.kind = 'platform' and k.deleted_at is null
              and k.state in (1, 2, 3, 4, 5) and k.start_date <= ${today} and (k.end_date is null or k.end_date >= ${today}))`),
        );
        expect(occupancy.total).toBe(await scalar(sql`select count(*)::int as n from ads where deleted_at is null and ${inScope(brand)}`));
      }

      for (const [id, kind] of [
        ['contracts.endingSoon', 'platform'],
        ['contracts.coworkingEndingSoon', 'coworking'],
      ] as const) {
        const ending = widget(dashboard, id);
        if (!ending) continue;
        // En cours (4) and Préavis (5), ending from today to 30 days on, both included.
        const expected = await scalar(sql`select count(*)::int as n from contracts where kind = ${kind} and deleted_at is null
          and not off_platform and ${inScope(brand)} and state in (4, 5) and end_date >= ${today} and end_date <= ${today} + 30`);
        expect(ending.value, id).toBe(expected);
        expect(ending.value, id).toBeGreaterThanOrEqual(2);
        const anyState = await scalar(sql`select count(*)::int as n from contracts where kind = ${kind} and deleted_at is null
          and not off_platform and ${inScope(brand)} and end_date >= ${today} and end_date <= ${today} + 30`);
        expect(ending.value, `${id} leaves out the contracts that do not run`).toBeLessThan(anyState);
      }

      const byState = widget(dashboard, 'contracts.byState');
      if (byState) {
        const counted = await rows<{ kind: string; state: number; n: number }>(
          sql`select kind, state, count(*)::int as n from contracts where deleted_at is null and not off_platform and ${inScope(brand)}
              group by kind, state`,
        );
        const countOf = (kind: string, state: number) => Number(counted.find((r) => r.kind === kind && r.state === state)?.n ?? 0);
        expect(byState.items.map((i) => [i.state, i.platform, i.coworking])).toEqual(
          [0, 1, 2, 3, 4, 5, 6].map((s) => [s, countOf('platform', s), countOf('coworking', s)]),
        );
      }

      for (const [id, late] of [
        ['invoices.unpaid', sql`true`],
        ['invoices.late', sql`due_on < ${today}`],
      ] as const) {
        const invoices = widget(dashboard, id);
        if (!invoices) continue;
        // 0 En attente and 1 Envoyée wait for their payment.
        const [expected] = await rows<{ n: number; ttc: string }>(
          sql`select count(*)::int as n, coalesce(sum(ttc_cents), 0)::text as ttc from invoices
              where state in (0, 1) and ${inScope(brand)} and ${late}`,
        );
        expect([invoices.value, invoices.amountCents], id).toEqual([Number(expected?.n), Number(expected?.ttc)]);
      }
      const late = widget(dashboard, 'invoices.late');
      if (late) expect(late.value).toBeLessThanOrEqual(widget(dashboard, 'invoices.unpaid')?.value ?? 0);

      const bookings = widget(dashboard, 'bookings.today');
      if (bookings) {
        const day = sql`(${at}::timestamptz at time zone 'Europe/Paris')::date`;
        const from = sql`(${day}::timestamp at time zone 'Europe/Paris')`;
        const to = sql`((${day} + 1)::timestamp at time zone 'Europe/Paris')`;
        const expected = {
          meetingRooms: await rows<{ bookings: number; used: number; capacity: number }>(sql`
            select (select count(*)::int from meeting_room_reservations where cancelled_at is null and starts_at < ${to}
                      and ends_at > ${from} and ${inScope(brand)}) as bookings,
                   (select count(distinct room_id)::int from meeting_room_reservations where cancelled_at is null
                      and starts_at < ${to} and ends_at > ${from} and ${inScope(brand)}) as used,
                   (select count(*)::int from meeting_rooms where ${inScope(brand)}) as capacity`),
          workstations: await rows<{ bookings: number; used: number; capacity: number }>(sql`
            select (select count(*)::int from workstation_reservations where cancelled_at is null and day = ${day}
                      and ${inScope(brand)}) as bookings,
                   (select coalesce(sum(seats), 0)::int from workstation_reservations where cancelled_at is null
                      and day = ${day} and ${inScope(brand)}) as used,
                   (select coalesce(sum(reservation_capacity), 0)::int from coworking_spaces where ${inScope(brand)}) as capacity`),
          terrace: await rows<{ bookings: number; used: number; capacity: number }>(sql`
            select (select count(*)::int from terrace_reservations where cancelled_at is null and starts_at < ${to}
                      and ends_at > ${from} and ${inScope(brand)}) as bookings,
                   (select coalesce(sum(people), 0)::int from terrace_reservations where cancelled_at is null
                      and starts_at < ${to} and ends_at > ${from} and ${inScope(brand)}) as used,
                   (select coalesce(sum(capacity), 0)::int from terraces where ${inScope(brand)}) as capacity`),
        };
        for (const item of bookings.items) {
          const [row] = expected[item.kind];
          expect([item.bookings, item.used, item.capacity], item.kind).toEqual([row?.bookings, row?.used, row?.capacity]);
          expect(item.link, item.kind).toContain(`date=${await rows<{ d: string }>(sql`select ${day}::text as d`).then((r) => r[0]?.d)}`);
        }
        if (brand === null) {
          expect(bookings.items.map((i) => i.kind)).toEqual(['meetingRooms', 'workstations', 'terrace']);
          expect(bookings.items.every((i) => i.capacity > 0)).toBe(true);
        }
      }

      const toModerate = widget(dashboard, 'messages.toModerate');
      if (toModerate) {
        expect(toModerate.value).toBe(await scalar(sql`select count(*)::int as n from messages where state = 1 and ${inScope(brand)}`));
      }
    });

    it(`opens for ${label} lists whose total is each linked figure`, async () => {
      const dashboard = await dashboardOf(email);
      const figures = linkedFigures(dashboard);
      expect(figures.length).toBeGreaterThan(0);
      const checked = new Set<string>();
      for (const figure of figures) {
        const link = new URL(figure.link, 'http://back-office.test');
        if (NOT_LISTS.has(link.pathname)) {
          expect(link.search, figure.name).toBe('');
          continue;
        }
        const call = LIST_CALLS[link.pathname];
        expect(call, `${figure.name}: ${figure.link} leads to a list this test knows`).toBeDefined();
        link.searchParams.set('itemsPerPage', '1');
        const res = await t.app.inject({
          url: `${call}?${link.searchParams.toString()}`,
          headers: { authorization: `Bearer ${await tokenOf(email)}` },
        });
        expect(res.statusCode, `${figure.name}: ${figure.link} → ${res.body}`).toBe(200);
        const list = res.json() as { total: number; totalCapped?: boolean };
        expect(list.totalCapped ?? false, figure.name).toBe(false);
        expect(list.total, `${figure.name}: ${figure.link}`).toBe(figure.value);
        checked.add(link.pathname);
      }
      if (brand === null && email === DEMO_ACCOUNTS.admin) {
        expect([...checked].sort()).toEqual(Object.keys(LIST_CALLS).sort());
      }
    });
  }
});
