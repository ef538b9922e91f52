import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, int, spreadTime } from './scale-random.ts';

/**
 * Shop orders for the benchmark volume: 50,000 per scale unit (500,000 at scale 10), over the
 * last two years, by the members of the scopes that have a shop (products besides plans), each of
 * one line of a product of that shop as sold (price and VAT copied, VAT rounded on the line), so
 * the totals are the line's. Most are paid or done, a few waiting, refused or cancelled; the
 * volume's orders grant no credits and have no invoice (a history brought over from elsewhere).
 */
const ORDERS_PER_SCALE = 50_000;
const DAYS = 730;

export const ordersVolume: VolumeGenerator = {
  area: 'orders',
  async generate(ctx) {
    const { tx } = ctx;
    await tx.execute(sql`
      create temporary table volume_order_products on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n,
        id, name, kind, unit_price_cents, vat_rate
      from products where kind <> 'subscription_plan'`);
    await tx.execute(sql`
      create temporary table volume_order_people on commit drop as
      select coalesce(u.brand_id, 0) as scope, row_number() over (partition by coalesce(u.brand_id, 0) order by u.id)::int as n,
        u.id, u.company_id
      from users u
      where u.roles = '{ROLE_USER}' and u.deleted_at is null
        and exists (select 1 from volume_order_products p where p.scope = coalesce(u.brand_id, 0))`);
    await tx.execute(sql`
      create temporary table volume_order_scopes on commit drop as
      select row_number() over (order by p.scope)::int as n, p.scope, nullif(p.scope, 0) as brand_id, count(*)::int as people,
        (select count(*)::int from volume_order_products x where x.scope = p.scope) as products
      from volume_order_people p group by p.scope`);
    await tx.execute(sql`create index on volume_order_people (scope, n)`);
    await tx.execute(sql`create index on volume_order_products (scope, n)`);
    const [counts] = await queryRows<{ scopes: number }>(tx, sql`select count(*)::int as scopes from volume_order_scopes`);
    const scopes = counts?.scopes ?? 0;
    if (scopes === 0) return;
    const total = ORDERS_PER_SCALE * ctx.scale;
    const from = await ctx.nextId('orders');
    // The line's product and quantity, drawn the same way for the order's totals and for its line.
    const line = (of: string) => sql`
      join volume_order_scopes sc on sc.n = 1 + (${sql.raw(of)} - 1) % ${int(scopes)}
      join volume_order_products p on p.scope = sc.scope and p.n = 1 + ${below(2201, 1_000_000, of)} % sc.products
      cross join lateral (select (1 + ${below(2202, 3, of)}) * p.unit_price_cents as ht, 1 + ${below(2202, 3, of)} as quantity) q
      cross join lateral (select round(q.ht * p.vat_rate / 10000.0)::int as vat) t`;
    await ctx.series(
      'orders',
      total,
      (first, last) => sql`
      insert into orders (id, brand_id, user_id, company_id, state, total_ht_cents, vat_cents, total_ttc_cents, created_at)
      select ${int(from)} - 1 + g, sc.brand_id, u.id, u.company_id,
        -- 5 payée 55 %, 7 terminé 25 %, 3 en cours 5 %, 4 en attente règlement 5 %, 2, 1, 6, 8 the rest.
        (array[5,5,5,5,5,5,5,5,5,5,5,7,7,7,7,7,3,4,2,1,6,8])[1 + ${below(2203, 22)}],
        q.ht, t.vat, q.ht + t.vat, ${spreadTime(total, DAYS)}
      from generate_series(${int(first)}, ${int(last)}) g
      ${line('g')}
      join volume_order_people u on u.scope = sc.scope and u.n = 1 + ${below(2204, 1_000_000)} % sc.people`,
    );
    await ctx.insert(
      'order_lines',
      sql`insert into order_lines (order_id, product_id, name, kind, quantity, unit_price_cents, vat_rate, credits_cents,
            total_ht_cents, vat_cents, total_ttc_cents)
          select o.id, p.id, p.name, p.kind, q.quantity, p.unit_price_cents, p.vat_rate, null, q.ht, t.vat, q.ht + t.vat
          from (select id, id - ${int(from)} + 1 as g from orders where id >= ${int(from)}) o
          ${line('o.g')}`,
    );
  },
};
