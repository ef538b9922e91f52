import { packExpiry } from '@hubgrade/domain/credits/validity';
import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import type { Order, OrderCreated, OrderList, Shop } from '@hubgrade/domain/orders/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const R = ORDER_LABELS.refusals;
const T = ORDER_LABELS.transitionRefusals;
type Who = 'admin' | 'brand5' | 'brand9' | 'owner5' | 'member5' | 'member9' | 'member';

describe.each(ENGINES)('shop orders on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const buy = (who: Who, productId: number, quantity = 1) => call(who, 'POST', '/commandes', { lines: [{ productId, quantity }] });
  const move = (who: Who, id: number, state: number) => call(who, 'POST', `/commandes/${id}/etat`, { state });
  const setRights = (who: Who, shoppingRights: boolean) =>
    rows(sql`update users set shopping_rights = ${shoppingRights} where id = ${ids[who]}`);
  const packOf = (brandId: number | null) =>
    one<{ id: number; credits_cents: number; unit_price_cents: number; vat_rate: number; name: string; validity_months: number }>(
      sql`select id, credits_cents, unit_price_cents, vat_rate, name, validity_months from products
          where brand_id is not distinct from ${brandId} and kind = 'credit_pack' and active order by id limit 1`,
    );
  const goods = async (brandId: number, stock: number | null) => {
    const category = await one<{ id: number }>(sql`select id from product_categories where brand_id = ${brandId} order by id limit 1`);
    return (
      await one<{ id: number }>(sql`insert into products (brand_id, category_id, name, kind, unit_price_cents, vat_rate, unit, stock)
        values (${brandId}, ${category.id}, ${`Carnet ${Math.random().toString(36).slice(2, 8)}`}, 'product', 333, 2000, 'one_off', ${stock})
        returning id`)
    ).id;
  };
  /** An employee's order of `product`, validated by the owner: waiting to be invoiced. */
  const validated = async (product: number, quantity = 1) => {
    await setRights('member5', false);
    const { order } = (await buy('member5', product, quantity)).json() as OrderCreated;
    expect((await move('owner5', order.id, 1)).statusCode).toBe(200);
    return order.id;
  };
  const pay = (invoiceId: number, amountCents: number) =>
    call('brand5', 'POST', `/invoices/${invoiceId}/payments`, { method: 'transfer', amountCents, paidOn: '2026-01-05' });
  const balanceOf = async (who: Who) => ((await call(who, 'GET', '/magasin')).json() as Shop).creditBalanceCents;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['owner5', brandStaffEmail('owner', 5)],
      ['member5', brandStaffEmail('member', 5)],
      ['member9', brandStaffEmail('member', 9)],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
      ids[who] = (await one<{ id: number }>(sql`select id from users where email = ${email}`)).id;
    }
  });
  afterAll(() => t.close());

  it('shows a member the packs and products of their brand, packs first, without the plans, and their balance', async () => {
    const res = await call('member5', 'GET', '/magasin');
    expect(res.statusCode).toBe(200);
    const shop = res.json() as Shop;
    expect(shop.products.length).toBeGreaterThan(0);
    expect(shop.products[0]?.kind).toBe('credit_pack');
    expect(shop.products.some((p) => p.kind === 'subscription_plan')).toBe(false);
    const brands = await rows<{ brand_id: number }>(
      sql`select distinct brand_id from products where id in ${sql.raw(`(${shop.products.map((p) => p.id).join(',')})`)}`,
    );
    expect(brands).toEqual([{ brand_id: 5 }]);
    expect(shop.sites.length).toBeGreaterThan(0);
    // A brand without the shop module has none.
    expect((await call('member9', 'GET', '/magasin')).statusCode).toBe(403);
  });

  it('buys a credit pack straight away with the right, the credits in the ledger in the same transaction', async () => {
    await setRights('member5', true);
    const pack = await packOf(5);
    const before = await balanceOf('member5');
    const res = await buy('member5', pack.id, 2);
    expect(res.statusCode).toBe(201);
    const { order, creditBalanceCents } = res.json() as OrderCreated;
    // Straight on: invoiced in the same transaction, it waits for its payment.
    expect(order.state).toBe(4);
    expect(order.invoiceId).not.toBeNull();
    expect(order.creditsGranted).toBe(true);
    const ht = pack.unit_price_cents * 2;
    const vat = Math.round((ht * pack.vat_rate) / 10_000);
    expect([order.totalHtCents, order.vatCents, order.totalTtcCents]).toEqual([ht, vat, ht + vat]);
    expect(order.lines).toMatchObject([{ productId: pack.id, quantity: 2, kind: 'credit_pack', creditsCents: pack.credits_cents }]);
    expect(creditBalanceCents).toBe(before + 2 * pack.credits_cents);
    expect(await balanceOf('member5')).toBe(before + 2 * pack.credits_cents);
    const entry = await one<{ kind: string; label: string; expires_at: Date | string }>(
      sql`select kind, label, expires_at from credit_entries order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ kind: 'grant', label: ORDER_LABELS.creditEntry(order.id, pack.name) });
    // Valid for the pack's months from today.
    expect(new Date(entry.expires_at).toISOString()).toBe(packExpiry(new Date(), pack.validity_months).toISOString());
    // Invoiced, it is settled through its invoice only.
    expect((await move('brand5', order.id, 8)).json().message).toBe(T.notAllowed);
  });

  it('makes an employee without the right wait for the owner, who validates; the credits land then', async () => {
    await setRights('member5', false);
    const pack = await packOf(5);
    const before = await balanceOf('member5');
    const created = (await buy('member5', pack.id)).json() as OrderCreated;
    expect(created.order.state).toBe(2);
    expect(created.creditBalanceCents).toBeNull();
    expect(created.order.moves).toEqual([8]);
    expect(await balanceOf('member5')).toBe(before);
    // The buyer cannot validate their own order; the owner sees it in their list and validates it.
    expect((await move('member5', created.order.id, 1)).json().message).toBe(T.notAllowed);
    const list = (await call('owner5', 'GET', '/commandes?state=2')).json() as OrderList;
    expect(list.items.map((o) => o.id)).toContain(created.order.id);
    const sheet = (await call('owner5', 'GET', `/commandes/${created.order.id}`)).json() as Order;
    expect(sheet.moves).toEqual([1, 6]);
    const approved = await move('owner5', created.order.id, 1);
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as Order).history.map((h) => h.state)).toEqual([2, 1]);
    expect(await balanceOf('member5')).toBe(before + pack.credits_cents);
    // Credits once granted may have been spent: the order is not cancelled any more.
    const cancel = await move('brand5', created.order.id, 8);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(T.creditsGranted);
  });

  it('gives the stock back when the buyer withdraws or the owner refuses', async () => {
    await setRights('member5', false);
    const product = await goods(5, 5);
    const first = (await buy('member5', product, 3)).json() as OrderCreated;
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 2 });
    expect((await move('member5', first.order.id, 8)).statusCode).toBe(200);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 5 });
    const second = (await buy('member5', product, 5)).json() as OrderCreated;
    const refused = await move('owner5', second.order.id, 6);
    expect((refused.json() as Order).state).toBe(6);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 5 });
    // A closed order moves no more.
    expect((await move('brand5', second.order.id, 1)).json().message).toBe(T.final);
  });

  it('lets staff invoice a validated order, its invoice’s payment pay it, then finish it; a skipped move is refused in French', async () => {
    const id = await validated(await goods(5, null), 3);
    const skip = await move('brand5', id, 5);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(T.notAllowed);
    // The buyer is not staff: they cannot invoice their own order.
    expect((await move('member5', id, 4)).statusCode).toBe(409);
    const invoiced = (await move('brand5', id, 4)).json() as Order;
    expect(invoiced.state).toBe(4);
    expect(invoiced.moves).toEqual([]);
    const invoiceId = invoiced.invoiceId as number;
    // A part of the invoice paid: the order still waits; the rest paid: it is paid, in the payment's transaction.
    expect((await pay(invoiceId, 100)).statusCode).toBe(201);
    expect(((await call('brand5', 'GET', `/commandes/${id}`)).json() as Order).state).toBe(4);
    expect((await pay(invoiceId, invoiced.totalTtcCents - 100)).statusCode).toBe(201);
    const paid = (await call('brand5', 'GET', `/commandes/${id}`)).json() as Order;
    expect(paid.state).toBe(5);
    expect(await one(sql`select actor from order_state_events where order_id = ${id} order by id desc limit 1`)).toEqual({
      actor: 'system',
    });
    for (const state of [3, 7]) expect((await move('brand5', id, state)).statusCode).toBe(200);
    const sheet = (await call('brand5', 'GET', `/commandes/${id}`)).json() as Order;
    expect(sheet.history.map((h) => h.state)).toEqual([2, 1, 4, 5, 3, 7]);
    expect(sheet.moves).toEqual([]);
    expect(sheet.invoiceId).toBe(invoiceId);
  });

  it('invoices an order as a type-3 invoice whose lines and totals are the order’s', async () => {
    await setRights('member5', true);
    const pack = await packOf(5);
    const product = await goods(5, null);
    const res = await call('member5', 'POST', '/commandes', {
      lines: [
        { productId: pack.id, quantity: 2 },
        { productId: product, quantity: 7 },
      ],
    });
    const { order } = res.json() as OrderCreated;
    expect(order.history.map((h) => h.state)).toEqual([1, 4]);
    expect(order.history[1]?.byName).toBeNull();
    const invoice = await one<{
      type: number;
      user_id: number;
      company_id: number | null;
      ht_cents: number;
      vat_cents: number;
      ttc_cents: number;
      brand_id: number;
    }>(sql`select type, user_id, company_id, ht_cents, vat_cents, ttc_cents, brand_id from invoices where id = ${order.invoiceId}`);
    expect(invoice).toEqual({
      type: 3,
      user_id: ids.member5,
      company_id: order.companyId,
      ht_cents: order.totalHtCents,
      vat_cents: order.vatCents,
      ttc_cents: order.totalTtcCents,
      brand_id: 5,
    });
    const lines = await rows<{
      designation: string;
      quantity: string;
      unit_price_cents: number;
      vat_rate: number;
      ht_cents: number;
      vat_cents: number;
      ttc_cents: number;
    }>(
      sql`select designation, quantity::text, unit_price_cents, vat_rate, ht_cents, vat_cents, ttc_cents from invoice_lines where invoice_id = ${order.invoiceId} order by position`,
    );
    expect(
      lines.map((l) => [l.designation, Number(l.quantity), l.unit_price_cents, l.vat_rate, l.ht_cents, l.vat_cents, l.ttc_cents]),
    ).toEqual(order.lines.map((l) => [l.name, l.quantity, l.unitPriceCents, l.vatRate, l.totalHtCents, l.vatCents, l.totalTtcCents]));
    // Written in the sales journal with it.
    const journal = await one<{ n: number }>(
      sql`select count(*)::int as n from journal_operations where source_kind = 'invoice' and source_id = ${order.invoiceId}`,
    );
    expect(journal.n).toBe(1);
  });

  it('issues one invoice only under two concurrent « Facturer »', async () => {
    const id = await validated(await goods(5, null));
    const before = await one<{ n: number }>(sql`select count(*)::int as n from invoices where brand_id = 5`);
    const results = await Promise.all([move('brand5', id, 4), move('brand5', id, 4)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(T.same);
    expect(await one(sql`select count(*)::int as n from invoices where brand_id = 5`)).toEqual({ n: before.n + 1 });
    expect((await rows(sql`select id from order_state_events where order_id = ${id} and state = 4`)).length).toBe(1);
  });

  it('notifies the owner and managers of an order to validate, and the buyer of the answer', async () => {
    await setRights('member5', false);
    const product = await goods(5, null);
    const notices = (userId: number, orderId: number) =>
      rows<{ kind: string; content: string; link: string }>(
        sql`select kind, content, link from notifications where user_id = ${userId} and link = ${`/commandes/commandes/${orderId}`} order by id`,
      );
    const first = (await buy('member5', product)).json() as OrderCreated;
    const [toOwner] = await notices(ids.owner5, first.order.id);
    expect(toOwner?.kind).toBe('order_to_validate');
    expect(toOwner?.content).toContain(`commande n° ${first.order.id}`);
    const validators = await rows<{ id: number }>(
      sql`select id from users where company_id = ${first.order.companyId} and id <> ${ids.member5} and (company_owner or access_company)`,
    );
    const told = await rows<{ user_id: number }>(
      sql`select user_id from notifications where kind = 'order_to_validate' and link = ${`/commandes/commandes/${first.order.id}`} order by user_id`,
    );
    expect(told.map((r) => r.user_id)).toEqual(validators.map((v) => v.id).sort((a, b) => a - b));
    expect(await notices(ids.member5, first.order.id)).toEqual([]);
    await move('owner5', first.order.id, 1);
    expect(await notices(ids.member5, first.order.id)).toEqual([
      {
        kind: 'order_decided',
        content: ORDER_LABELS.notifications.validated(first.order.id),
        link: `/commandes/commandes/${first.order.id}`,
      },
    ]);
    const second = (await buy('member5', product)).json() as OrderCreated;
    await move('owner5', second.order.id, 6);
    expect((await notices(ids.member5, second.order.id)).map((n) => n.content)).toEqual([
      ORDER_LABELS.notifications.refused(second.order.id),
    ]);
    // A buyer's own withdrawal tells nobody.
    const third = (await buy('member5', product)).json() as OrderCreated;
    await move('member5', third.order.id, 8);
    expect(await notices(ids.member5, third.order.id)).toEqual([]);
  });

  it('keeps each brand’s orders to itself (404) and lists with filters and paging', async () => {
    await setRights('member5', true);
    const { order } = (await buy('member5', await goods(5, null))).json() as OrderCreated;
    expect((await call('brand9', 'GET', `/commandes/${order.id}`)).statusCode).toBe(403);
    expect((await call('member', 'GET', `/commandes/${order.id}`)).statusCode).toBe(404);
    expect((await move('member', order.id, 8)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/commandes/${order.id}`)).statusCode).toBe(200);
    // A product of another brand cannot be bought.
    const foreign = await packOf(null);
    const res = await buy('member5', foreign.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(R.unknownProduct);
    const page = (await call('brand5', 'GET', `/commandes?itemsPerPage=2&member=${ids.member5}`)).json() as OrderList;
    expect(page.items).toHaveLength(2);
    expect(page.items.every((o) => o.brandId === 5 && o.userId === ids.member5)).toBe(true);
    const nextPage = (
      await call('brand5', 'GET', `/commandes?itemsPerPage=2&member=${ids.member5}&after=${page.next}`)
    ).json() as OrderList;
    expect(nextPage.items[0]?.id).toBeLessThan(page.items[1]?.id ?? 0);
    const mine = (await call('member', 'GET', '/commandes')).json() as OrderList;
    expect(mine.items.every((o) => o.userId === ids.member)).toBe(true);
  });

  it('refuses bad input with French field errors, and staff buying', async () => {
    const empty = await call('member5', 'POST', '/commandes', { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(R.noLines);
    const zero = await call('member5', 'POST', '/commandes', { lines: [{ productId: 1, quantity: 0 }] });
    expect(JSON.stringify(zero.json())).toContain(R.quantity);
    expect((await call('member5', 'POST', '/commandes', { lines: 'x' })).statusCode).toBe(400);
    expect((await move('brand5', 1, 42)).statusCode).toBe(400);
    expect((await buy('brand5', (await packOf(5)).id)).statusCode).toBe(403);
    const plan = await one<{ id: number }>(
      sql`select id from products where brand_id = 5 and kind = 'subscription_plan' and active limit 1`,
    );
    const before = await rows(sql`select id from orders`);
    const refused = await buy('member5', plan.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(R.subscriptionPlan);
    expect(await rows(sql`select id from orders`)).toHaveLength(before.length);
  });

  it('never takes the stock below zero: 50 concurrent orders for a stock of 10', async () => {
    await setRights('member5', true);
    const product = await goods(5, 10);
    const results = await Promise.all(Array.from({ length: 50 }, () => buy('member5', product)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/^Stock insuffisant/);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 0 });
    const sold = await one<{ n: number }>(sql`select count(*)::int as n from order_lines where product_id = ${product}`);
    expect(sold.n).toBe(10);
  });
});
