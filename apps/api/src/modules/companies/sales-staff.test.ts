import { SALES_STAFF_LABELS } from '@hubgrade/domain/companies/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('sales staff on %s', (engine) => {
  let t: TestApp;
  let brandAdmin: string;
  let superAdmin: string;
  const auth = (token = brandAdmin) => ({ authorization: `Bearer ${token}` });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const commercialsOf = async (brandId: number | null) =>
    (
      await rows<{ id: number }>(
        sql`select id from users where 'ROLE_COMMERCIAL' = any(roles) and brand_id is not distinct from ${brandId} order by id`,
      )
    ).map((r) => r.id);
  const contractOf = async (brandId: number | null) =>
    (
      await rows<{ id: number; commercial_id: number | null }>(
        sql`select id, commercial_id from contracts where brand_id is not distinct from ${brandId} and deleted_at is null order by id limit 1`,
      )
    )[0] as { id: number; commercial_id: number | null };
  const contractRow = async (id: number) =>
    (await rows<{ row: string }>(sql`select c::text as row from contracts c where id = ${id}`))[0]?.row;

  beforeAll(async () => {
    t = await createTestApp(engine);
    brandAdmin = await t.tokenFor(DEMO_ACCOUNTS.brand);
    superAdmin = await t.tokenFor(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  it('lists the brand’s salespeople with the figures of their contracts and invoices', async () => {
    const res = await t.app.inject({ url: '/api/commerciaux', headers: auth() });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const own = await commercialsOf(9);
    expect(page.items.map((c: { id: number }) => c.id)).toEqual([...own].sort((a, b) => b - a));
    expect(page.total).toBe(own.length);
    for (const row of page.items) {
      const [expected] = await rows<{
        contracts: number;
        ongoing: number;
        rent: number;
        invoices: number;
        invoiced: number;
        paid: number;
      }>(sql`
        select (select count(*)::int from contracts where commercial_id = ${row.id} and deleted_at is null) as contracts,
          (select count(*)::int from contracts where commercial_id = ${row.id} and deleted_at is null and state in (4, 5)) as ongoing,
          (select coalesce(sum(rent_cents - discount_cents), 0)::int from contracts where commercial_id = ${row.id} and deleted_at is null and state in (4, 5)) as rent,
          (select count(*)::int from invoices i join contracts c on c.id = i.contract_id where c.commercial_id = ${row.id} and c.deleted_at is null and i.state <> 3) as invoices,
          (select coalesce(sum(i.ttc_cents), 0)::int from invoices i join contracts c on c.id = i.contract_id where c.commercial_id = ${row.id} and c.deleted_at is null and i.state <> 3) as invoiced,
          (select coalesce(sum(i.ttc_cents), 0)::int from invoices i join contracts c on c.id = i.contract_id where c.commercial_id = ${row.id} and c.deleted_at is null and i.state = 2) as paid`);
      expect(row).toMatchObject({
        brandId: 9,
        contractsCount: expected?.contracts,
        ongoingCount: expected?.ongoing,
        monthlyRentCents: expected?.rent,
        invoicesCount: expected?.invoices,
        invoicedCents: expected?.invoiced,
        paidCents: expected?.paid,
      });
    }
    expect(page.items.some((c: { contractsCount: number }) => c.contractsCount > 0)).toBe(true);
  });

  it('shows every brand’s salespeople on the main platform, sorted on a figure', async () => {
    const page = (await t.app.inject({ url: '/api/commerciaux?sortBy=contractsCount&itemsPerPage=100', headers: auth(superAdmin) })).json();
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where 'ROLE_COMMERCIAL' = any(roles) and deleted_at is null`,
    );
    expect(page.total).toBe(count?.n);
    const counts = page.items.map((c: { contractsCount: number }) => c.contractsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(page.items.map((c: { brandId: number | null }) => c.brandId)).size).toBeGreaterThan(2);
  });

  it('is the brand’s "dossier commercial" module: refused where the brand lacks it', async () => {
    const admin5 = await t.tokenFor(brandStaffEmail('admin', 5));
    expect((await t.app.inject({ url: '/api/commerciaux', headers: auth(admin5) })).statusCode).toBe(403);
  });

  it('lists the contracts a salesperson follows, and answers 404 for another brand’s', async () => {
    const [commercial] = await rows<{ id: number }>(
      sql`select commercial_id as id from contracts where brand_id = 9 and commercial_id is not null group by 1 order by 1 limit 1`,
    );
    const res = await t.app.inject({ url: `/api/commerciaux/${commercial?.id}/contracts`, headers: auth() });
    expect(res.statusCode).toBe(200);
    const expected = await rows<{ id: number }>(
      sql`select id from contracts where commercial_id = ${commercial?.id} and deleted_at is null order by id desc limit 20`,
    );
    expect(res.json().items.map((c: { id: number }) => c.id)).toEqual(expected.map((c) => c.id));
    expect(res.json().items[0]).toMatchObject({ kind: expect.any(String), tenantName: expect.any(String), commercialId: commercial?.id });
    const [other] = await commercialsOf(5);
    expect((await t.app.inject({ url: `/api/commerciaux/${other}/contracts`, headers: auth() })).statusCode).toBe(404);
  });

  it('assigns a salesperson of the contract’s brand, with the contract’s history and a notification', async () => {
    const contract = await contractOf(9);
    const target = (await commercialsOf(9)).find((id) => id !== contract.commercial_id) as number;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/commerciaux/contracts/${contract.id}`,
      headers: auth(),
      payload: { commercialId: target },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: contract.id, commercialId: target });
    const [stored] = await rows<{ commercial_id: number }>(sql`select commercial_id from contracts where id = ${contract.id}`);
    expect(stored?.commercial_id).toBe(target);
    const history = (await t.app.inject({ url: `/api/history/slug/contract-${contract.id}`, headers: auth(superAdmin) })).json();
    expect(history.items[0]).toMatchObject({
      user: { email: DEMO_ACCOUNTS.brand },
      oldData: { commercialId: contract.commercial_id },
      newData: { commercialId: target },
    });
    const [notification] = await rows<{ content: string }>(
      sql`select content from notifications where user_id = ${target} order by id desc limit 1`,
    );
    expect(notification?.content).toBe(SALES_STAFF_LABELS.assignedNotification(contract.id));

    // The same salesperson again changes nothing and records nothing.
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/commerciaux/contracts/${contract.id}`,
      headers: auth(),
      payload: { commercialId: target },
    });
    expect(again.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/history/slug/contract-${contract.id}`, headers: auth(superAdmin) })).json();
    expect(after.total).toBe(history.total);

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/commerciaux/contracts/${contract.id}`,
      headers: auth(),
      payload: { commercialId: null },
    });
    expect(cleared.json()).toMatchObject({ commercialId: null });
  });

  it('refuses a user who is not a salesperson, another brand’s salesperson or contract, changing nothing', async () => {
    const contract = await contractOf(9);
    const before = await contractRow(contract.id);
    const [member] = await rows<{ id: number }>(sql`select id from users where brand_id = 9 and roles = '{ROLE_USER}' order by id limit 1`);
    const [commercial5] = await commercialsOf(5);
    const [commercial9] = await commercialsOf(9);
    const foreignContract = await contractOf(5);
    const foreignBefore = await contractRow(foreignContract.id);

    const patch = (id: number, commercialId: number, token = brandAdmin) =>
      t.app.inject({ method: 'PATCH', url: `/api/commerciaux/contracts/${id}`, headers: auth(token), payload: { commercialId } });

    const notCommercial = await patch(contract.id, member?.id as number);
    expect(notCommercial.statusCode).toBe(400);
    expect(notCommercial.json().errors).toEqual({ commercialId: [SALES_STAFF_LABELS.notCommercial] });
    // Brand 5's salesperson is out of brand 9's sight…
    const hidden = await patch(contract.id, commercial5 as number);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(SALES_STAFF_LABELS.commercialNotFound);
    // …and the main platform, which sees both, may not give a brand 9 contract to brand 5's.
    const otherBrand = await patch(contract.id, commercial5 as number, superAdmin);
    expect(otherBrand.statusCode).toBe(400);
    expect(otherBrand.json().errors).toEqual({ commercialId: [SALES_STAFF_LABELS.otherBrand] });
    expect((await patch(foreignContract.id, commercial9 as number)).statusCode).toBe(404);
    expect((await patch(2_147_483_647, commercial9 as number)).statusCode).toBe(404);

    expect(await contractRow(contract.id)).toBe(before);
    expect(await contractRow(foreignContract.id)).toBe(foreignBefore);
  });
});
