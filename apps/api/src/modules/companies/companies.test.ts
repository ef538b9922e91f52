import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { COMPANY_LABELS } from '@hubgrade/domain/companies/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('companies on %s', (engine) => {
  let t: TestApp;
  let brandAdmin: string;
  let superAdmin: string;
  const auth = (token = brandAdmin) => ({ authorization: `Bearer ${token}` });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const companyOf = async (brandId: number) =>
    (await rows<{ id: number }>(sql`select id from companies where brand_id = ${brandId} order by id limit 1`))[0]?.id as number;
  const companyRow = async (id: number) =>
    (await rows<{ row: string }>(sql`select c::text as row from companies c where id = ${id}`))[0]?.row;
  /** A company of the brand with members, and whether a contract stops its deletion. */
  const companyWith = async (brandId: number | null, blocked: boolean) =>
    (
      await rows<{ id: number }>(sql`
        select c.id from companies c
        where c.brand_id is not distinct from ${brandId} and c.deleted_at is null
          and exists (select 1 from users u where u.company_id = c.id)
          and ${blocked ? sql`` : sql`not`} exists (
            select 1 from contracts k where k.tenant_company_id = c.id and k.state between 1 and 5 and k.deleted_at is null)
        order by c.id desc limit 1`)
    )[0]?.id as number;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { CRM_PROSPECT_URL: 'https://crm.test/prospects/{id}' } });
    brandAdmin = await t.tokenFor(DEMO_ACCOUNTS.brand);
    superAdmin = await t.tokenFor(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  describe('sheet', () => {
    it('shows a company of the brand, with its site, category, owner, head count and running contracts', async () => {
      const id = await companyOf(9);
      const res = await t.app.inject({ url: `/api/companies/${id}`, headers: auth() });
      expect(res.statusCode).toBe(200);
      const company = res.json();
      const [expected] = await rows<{ users: number; site: string; owner: number | null }>(
        sql`select (select count(*)::int from users where company_id = c.id and deleted_at is null) as users, s.name as site,
              (select id from users where company_id = c.id and company_owner order by id limit 1) as owner
            from companies c join sites s on s.id = c.site_id where c.id = ${id}`,
      );
      expect(company).toMatchObject({ id, brandId: 9, usersNumber: expected?.users, espaceName: expected?.site, ownerId: expected?.owner });
      expect(company.companyCategoryId).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(company.ownerFullName).toMatch(/\S+ \S+/);
    });

    it('answers 404 for another brand’s company, and leaves it unchanged on PATCH', async () => {
      const other = await companyOf(5);
      const before = await companyRow(other);
      expect((await t.app.inject({ url: `/api/companies/${other}`, headers: auth() })).statusCode).toBe(404);
      const res = await t.app.inject({ method: 'PATCH', url: `/api/companies/${other}`, headers: auth(), payload: { name: 'Détournée' } });
      expect(res.statusCode).toBe(404);
      expect(await companyRow(other)).toBe(before);
    });

    it('renames and moves a company, writing its history entry', async () => {
      const id = await companyOf(9);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/companies/${id}`,
        headers: auth(),
        payload: { name: 'Nova Conseil', address: '12 rue de la Paix', zipcode: '75002', city: 'Paris', siret: '732 829 320 00074' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        companyName: 'Nova Conseil',
        companyAddress: '12 rue de la Paix',
        companyZipcode: '75002',
        companyCity: 'Paris',
        siret: '73282932000074',
      });
      const history = await t.app.inject({ url: `/api/history/slug/company-${id}`, headers: auth(superAdmin) });
      expect(history.json()).toMatchObject({
        total: 1,
        items: [
          {
            entityId: id,
            user: { email: DEMO_ACCOUNTS.brand },
            newData: { name: 'Nova Conseil', zipcode: '75002', siret: '73282932000074' },
          },
        ],
      });
    });

    it('refuses unknown fields, an empty change, a bad zip code or SIRET, and another brand’s category or site', async () => {
      const id = await companyOf(9);
      const before = await companyRow(id);
      const [foreign] = await rows<{ category: number; site: number }>(
        sql`select (select id from company_categories where brand_id = 5 limit 1) as category, (select id from sites where brand_id = 5 limit 1) as site`,
      );
      const cases: [unknown, string, string][] = [
        [{ name: 'X', brandId: 5 }, 'brandId', ERROR_LABELS.unknownField],
        [{ siret: '123' }, 'siret', COMPANY_LABELS.siretInvalid],
        [{ siret: '73282932000075' }, 'siret', COMPANY_LABELS.siretInvalid],
        [{}, 'body', COMPANY_LABELS.noChange],
        [{ zipcode: '7500' }, 'zipcode', COMPANY_LABELS.zipcodeInvalid],
        [{ categoryId: foreign?.category }, 'categoryId', COMPANY_LABELS.categoryNotFound],
        [{ siteId: foreign?.site }, 'siteId', COMPANY_LABELS.siteNotFound],
      ];
      for (const [payload, field, message] of cases) {
        const res = await t.app.inject({ method: 'PATCH', url: `/api/companies/${id}`, headers: auth(), payload: payload as object });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
      }
      expect(await companyRow(id)).toBe(before);
    });
  });

  describe('table', () => {
    it('pages the brand’s companies 25 at a time, newest first, and no other brand’s', async () => {
      const res = await t.app.inject({ url: '/api/companies', headers: auth() });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from companies where brand_id = 9 and deleted_at is null`);
      expect(page.total).toBe(count?.n);
      expect(page.items).toHaveLength(25);
      expect(page.items.every((c: { brandId: number }) => c.brandId === 9)).toBe(true);
      const ids = page.items.map((c: { id: number }) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('walks the pages with the cursor as it does by page number', async () => {
      const first = (await t.app.inject({ url: '/api/companies?sortBy=name&sortDesc=false', headers: auth(superAdmin) })).json();
      expect(first.next).toEqual(expect.any(String));
      const byCursor = await t.app.inject({
        url: `/api/companies?sortBy=name&sortDesc=false&page=2&after=${first.next}`,
        headers: auth(superAdmin),
      });
      const byNumber = await t.app.inject({ url: '/api/companies?sortBy=name&sortDesc=false&page=2', headers: auth(superAdmin) });
      expect(byCursor.json().items).toEqual(byNumber.json().items);
      const names = [...first.items, ...byNumber.json().items].map((c: { companyName: string }) => c.companyName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('searches names and cities, and filters on a category', async () => {
      const [sample] = await rows<{ city: string; category: number }>(
        sql`select city, category_id as category from companies where brand_id = 9 and category_id is not null order by id limit 1`,
      );
      const byCity = (
        await t.app.inject({ url: `/api/companies?search=${encodeURIComponent(sample?.city ?? '')}`, headers: auth() })
      ).json();
      expect(byCity.total).toBeGreaterThan(0);
      for (const c of byCity.items) expect(`${c.companyName} ${c.companyCity}`.toLowerCase()).toContain(sample?.city.toLowerCase());
      const byCategory = (
        await t.app.inject({ url: `/api/companies?categoryId=${sample?.category}&itemsPerPage=100`, headers: auth() })
      ).json();
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from companies where brand_id = 9 and category_id = ${sample?.category} and deleted_at is null`,
      );
      expect(byCategory.total).toBe(count?.n);
      expect(byCategory.items.every((c: { companyCategoryId: { id: number } }) => c.companyCategoryId.id === sample?.category)).toBe(true);
      const none = (await t.app.inject({ url: '/api/companies?search=%25zz_%25', headers: auth() })).json();
      expect(none).toMatchObject({ total: 0, items: [] });
    });

    it('shows the running contract of each kind and the owner’s CRM prospect page', async () => {
      const [running] = await rows<{ company: number; contract: number; kind: string }>(
        sql`select tenant_company_id as company, max(id) as contract, kind from contracts
            where tenant_company_id is not null and state in (4, 5) and deleted_at is null and brand_id is null
            group by tenant_company_id, kind order by tenant_company_id limit 1`,
      );
      const company = (await t.app.inject({ url: `/api/companies/${running?.company}`, headers: auth(superAdmin) })).json();
      const ongoing = running?.kind === 'platform' ? company.ongoingBooking : company.ongoingBookingOs;
      expect(ongoing).toMatchObject({ id: running?.contract, state: expect.any(Number) });

      const id = await companyOf(9);
      await t.database.db.execute(sql`update users set crm_prospect_id = 'P-77' where company_id = ${id} and company_owner`);
      const sheet = (await t.app.inject({ url: `/api/companies/${id}`, headers: auth() })).json();
      expect(sheet).toMatchObject({ crmProspectId: 'P-77', crmProspectUrl: 'https://crm.test/prospects/P-77' });
    });

    it('lists a company’s users, and answers 404 for another brand’s company', async () => {
      const id = await companyOf(9);
      const res = await t.app.inject({ url: `/api/brand-company/${id}/users`, headers: auth() });
      expect(res.statusCode).toBe(200);
      const expected = await rows<{ id: number }>(
        sql`select id from users where company_id = ${id} and deleted_at is null order by id desc`,
      );
      expect(res.json().items.map((u: { id: number }) => u.id)).toEqual(expected.map((u) => u.id));
      expect(res.json().items[0]).toMatchObject({
        firstName: expect.any(String),
        email: expect.any(String),
        companyOwner: expect.any(Boolean),
      });
      expect((await t.app.inject({ url: `/api/brand-company/${await companyOf(5)}/users`, headers: auth() })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/brand-company/2147483647/users', headers: auth() })).statusCode).toBe(404);
    });
  });

  describe('creation', () => {
    it('offers the categories and sites of the company’s scope', async () => {
      const own = (await t.app.inject({ url: '/api/companies/choices', headers: auth() })).json();
      const [counts] = await rows<{ categories: number; sites: number }>(
        sql`select (select count(*)::int from company_categories where brand_id = 9) as categories, (select count(*)::int from sites where brand_id = 9) as sites`,
      );
      expect(own).toMatchObject({ branded: true });
      expect(own.categories).toHaveLength(counts?.categories ?? -1);
      expect(own.sites).toHaveLength(counts?.sites ?? -1);
      const other = await companyOf(5);
      expect((await t.app.inject({ url: `/api/companies/choices?companyId=${other}`, headers: auth() })).statusCode).toBe(404);
      const ofBrand5 = (await t.app.inject({ url: `/api/companies/choices?companyId=${other}`, headers: auth(superAdmin) })).json();
      expect(ofBrand5.branded).toBe(true);
      expect((await t.app.inject({ url: '/api/companies/choices', headers: auth(superAdmin) })).json().branded).toBe(false);
    });

    it('places a brand’s new company in one of its sites, at the site’s address, with its history entry', async () => {
      const [site] = await rows<{ id: number; city: string }>(sql`select id, city from sites where brand_id = 9 order by id limit 1`);
      const [category] = await rows<{ id: number }>(sql`select id from company_categories where brand_id = 9 order by id limit 1`);
      const missing = await t.app.inject({ method: 'POST', url: '/api/companies', headers: auth(), payload: { name: 'Sans espace' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ siteId: [COMPANY_LABELS.siteRequired] });

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: auth(),
        payload: { name: 'Atelier Nova', siteId: site?.id, categoryId: category?.id, siret: '44306184100047' },
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        brandId: 9,
        companyName: 'Atelier Nova',
        espaceId: site?.id,
        companyCity: site?.city,
        usersNumber: 0,
      });
      const history = (await t.app.inject({ url: `/api/history/slug/company-${created.id}`, headers: auth(superAdmin) })).json();
      expect(history).toMatchObject({ total: 1, items: [{ oldData: null, newData: { name: 'Atelier Nova', brandId: 9 } }] });
    });

    it('asks the main platform for a full address, and refuses another brand’s site', async () => {
      const [foreignSite] = await rows<{ id: number }>(sql`select id from sites where brand_id = 5 order by id limit 1`);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: auth(),
        payload: { name: 'X', siteId: foreignSite?.id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ siteId: [COMPANY_LABELS.siteNotFound] });

      const noAddress = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: auth(superAdmin),
        payload: { name: 'Plateforme', city: 'Lyon' },
      });
      expect(noAddress.statusCode).toBe(400);
      expect(Object.keys(noAddress.json().errors).sort()).toEqual(['address', 'zipcode']);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: auth(superAdmin),
        payload: { name: 'Plateforme', address: '3 quai Saint-Antoine', zipcode: '69002', city: 'Lyon' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ brandId: null, companyCity: 'Lyon', espaceId: null });
    });
  });

  describe('deletion', () => {
    it('is refused with a French 409 while the company has a contract under way, changing nothing', async () => {
      const id = await companyWith(9, true);
      const before = await companyRow(id);
      const members = await rows<{ row: string }>(sql`select u::text as row from users u where company_id = ${id} order by id`);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/whitecompany/${id}`, headers: auth() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(COMPANY_LABELS.deleteRefused);
      expect(await companyRow(id)).toBe(before);
      expect(await rows<{ row: string }>(sql`select u::text as row from users u where company_id = ${id} order by id`)).toEqual(members);
    });

    it('detaches the members, hides the company and writes the history of both', async () => {
      const id = await companyWith(9, false);
      const members = await rows<{ id: number }>(sql`select id from users where company_id = ${id} and deleted_at is null order by id`);
      expect(members.length).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/whitecompany/${id}`, headers: auth() });
      expect(res.statusCode).toBe(204);

      const [company] = await rows<{ deleted: boolean }>(sql`select deleted_at is not null as deleted from companies where id = ${id}`);
      expect(company?.deleted).toBe(true);
      const left = await rows<{ n: number }>(
        sql`select count(*)::int as n from users where company_id = ${id} or (id in (${sql.join(
          members.map((m) => sql`${m.id}`),
          sql`, `,
        )}) and company_owner)`,
      );
      expect(left[0]?.n).toBe(0);
      expect((await t.app.inject({ url: `/api/companies/${id}`, headers: auth() })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/brand-company/${id}/users`, headers: auth() })).statusCode).toBe(404);
      const list = (await t.app.inject({ url: '/api/companies?itemsPerPage=100', headers: auth() })).json();
      expect(list.items.map((c: { id: number }) => c.id)).not.toContain(id);

      const history = (await t.app.inject({ url: `/api/history/slug/company-${id}`, headers: auth(superAdmin) })).json();
      expect(history.items[0].newData).toMatchObject({ detachedUserIds: members.map((m) => m.id) });
      const memberHistory = (await t.app.inject({ url: `/api/history/slug/user-${members[0]?.id}`, headers: auth(superAdmin) })).json();
      expect(memberHistory.items[0]).toMatchObject({ oldData: { companyId: id }, newData: { companyId: null, companyOwner: false } });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/whitecompany/${id}`, headers: auth() })).statusCode).toBe(404);
    });

    it('answers 404 for another brand’s company, and refuses a body', async () => {
      const other = await companyWith(5, false);
      const before = await companyRow(other);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/whitecompany/${other}`, headers: auth() })).statusCode).toBe(404);
      const withBody = await t.app.inject({
        method: 'DELETE',
        url: `/api/whitecompany/${other}`,
        headers: auth(superAdmin),
        payload: { force: true },
      });
      expect(withBody.statusCode).toBe(400);
      expect(await companyRow(other)).toBe(before);
    });

    it('is for administrators: a commercial may browse but not delete', async () => {
      const commercial = await t.tokenFor(DEMO_ACCOUNTS.commercial);
      const id = await companyWith(null, false);
      expect((await t.app.inject({ url: '/api/companies', headers: auth(commercial) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/whitecompany/${id}`, headers: auth(commercial) })).statusCode).toBe(403);
      const office5 = await t.tokenFor(brandStaffEmail('office', 5));
      expect((await t.app.inject({ url: `/api/companies/${id}`, headers: auth(office5) })).statusCode).toBe(404);
    });
  });
});
