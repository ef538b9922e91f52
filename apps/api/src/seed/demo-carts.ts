import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { cartLines, carts } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { createRandom } from './prng.ts';

const HOUR = 3_600_000;

/**
 * Open carts in the scopes with a shop (the main platform and brand 5): four members each with one
 * to three products of their brand, changed over the last days. The demo member's own cart is left
 * empty: they fill it from /magasin.
 */
export async function seedCarts(db: Db): Promise<void> {
  const random = createRandom(20261128);
  const now = Date.now();
  for (const brandId of [null, 5] as const) {
    const members = await queryRows<{ id: number }>(
      db,
      sql`select id from users where brand_id is not distinct from ${brandId} and deleted_at is null
          and roles = '{ROLE_USER}' and email <> ${DEMO_ACCOUNTS.member} order by id limit 4`,
    );
    const products = await queryRows<{ id: number }>(
      db,
      sql`select id from products where brand_id is not distinct from ${brandId} and kind <> 'subscription_plan' and active
          and (stock is null or stock >= 3) order by id`,
    );
    if (products.length === 0) continue;
    for (const member of members) {
      const updatedAt = new Date(now - random.int(1, 240) * HOUR);
      const [cart] = await db
        .insert(carts)
        .values({ brandId, userId: member.id, createdAt: new Date(updatedAt.getTime() - 2 * HOUR), updatedAt })
        .returning({ id: carts.id });
      if (!cart) throw new Error('demo cart not written');
      const chosen = [...new Set(Array.from({ length: 1 + random.int(0, 2) }, () => random.pick(products).id))];
      await db.insert(cartLines).values(chosen.map((productId) => ({ cartId: cart.id, productId, quantity: random.int(1, 3) })));
    }
  }
}
