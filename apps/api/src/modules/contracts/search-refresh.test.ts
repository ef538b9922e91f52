import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

/** The contracts and messages searches read copied words: renaming a user, a company or an ad rewrites them. */
describe.each(ENGINES)('search texts after a rename on %s', (engine) => {
  let t: TestApp;
  let headers: { authorization: string };
  /** A discussion whose ad also has a platform contract with the same tenant: both searches see the renames. */
  let sample: { contractId: number; discussionId: number; tenantId: number; companyId: number; adId: number };

  const contractsFound = async (search: string) =>
    (await t.app.inject({ url: `/api/bookings?search=${encodeURIComponent(search)}`, headers }))
      .json()
      .items.map((c: { id: number }) => c.id);
  const discussionsFound = async (search: string) =>
    (await t.app.inject({ url: `/api/messages?search=${encodeURIComponent(search)}&itemsPerPage=100`, headers }))
      .json()
      .items.map((m: { discussion_id: number }) => m.discussion_id);

  beforeAll(async () => {
    t = await createTestApp(engine);
    headers = { authorization: `Bearer ${await t.tokenFor(DEMO_ACCOUNTS.admin)}` };
    const [row] = await queryRows<typeof sample>(
      t.database.db,
      sql`select c.id as "contractId", d.id as "discussionId", d.tenant_id as "tenantId", u.company_id as "companyId", d.ad_id as "adId"
          from discussions d
          join users u on u.id = d.tenant_id
          join contracts c on c.kind = 'platform' and c.deleted_at is null and c.brand_id is not distinct from u.brand_id
          where u.company_id is not null
          order by d.id, c.id limit 1`,
    );
    if (!row) throw new Error('demo data without a discussion and a platform contract in one scope');
    // The contract made the tenant's, on the discussion's ad: each rename below reaches both searches.
    await t.database.db.execute(
      sql`update contracts set tenant_id = ${row.tenantId}, tenant_company_id = null, ad_id = ${row.adId} where id = ${row.contractId}`,
    );
    sample = row;
  });
  afterAll(() => t.close());

  it('finds a contract and a conversation by the tenant’s new last name', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${sample.tenantId}`,
      headers,
      payload: { hubgrade_user: { lastName: 'Quasimodo' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await contractsFound('quasimodo')).toContain(sample.contractId);
    expect(await discussionsFound('quasimodo')).toContain(sample.discussionId);
  });

  it('follows a company’s new name', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${sample.companyId}`,
      headers,
      payload: { name: 'Zéphyrine Conseil' },
    });
    expect(res.statusCode).toBe(200);
    expect(await contractsFound('zéphyrine')).toContain(sample.contractId);
    expect(await discussionsFound('zéphyrine')).toContain(sample.discussionId);
  });

  it('follows an ad’s new title', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/annonces/${sample.adId}`,
      headers,
      payload: { hubgrade_ad: { title: 'Loft Belvédère Orangerie' } },
    });
    expect(res.statusCode).toBe(204);
    expect(await contractsFound('belvédère orangerie')).toContain(sample.contractId);
    expect(await discussionsFound('belvédère orangerie')).toContain(sample.discussionId);
  });
});
