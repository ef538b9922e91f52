import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import { ORDER_MAX_LINES } from '@hubgrade/domain/orders/rules';
import type { Cart, CartList, MyCart, OrderCreated } from '@hubgrade/domain/orders/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const R = ORDER_LABELS.refusals;
const C = ORDER_LABELS.carts.refusals;
type Who = 'admin' | 'brand5' | 'brand9' | 'member5' | 'member9' | 'member';

describe.each(ENGINES)('shop carts on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const add = (who: Who, productId: number, quantity = 1) => call(who, 'POST', '/panier/lignes', { productId, quantity });
  const setLine = (who: Who, cart: number, productId: number, quantity: number) =>
    call(who, 'PUT', `/paniers/${cart}/lignes/${productId}`, { quantity });
  const setRights = (who: Who, shoppingRights: boolean) =>
    rows(sql`update users set shopping_rights = ${shoppingRights} where id = ${ids[who]}`);
  /** A product of the brand, made for the test: its price, VAT rate and stock are the test's. */
  const product = async (brandId: number, price: number, vatRate: number, stock: number | null = null) => {
    const category = await one<{ id: number }>(sql`select id from product_categories where brand_id = ${brandId} order by id limit 1`);
    return (
      await one<{ id: number }>(sql`insert into products (brand_id, category_id, name, kind, unit_price_cents, vat_rate, unit, stock)
        values (${brandId}, ${category.id}, ${`Fourniture ${Math.random().toString(36).slice(2, 8)}`}, 'product', ${price}, ${vatRate},
          'one_off', ${stock}) returning id`)
    ).id;
  };
  const packOf = (brandId: number) =>
    one<{ id: number; credits_cents: number }>(
      sql`select id, credits_cents from products where brand_id = ${brandId} and kind = 'credit_pack' and active order by id limit 1`,
    );
  const cartOf = async (who: Who) => ((await call(who, 'GET', '/panier')).json() as MyCart).cart;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['member5', brandStaffEmail('member', 5)],
      ['member9', brandStaffEmail('member', 9)],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
      ids[who] = (await one<{ id: number }>(sql`select id from users where email = ${email}`)).id;
    }
  });
  beforeEach(() => rows(sql`delete from carts where user_id in (${ids.member5}, ${ids.member})`));
  afterAll(() => t.close());

  it('fills a member’s cart from the shop, priced from the catalogue, VAT rounded per line and added up per rate', async () => {
    expect(await cartOf('member5')).toBeNull();
    const pen = await product(5, 55, 550);
    const desk = await product(5, 10_000, 2000);
    expect((await add('member5', pen)).statusCode).toBe(200);
    await add('member5', pen);
    const res = await add('member5', desk, 2);
    expect(res.statusCode).toBe(200);
    const cart = res.json() as Cart;
    expect(cart.userId).toBe(ids.member5);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [pen, 2],
      [desk, 2],
    ]);
    // 2 × 0,55 € at 5,5 %: 6,05 cents rounded on the line to 6.
    expect(cart.vatByRate).toEqual([
      { rate: 550, vatCents: 6 },
      { rate: 2000, vatCents: 4000 },
    ]);
    expect([cart.totalHtCents, cart.vatCents, cart.totalTtcCents]).toEqual([20_110, 4006, 24_116]);
    expect(cart.lineCount).toBe(2);
    expect(cart.products.some((p) => p.id === pen)).toBe(true);
    expect((await cartOf('member5'))?.id).toBe(cart.id);
    // The member changes a quantity and takes a product out.
    expect(((await setLine('member5', cart.id, desk, 1)).json() as Cart).totalHtCents).toBe(10_110);
    const removed = await call('member5', 'DELETE', `/paniers/${cart.id}/lignes/${pen}`);
    expect((removed.json() as Cart).lines.map((l) => l.productId)).toEqual([desk]);
    expect((await call('member5', 'DELETE', `/paniers/${cart.id}/lignes/${pen}`)).json().message).toBe(C.notInCart);
    // The list's totals are the sheet's.
    const list = (await call('brand5', 'GET', `/paniers?member=${ids.member5}`)).json() as CartList;
    expect(list.items).toMatchObject([{ id: cart.id, lineCount: 1, totalHtCents: 10_000, totalTtcCents: 12_000 }]);
  });

  it('checks the cart out into an order at today’s prices, by the member’s shopping right, and closes it', async () => {
    await setRights('member5', true);
    const pack = await packOf(5);
    const goods = await product(5, 1000, 2000, 3);
    await add('member5', pack.id);
    const cart = (await add('member5', goods, 2)).json() as Cart;
    // The catalogue's price changes before the checkout: the order takes the new one.
    await rows(sql`update products set unit_price_cents = 1500 where id = ${goods}`);
    const res = await call('member5', 'POST', `/paniers/${cart.id}/commande`);
    expect(res.statusCode).toBe(201);
    const { order, creditBalanceCents } = res.json() as OrderCreated;
    expect(order.state).toBe(4);
    expect(order.lines.find((l) => l.productId === goods)).toMatchObject({ quantity: 2, unitPriceCents: 1500, totalHtCents: 3000 });
    expect(creditBalanceCents).not.toBeNull();
    expect(order.history[0]).toMatchObject({ actor: 'buyer' });
    expect(await one(sql`select stock from products where id = ${goods}`)).toEqual({ stock: 1 });
    expect(await cartOf('member5')).toBeNull();
    expect((await call('member5', 'GET', `/paniers/${cart.id}`)).statusCode).toBe(404);
    // Without the right, the order waits for the company's validation.
    await setRights('member5', false);
    const next = (await add('member5', goods)).json() as Cart;
    expect(next.needsValidation).toBe(true);
    const waiting = (await call('member5', 'POST', `/paniers/${next.id}/commande`)).json() as OrderCreated;
    expect(waiting.order.state).toBe(2);
  });

  it('lets staff complete a member’s cart and order it for them, as the order’s history says', async () => {
    await setRights('member5', true);
    const goods = await product(5, 2000, 2000);
    const cart = (await add('member5', goods)).json() as Cart;
    const extra = await product(5, 500, 1000);
    const completed = await setLine('brand5', cart.id, extra, 3);
    expect(completed.statusCode).toBe(200);
    expect((completed.json() as Cart).lines.map((l) => [l.productId, l.quantity])).toEqual([
      [goods, 1],
      [extra, 3],
    ]);
    const res = await call('brand5', 'POST', `/paniers/${cart.id}/commande`);
    expect(res.statusCode).toBe(201);
    const { order } = res.json() as OrderCreated;
    expect(order.userId).toBe(ids.member5);
    expect(order.totalHtCents).toBe(3500);
    const placed = await one<{ actor: string; user_id: number }>(
      sql`select actor, user_id from order_state_events where order_id = ${order.id} order by id limit 1`,
    );
    expect(placed).toEqual({ actor: 'staff', user_id: ids.brand5 });
    expect(order.history[0]).toMatchObject({ actor: 'staff' });
  });

  it('lets staff empty a cart, and keeps each brand’s carts to itself', async () => {
    const goods = await product(5, 100, 2000);
    const cart = (await add('member5', goods)).json() as Cart;
    const theirs = (
      await add(
        'member',
        (
          await one<{ id: number }>(sql`select id from products where brand_id is null
      and kind <> 'subscription_plan' and active and stock is null order by id limit 1`)
        ).id,
      )
    ).json() as Cart;
    // Another brand's cart is not found, whatever the call; brand 9 has no shop.
    for (const [method, url] of [
      ['GET', `/paniers/${theirs.id}`],
      ['PUT', `/paniers/${theirs.id}/lignes/${goods}`],
      ['DELETE', `/paniers/${theirs.id}/lignes/${goods}`],
      ['DELETE', `/paniers/${theirs.id}`],
      ['POST', `/paniers/${theirs.id}/commande`],
    ] as const) {
      const res = await call('brand5', method, url, method === 'PUT' ? { quantity: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('member', 'GET', `/paniers/${cart.id}`)).statusCode).toBe(404);
    expect((await call('brand9', 'GET', '/paniers')).statusCode).toBe(403);
    expect((await call('member9', 'GET', '/panier')).statusCode).toBe(403);
    const list = (await call('brand5', 'GET', '/paniers')).json() as CartList;
    expect(list.items.every((c) => c.brandId === 5)).toBe(true);
    expect(list.items.map((c) => c.id)).toContain(cart.id);
    expect(list.items.map((c) => c.id)).not.toContain(theirs.id);
    const mine = (await call('member', 'GET', '/paniers')).json() as CartList;
    expect(mine.items.map((c) => c.id)).toEqual([theirs.id]);
    // A product of another brand does not go in the cart.
    expect((await setLine('brand5', cart.id, (await packOf(5)).id, 1)).statusCode).toBe(200);
    const foreign = await call('member5', 'POST', '/panier/lignes', { productId: theirs.lines[0]?.productId, quantity: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(R.unknownProduct);
    // Emptied, the cart is gone.
    expect((await call('brand5', 'DELETE', `/paniers/${cart.id}`)).statusCode).toBe(204);
    expect(await cartOf('member5')).toBeNull();
    expect(await rows(sql`select id from cart_lines where cart_id = ${cart.id}`)).toEqual([]);
  });

  it('refuses bad input in French and writes nothing: quantities, stock, plans, a full cart, an empty checkout, staff adding', async () => {
    const scarce = await product(5, 100, 2000, 2);
    const zero = await add('member5', scarce, 0);
    expect(zero.statusCode).toBe(400);
    expect(JSON.stringify(zero.json())).toContain(R.quantity);
    expect((await call('member5', 'POST', '/panier/lignes', { productId: 'x', quantity: 1 })).statusCode).toBe(400);
    expect((await call('member5', 'POST', '/panier/lignes', { productId: scarce, quantity: 1, price: 1 })).statusCode).toBe(400);
    const over = await add('member5', scarce, 3);
    expect(over.statusCode).toBe(409);
    const { name } = await one<{ name: string }>(sql`select name from products where id = ${scarce}`);
    expect(over.json().message).toBe(R.outOfStock(name));
    expect(await cartOf('member5')).toBeNull();
    const cart = (await add('member5', scarce, 2)).json() as Cart;
    expect((await setLine('member5', cart.id, scarce, 1001)).statusCode).toBe(400);
    expect((await call('member5', 'PUT', `/paniers/${cart.id}/lignes/abc`, { quantity: 1 })).statusCode).toBe(400);
    const plan = await one<{ id: number }>(
      sql`select id from products where brand_id = 5 and kind = 'subscription_plan' and active limit 1`,
    );
    expect((await add('member5', plan.id)).json().message).toBe(R.subscriptionPlan);
    expect((await add('brand5', scarce)).statusCode).toBe(403);
    for (let n = 1; n < ORDER_MAX_LINES; n++) await add('member5', await product(5, 100, 2000));
    const full = await add('member5', await product(5, 100, 2000));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(C.tooManyLines);
    // The stock runs out before the checkout: refused, the cart kept as it was.
    await rows(sql`update products set stock = 1 where id = ${scarce}`);
    const before = await rows(sql`select id from orders`);
    const refused = await call('member5', 'POST', `/paniers/${cart.id}/commande`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Stock insuffisant/);
    expect(await rows(sql`select id from orders`)).toHaveLength(before.length);
    expect((await cartOf('member5'))?.lineCount).toBe(ORDER_MAX_LINES);
    // An emptied cart has nothing to order.
    await rows(sql`delete from cart_lines where cart_id = ${cart.id}`);
    const empty = await call('member5', 'POST', `/paniers/${cart.id}/commande`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(C.noLines);
  });
});
