import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('billing on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of Object.entries({ brand9: DEMO_ACCOUNTS.brand, brand5: brandStaffEmail('admin', 5) })) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  describe('invoices', () => {
    it('lists a contract’s invoices 20 a page by id descending, in the brand scope', async () => {
      const contract = await one<{ contract_id: number; brand_id: number | null }>(
        sql`select contract_id, brand_id from invoices where brand_id = 9 group by 1, 2 order by count(*) desc limit 1`,
      );
      const res = await t.app.inject({ url: `/api/invoices?bookingId=${contract.contract_id}`, headers: as('brand9') });
      expect(res.statusCode).toBe(200);
      const expected = await queryRows<{ id: number; ttc_cents: number }>(
        t.database.db,
        sql`select id, ttc_cents from invoices where contract_id = ${contract.contract_id} order by id desc`,
      );
      expect(res.json().items.map((i: { id: number; totalTtc: number }) => [i.id, i.totalTtc])).toEqual(
        expected.slice(0, 20).map((r) => [r.id, r.ttc_cents]),
      );
      const all = (await t.app.inject({ url: '/api/invoices', headers: as('brand9') })).json();
      expect(all.items).toHaveLength(20);
      expect(all.items.every((i: { brandId: number }) => i.brandId === 9)).toBe(true);
      const foreign = (await t.app.inject({ url: `/api/invoices?bookingId=${contract.contract_id}`, headers: as('brand5') })).json();
      expect(foreign.items).toEqual([]);
    });
  });
});
