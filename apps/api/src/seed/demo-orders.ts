import { ORDER_STATES, type OrderState, orderLineAmounts, orderTotals } from '@hubgrade/domain/orders/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { orderLines, orderStateEvents, orders } from '../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';
import { createRandom } from './prng.ts';

/** The states each demo order went through to reach its own. */
const PATHS: Record<OrderState, OrderState[]> = {
  1: [1],
  2: [2],
  3: [1, 4, 5, 3],
  4: [1, 4],
  5: [1, 4, 5],
  6: [2, 6],
  7: [1, 4, 5, 7],
  8: [2, 8],
};
/** Orders whose credit packs would be in the ledger: the demo keeps packs to the others, so balances stay the credits area's. */
const GRANTING: ReadonlySet<OrderState> = new Set([1, 3, 4, 5, 7]);
const DAY = 86_400_000;

/**
 * A year of demo orders in the scopes with a shop (the main platform and brand 5): three in every
 * state, by their members (the demo member first), of the products they sell. The stock is today's
 * and is left as the catalogue seeds it.
 */
export async function seedOrders(db: Db): Promise<void> {
  const random = createRandom(20261127);
  const now = Date.now();
  for (const brandId of [null, 5] as const) {
    const first = brandId === null ? DEMO_ACCOUNTS.member : brandStaffEmail('member', brandId);
    const staffEmail = brandId === null ? DEMO_ACCOUNTS.admin : brandStaffEmail('admin', brandId);
    const buyers = await queryRows<{ id: number; company_id: number | null }>(
      db,
      sql`select id, company_id from users where brand_id is not distinct from ${brandId} and deleted_at is null
          and roles = '{ROLE_USER}' order by (email = ${first}) desc, id limit 6`,
    );
    const [staff] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${staffEmail}`);
    const products = await queryRows<{ id: number; name: string; kind: string; price: number; vat: number; credits: number | null }>(
      db,
      sql`select id, name, kind, unit_price_cents as price, vat_rate as vat, credits_cents as credits from products
          where brand_id is not distinct from ${brandId} and kind <> 'subscription_plan' and active order by id`,
    );
    const others = products.filter((p) => p.kind !== 'credit_pack');
    if (buyers.length === 0 || !staff || others.length === 0) continue;
    let n = 0;
    for (const state of ORDER_STATES) {
      for (let copy = 0; copy < 3; copy++) {
        n += 1;
        const buyer = buyers[n % buyers.length] as (typeof buyers)[number];
        const shelf = GRANTING.has(state) ? others : products;
        const chosen = [...new Set(Array.from({ length: 1 + random.int(0, 2) }, () => random.pick(shelf)))];
        const lines = chosen.map((p) => {
          const priced = { unitPriceCents: p.price, quantity: p.kind === 'credit_pack' ? 1 : random.int(1, 3), vatRate: p.vat };
          return { productId: p.id, name: p.name, kind: p.kind, creditsCents: p.credits, ...priced, ...orderLineAmounts(priced) };
        });
        const createdAt = new Date(now - random.int(2, 360) * DAY - random.int(0, 600) * 60_000);
        const [order] = await db
          .insert(orders)
          .values({ brandId, userId: buyer.id, companyId: buyer.company_id, state, createdAt, ...orderTotals(lines) })
          .returning({ id: orders.id });
        if (!order) throw new Error('demo order not written');
        await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
        const path = PATHS[state];
        await db.insert(orderStateEvents).values(
          path.map((step, i) => ({
            orderId: order.id,
            fromState: i === 0 ? null : (path[i - 1] as OrderState),
            state: step,
            actor: i === 0 ? 'buyer' : 'staff',
            userId: i === 0 ? buyer.id : staff.id,
            createdAt: new Date(createdAt.getTime() + i * DAY),
          })),
        );
      }
    }
  }
}
