import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A SEPA creditor identifier (ICS) for each demo brand, beside the main platform's written by the migration. */
export async function seedPaymentOrders(db: Db): Promise<void> {
  await db.execute(sql`
    insert into sepa_creditor_ids (brand_key, scheme_id)
    select id, 'FR' || lpad((id % 100)::text, 2, '0') || 'ZZZ' || lpad(id::text, 6, '0') from brands
    on conflict (brand_key) do nothing`);
}
