import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { creditEntries } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const PACK_CENTS = 50_000;
/** The demo members' companies hold a year's pack, so the demo's own bookings never run them dry. */
const DEMO_PACK_CENTS = 500_000;
const GESTURE_CENTS = 10_000;

/**
 * Demo credits: every company has an account; three in four were granted a 500 € pack (some a
 * 100 € commercial gesture too), the demo members' companies a 5,000 € one. The landlord's company
 * (and the one in four left out) has none, so a booking there meets "Crédits insuffisants".
 */
export async function seedCredits(db: Db): Promise<void> {
  await db.execute(sql`insert into credit_accounts (brand_id, company_id) select brand_id, id from companies order by id`);
  const accounts = await queryRows<{ id: number; brand_id: number | null; company_id: number; demo: boolean }>(
    db,
    sql`select a.id, a.brand_id, a.company_id,
          exists (select 1 from users u where u.company_id = a.company_id and u.email like 'member%@demo.test') as demo
        from credit_accounts a
        where a.company_id not in (select company_id from users where email = ${DEMO_ACCOUNTS.landlord} and company_id is not null)
        order by a.id`,
  );
  const values: (typeof creditEntries.$inferInsert)[] = [];
  for (const account of accounts) {
    if (account.company_id % 4 === 0 && !account.demo) continue;
    const base = { accountId: account.id, brandId: account.brand_id };
    const pack = account.demo ? DEMO_PACK_CENTS : PACK_CENTS;
    values.push({
      ...base,
      kind: 'grant',
      label: account.demo ? 'Pack annuel' : 'Pack 20 jours',
      amountCents: pack,
      balanceAfterCents: pack,
      createdAt: new Date('2026-10-05T09:00:00Z'),
    });
    if (account.company_id % 4 === 2) {
      values.push({
        ...base,
        kind: 'adjustment',
        label: 'Geste commercial',
        amountCents: GESTURE_CENTS,
        balanceAfterCents: pack + GESTURE_CENTS,
        createdAt: new Date('2026-10-20T09:00:00Z'),
      });
    }
  }
  for (let i = 0; i < values.length; i += 500) await db.insert(creditEntries).values(values.slice(i, i + 500));
}
