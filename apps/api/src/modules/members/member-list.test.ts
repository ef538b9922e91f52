import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import type { MemberList } from '@hubgrade/domain/members/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('member list on %s', (engine) => {
  let t: TestApp;
  let superAdmin: string;
  let brandAdmin9: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = async (token: string, query = '') => {
    const res = await t.app.inject({ url: `/api/users${query}`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MemberList;
  };
  const scalar = async <T>(query: ReturnType<typeof sql>) => ((await queryRows<{ v: T }>(t.database.db, query))[0] as { v: T }).v;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [superAdmin, brandAdmin9] = await Promise.all([t.tokenFor(DEMO_ACCOUNTS.admin), t.tokenFor(DEMO_ACCOUNTS.brand)]);
  });
  afterAll(() => t.close());

  it('pages 25 live accounts newest first, the keyset cursor giving the same page as the page number', async () => {
    const first = await list(superAdmin);
    expect(first.items).toHaveLength(25);
    const ids = first.items.map((r) => r.userId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(await scalar<number>(sql`select max(id) as v from users where deleted_at is null`));
    expect(first.total).toBe(Math.min(10_000, await scalar<number>(sql`select count(*)::int as v from users where deleted_at is null`)));
    expect(first.next).toEqual(expect.any(String));
    const byCursor = await list(superAdmin, `?page=2&after=${first.next}`);
    const byNumber = await list(superAdmin, '?page=2');
    expect(byCursor.items.map((r) => r.userId)).toEqual(byNumber.items.map((r) => r.userId));
    expect(Math.max(...byCursor.items.map((r) => r.userId))).toBeLessThan(Math.min(...ids));
  });

  it('sorts by inscription date and last name, the cursor following the sort', async () => {
    const byDate = await list(superAdmin, '?sortBy=userInscriptionDate&sortDesc=true');
    const dates = byDate.items.map((r) => r.userInscriptionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await list(superAdmin, `?sortBy=userInscriptionDate&sortDesc=true&page=2&after=${byDate.next}`);
    expect((next.items[0]?.userInscriptionDate ?? '') <= (dates.at(-1) as string)).toBe(true);
    const byName = await list(superAdmin, '?sortBy=userLastName&sortDesc=false');
    const names = byName.items.map((r) => r.userLastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await t.app.inject({ url: '/api/users?sortBy=email', headers: auth(superAdmin) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/users?after=nonsense', headers: auth(superAdmin) })).statusCode).toBe(400);
  });

  it('filters on the account state derived from enabled and lastLogin, thousands of each', async () => {
    const expected = { active: [true, true], inactive: [true, false], disabled: [false, true], pending: [false, false] } as const;
    for (const [state, [enabled, loggedIn]] of Object.entries(expected)) {
      const page = await list(superAdmin, `?state=${state}`);
      expect(page.items.length, state).toBe(25);
      for (const row of page.items) {
        expect(row.userEnabled, state).toBe(enabled);
        expect(row.userLastLogin !== null, state).toBe(loggedIn);
      }
      expect(page.total, state).toBeGreaterThanOrEqual(150);
    }
    const counts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where deleted_at is null group by enabled, last_login is null`,
    );
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThan(3000);
  });

  it('searches name, email and company name, and filters on company, type, role and brand', async () => {
    const company = await scalar<{ id: number; name: string }>(
      sql`select json_build_object('id', c.id, 'name', c.name) as v from companies c where brand_id is null order by id limit 1`,
    );
    const byCompany = await list(superAdmin, `?companyId=${company.id}&itemsPerPage=100`);
    expect(byCompany.items.length).toBeGreaterThan(0);
    expect(byCompany.items.every((r) => r.companyId === company.id && r.parentCompanyName === company.name)).toBe(true);
    expect(byCompany.items.filter((r) => r.userIsOwner).length).toBeLessThanOrEqual(1);

    const search = await list(superAdmin, `?search=${encodeURIComponent(company.name)}&itemsPerPage=100`);
    expect(search.items.some((r) => r.companyId === company.id)).toBe(true);
    const byEmail = await list(superAdmin, '?search=MEMBER%40DEMO');
    expect(byEmail.items.map((r) => r.userEmail)).toContain(DEMO_ACCOUNTS.member);
    expect((await list(superAdmin, `?search=${encodeURIComponent('%_')}`)).total).toBe(0);

    const landlords = await list(superAdmin, '?accountType=1');
    expect(landlords.items.every((r) => r.userAccountType === 1)).toBe(true);
    const admins = await list(superAdmin, '?role=ROLE_ADMIN_BRAND');
    expect(admins.items.length).toBeGreaterThanOrEqual(5);
    expect(admins.items.every((r) => r.roles.includes('ROLE_ADMIN_BRAND'))).toBe(true);
    const platform = await list(superAdmin, '?brand=0');
    expect(platform.items.every((r) => r.brandId === null)).toBe(true);
    const brand5 = await list(superAdmin, '?brand=5');
    expect(brand5.items.every((r) => r.brandId === 5 && r.brandName === 'Cocoon Bureaux')).toBe(true);
  });

  it('shows a brand administrator their brand only, whatever the filters', async () => {
    const own = await list(brandAdmin9, '?itemsPerPage=100');
    expect(own.items.every((r) => r.brandId === 9)).toBe(true);
    expect(own.total).toBe(await scalar<number>(sql`select count(*)::int as v from users where brand_id = 9 and deleted_at is null`));
    expect((await list(brandAdmin9, '?brand=5')).total).toBe(0);
    const outsider = await scalar<string>(sql`select email as v from users where brand_id = 5 order by id limit 1`);
    expect((await list(brandAdmin9, `?search=${encodeURIComponent(outsider)}`)).total).toBe(0);
    const member = await t.tokenFor(DEMO_ACCOUNTS.member);
    expect((await t.app.inject({ url: '/api/users', headers: auth(member) })).statusCode).toBe(403);
  });

  it('filters on the Paris days of creation, both included, across a clock change, in the brand scope', async () => {
    // Around the spring change of 30 March 2025: Paris midnight is 23:00 UTC before it, 22:00 UTC after.
    const edges = [
      ['avant', '2025-03-23 23:59:59.999+01', false],
      ['debut', '2025-03-24 00:00:00+01', true],
      ['fin', '2025-03-30 23:59:59.999+02', true],
      ['apres', '2025-03-31 00:00:00+02', false],
    ] as const;
    for (const [name, at] of edges) {
      await t.database.db.execute(
        sql`insert into users (email, password_hash, first_name, last_name, account_type, brand_id, created_at)
            values (${`inscrit.${name}@demo.test`}, 'x', 'Inscrit', ${name}, 2, 9, ${at}::timestamptz)`,
      );
    }
    const query = '?createdFrom=2025-03-24&createdTo=2025-03-30&itemsPerPage=100';
    const inRange = (brand: ReturnType<typeof sql>) =>
      scalar<number>(sql`select count(*)::int as v from users where deleted_at is null and ${brand}
        and created_at >= ('2025-03-24'::timestamp at time zone 'Europe/Paris')
        and created_at < ('2025-03-31'::timestamp at time zone 'Europe/Paris')`);
    const all = await list(superAdmin, query);
    expect(all.total).toBe(await inRange(sql`true`));
    expect(all.total).toBeGreaterThan(edges.length);
    const own = await list(brandAdmin9, query);
    expect(own.total).toBe(await inRange(sql`brand_id = 9`));
    expect(own.items.every((r) => r.brandId === 9)).toBe(true);
    const edgesSeen = (await list(brandAdmin9, `${query}&search=inscrit.`)).items.map((r) => r.userLastName).sort();
    expect(edgesSeen).toEqual(['debut', 'fin']);
    expect((await list(brandAdmin9, '?createdFrom=2025-03-31&search=inscrit.')).items.map((r) => r.userLastName)).toEqual(['apres']);
    expect((await list(brandAdmin9, '?createdTo=2025-03-23&search=inscrit.')).items.map((r) => r.userLastName)).toEqual(['avant']);
  });

  it('filters on the name of the company category, in the brand scope', async () => {
    const name = await scalar<string>(
      sql`select cc.name as v from users u join companies c on c.id = u.company_id join company_categories cc on cc.id = c.category_id
          where u.brand_id = 9 and u.deleted_at is null group by cc.name order by count(*) desc limit 1`,
    );
    const inCategory = (brand: ReturnType<typeof sql>) =>
      scalar<number>(sql`select count(*)::int as v from users u join companies c on c.id = u.company_id
        join company_categories cc on cc.id = c.category_id where u.deleted_at is null and cc.name = ${name} and ${brand}`);
    const query = `?companyCategory=${encodeURIComponent(name)}&itemsPerPage=100`;
    const own = await list(brandAdmin9, query);
    expect(own.total).toBe(await inCategory(sql`u.brand_id = 9`));
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((r) => r.brandId === 9 && r.parentCompanyType?.name === name)).toBe(true);
    expect((await list(superAdmin, query)).total).toBe(await inCategory(sql`true`));
    expect((await list(superAdmin, '?companyCategory=Aucune%20cat%C3%A9gorie%20de%20ce%20nom')).total).toBe(0);
  });

  it('refuses days that are not calendar days and periods that end before they start, in French', async () => {
    const bad = await t.app.inject({ url: '/api/users?createdFrom=2026-02-30', headers: auth(superAdmin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ createdFrom: [MEMBER_LABELS.filters.invalidDay] });
    const reversed = await t.app.inject({ url: '/api/users?createdFrom=2026-11-22&createdTo=2026-11-16', headers: auth(superAdmin) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ createdTo: [MEMBER_LABELS.filters.createdRange] });
  });

  it('gives the row its company, owner, flags and running contract', async () => {
    const tenant = await scalar<number>(
      sql`select tenant_id as v from contracts where state between 3 and 5 and deleted_at is null order by id limit 1`,
    );
    const rows = await list(
      superAdmin,
      `?search=${encodeURIComponent(await scalar<string>(sql`select email as v from users where id = ${tenant}`))}`,
    );
    const row = rows.items.find((r) => r.userId === tenant);
    expect(row?.booking).toBe(true);
    const owned = (await list(superAdmin, `?search=${encodeURIComponent(DEMO_ACCOUNTS.member)}`)).items[0];
    expect(owned?.companyOwner).toBe('Pierre Proprio');
    expect(owned).toMatchObject({ userIsOwner: false, slackInviteSent: expect.any(Number), welcomrState: expect.any(Boolean) });
  });

  it('details a landlord’s ads and contracts, a tenant’s contract and renter, and the CRM prospect', async () => {
    const landlord = await scalar<number>(
      sql`select user_id as v from ads where deleted_at is null group by user_id order by count(*) desc limit 1`,
    );
    const res = await t.app.inject({ url: `/api/users/${landlord}/overview`, headers: auth(superAdmin) });
    expect(res.statusCode).toBe(200);
    const adsTotal = await scalar<number>(sql`select count(*)::int as v from ads where user_id = ${landlord} and deleted_at is null`);
    expect(res.json().ads.total).toBe(adsTotal);
    expect(res.json().ads.offline + res.json().ads.online).toBe(adsTotal);

    const tenant = await scalar<number>(
      sql`select tenant_id as v from contracts where kind = 'platform' and state between 3 and 5 and deleted_at is null order by id limit 1`,
    );
    const overview = (await t.app.inject({ url: `/api/users/${tenant}/overview`, headers: auth(superAdmin) })).json();
    expect(overview.currentContract).toMatchObject({ id: expect.any(Number), kind: 'platform' });
    expect(overview.renter).toMatchObject({ id: expect.any(Number), email: expect.any(String) });

    const prospect = await scalar<{ id: number; crm: string }>(
      sql`select json_build_object('id', id, 'crm', crm_prospect_id) as v from users where crm_prospect_id is not null and brand_id = 9 order by id limit 1`,
    );
    const withCrm = (await t.app.inject({ url: `/api/users/${prospect.id}/overview`, headers: auth(brandAdmin9) })).json();
    expect(withCrm).toMatchObject({ userSellsyProspectId: prospect.crm, prospectUrl: expect.stringContaining(prospect.crm) });

    const other = await scalar<number>(sql`select id as v from users where brand_id = 5 order by id limit 1`);
    expect((await t.app.inject({ url: `/api/users/${other}/overview`, headers: auth(brandAdmin9) })).statusCode).toBe(404);
  });
});
