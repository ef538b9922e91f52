import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A pack big enough for any test (1,000,000 €), in cents. */
export const TEST_PACK_CENTS = 100_000_000;

/**
 * Test helper: every company of the brand, and every member of it who already has an account of
 * their own, is granted `cents` more credits, so that bookings made by a test are paid.
 */
export async function fundBrand(db: Executor, brandId: number, cents = TEST_PACK_CENTS): Promise<void> {
  await db.execute(
    sql`insert into credit_accounts (brand_id, company_id) select brand_id, id from companies where brand_id = ${brandId} on conflict do nothing`,
  );
  await db.execute(sql`insert into credit_entries (account_id, brand_id, kind, label, amount_cents, balance_after_cents)
    select a.id, a.brand_id, 'grant', 'Pack de test', ${cents},
      ${cents} + coalesce((select e.balance_after_cents from credit_entries e where e.account_id = a.id order by e.id desc limit 1), 0)
    from credit_accounts a where a.brand_id = ${brandId}`);
}
