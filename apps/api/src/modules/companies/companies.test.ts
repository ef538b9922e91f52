import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { COMPANY_LABELS } from '@hubgrade/domain/companies/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo.ts';

describe.each(ENGINES)('companies on %s', (engine) => {
  let t: TestApp;
  let brandAdmin: string;
  const auth = () => ({ authorization: `Bearer ${brandAdmin}` });
  const companyOf = async (brandId: number) =>
    (await queryRows<{ id: number }>(t.database.db, sql`select id from companies where brand_id = ${brandId} order by id limit 1`))[0]
      ?.id as number;
  const companyRow = async (id: number) =>
    (await queryRows<{ row: string }>(t.database.db, sql`select c::text as row from companies c where id = ${id}`))[0]?.row;

  beforeAll(async () => {
    t = await createTestApp(engine);
    brandAdmin = await t.tokenFor(DEMO_ACCOUNTS.brand);
  });
  afterAll(() => t.close());

  it('shows the sheet of a company of the brand, with its site, category, owner and head count', async () => {
    const id = await companyOf(9);
    const res = await t.app.inject({ url: `/api/companies/${id}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    const company = res.json();
    const [expected] = await queryRows<{ users: number; site: string }>(
      t.database.db,
      sql`select (select count(*)::int from users where company_id = c.id) as users, s.name as site from companies c join sites s on s.id = c.site_id where c.id = ${id}`,
    );
    expect(company).toMatchObject({ id, brandId: 9, usersNumber: expected?.users, espaceName: expected?.site });
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
      payload: { name: 'Nova Conseil', address: '12 rue de la Paix', zipcode: '75002', city: 'Paris' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Nova Conseil',
      companyAddress: '12 rue de la Paix',
      companyZipcode: '75002',
      companyCity: 'Paris',
    });
    const history = await t.app.inject({ url: `/api/history/slug/company-${id}`, headers: auth() });
    expect(history.json()).toMatchObject({
      total: 1,
      items: [{ entityId: id, user: { email: DEMO_ACCOUNTS.brand }, newData: { name: 'Nova Conseil', zipcode: '75002' } }],
    });
  });

  it('refuses unknown fields, an empty change and a bad zip code', async () => {
    const id = await companyOf(9);
    const before = await companyRow(id);
    const cases: [unknown, string, string][] = [
      [{ name: 'X', brandId: 5 }, 'brandId', ERROR_LABELS.unknownField],
      [{ siret: '123' }, 'siret', ERROR_LABELS.unknownField],
      [{}, 'body', COMPANY_LABELS.noChange],
      [{ zipcode: '7500' }, 'zipcode', COMPANY_LABELS.zipcodeInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/companies/${id}`, headers: auth(), payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect(await companyRow(id)).toBe(before);
  });
});
