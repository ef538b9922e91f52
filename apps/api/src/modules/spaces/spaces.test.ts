import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('spaces on %s', (engine) => {
  let t: TestApp;
  const siteOf = async (brandId: number | null) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from sites where brand_id is not distinct from ${brandId} order by id limit 1`,
      )
    )[0]?.id as number;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('shows a site of the brand and 404 for another brand’s or the platform’s', async () => {
    const token = await t.tokenFor(brandStaffEmail('office', 9));
    const headers = { authorization: `Bearer ${token}` };
    const own = await siteOf(9);
    const res = await t.app.inject({ url: `/api/espaces/${own}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own, brandId: 9, brandName: 'Nova Services', zipcode: expect.stringMatching(/^\d{5}$/) });
    expect((await t.app.inject({ url: `/api/espaces/${await siteOf(5)}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/espaces/${await siteOf(null)}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/espaces/999999', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/espaces/abc', headers })).statusCode).toBe(400);
  });

  it('lets a main-platform commercial read every brand’s sites', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.commercial);
    const res = await t.app.inject({ url: `/api/espaces/${await siteOf(5)}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().brandName).toBe('Cocoon Bureaux');
  });
});
