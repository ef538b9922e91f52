import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand5';

describe.each(ENGINES)('quote lines from the catalogue on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  let member: number;
  let member5: number;
  let made = 0;
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const expiry = addParisDays(parisDay(), 30);
  /** A product of the brand's shop, under a category of its own. */
  const product = async (
    brand: number | null,
    over: { price?: number; vat?: number; stock?: number | null; active?: boolean; kind?: string } = {},
  ) => {
    made += 1;
    const name = `Produit devis ${made} ${engine}`;
    const category = await one<{ id: number }>(
      sql`insert into product_categories (brand_id, name, position) values (${brand}, ${`Rayon devis ${made} ${engine}`}, 99) returning id`,
    );
    const row = await one<{
      id: number;
    }>(sql`insert into products (brand_id, category_id, name, kind, unit_price_cents, vat_rate, unit, stock, active, credits_cents, validity_months)
      values (${brand}, ${category.id}, ${name}, ${over.kind ?? 'product'}, ${over.price ?? 1250}, ${over.vat ?? 550}, 'one_off',
        ${over.stock === undefined ? 5 : over.stock}, ${over.active ?? true},
        ${over.kind === 'credit_pack' ? 1000 : null}, ${over.kind === 'credit_pack' ? 6 : null})
      returning id`);
    return { id: row.id, name };
  };
  const stockOf = async (id: number) => (await one<{ stock: number | null }>(sql`select stock from products where id = ${id}`)).stock;
  const write = (lines: object[], who: Who = 'admin', client = member) =>
    call(who, 'POST', '/devis', { client, expirationDate: expiry, lines });
  const sent = async (lines: object[]) => {
    const res = await write(lines);
    expect(res.statusCode, res.body).toBe(201);
    const moved = await call('admin', 'POST', `/devis/${res.json().id}/state`, { state: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    return moved.json();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    member = (await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.member}`)).id;
    member5 = (await one<{ id: number }>(sql`select id from users where email = ${brandStaffEmail('member', 5)}`)).id;
  });
  afterAll(() => t.close());

  it('takes the price and VAT from the catalogue when the line is written, and keeps them when the price changes', async () => {
    const goods = await product(null, { price: 1250, vat: 550 });
    const res = await write([{ kind: 'product', productId: goods.id, quantity: 3 }]);
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json();
    expect(quote.lines[0]).toMatchObject({
      kind: 'product',
      designation: goods.name,
      quantity: 3,
      unitPriceCents: 1250,
      vatRate: 550,
      htCents: 3750,
      vatCents: 206,
      product: { id: goods.id, name: goods.name, unit: 'one_off' },
      slot: null,
    });
    expect(quote).toMatchObject({ ht: 3750, vat: 206, ttc: 3956 });
    await t.database.db.execute(sql`update products set unit_price_cents = 9900, vat_rate = 2000 where id = ${goods.id}`);
    const later = (await call('admin', 'GET', `/devis/${quote.id}`)).json();
    expect(later.lines[0]).toMatchObject({ unitPriceCents: 1250, vatRate: 550 });
    expect(later.ht).toBe(3750);
    const named = await write([{ kind: 'product', productId: goods.id, quantity: 1, designation: 'Kit d’accueil' }]);
    expect(named.json().lines[0]).toMatchObject({ designation: 'Kit d’accueil', unitPriceCents: 9900, vatRate: 2000 });
  });

  it('refuses another brand’s product, an inactive one, a credit pack and a part of a stocked unit, writing nothing', async () => {
    const before = (await one<{ n: number }>(sql`select count(*)::int as n from quotes`)).n;
    const theirs = await product(5);
    const inactive = await product(null, { active: false });
    const pack = await product(null, { kind: 'credit_pack', stock: null });
    for (const id of [theirs.id, inactive.id, pack.id]) {
      const res = await write([
        { kind: 'free', designation: 'Frais', quantity: 1, unitPriceCents: 100, vatRate: 2000 },
        { kind: 'product', productId: id, quantity: 1 },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: L.refusals.unknownProduct,
        errors: { 'lines.1.productId': [L.refusals.unknownProduct] },
      });
    }
    const stocked = await product(null, { stock: 10 });
    const half = await write([{ kind: 'product', productId: stocked.id, quantity: 1.5 }]);
    expect(half.json()).toMatchObject({ errors: { 'lines.0.quantity': [L.refusals.wholeQuantity] } });
    const untracked = await product(null, { stock: null });
    expect((await write([{ kind: 'product', productId: untracked.id, quantity: 1.5 }])).statusCode).toBe(201);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from quotes`)).n).toBe(before + 1);
    const own5 = await write([{ kind: 'product', productId: theirs.id, quantity: 2 }], 'brand5', member5);
    expect(own5.statusCode, own5.body).toBe(201);
  });

  it('finds the client’s brand’s active products by name for the picker', async () => {
    const mine = await product(null, { price: 4200 });
    const theirs = await product(5);
    await product(null, { active: false });
    const found = await call('admin', 'GET', `/devis/products?client=${member}&search=${encodeURIComponent(`Produit devis`)}`);
    expect(found.statusCode, found.body).toBe(200);
    const ids = found.json().map((p: { id: number }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const exact = (await call('admin', 'GET', `/devis/products?client=${member}&search=${encodeURIComponent(mine.name)}`)).json();
    expect(exact).toEqual([{ id: mine.id, name: mine.name, unitPriceCents: 4200, vatRate: 550, unit: 'one_off', stock: 5 }]);
    const forBrand5 = (await call('admin', 'GET', `/devis/products?client=${member5}&search=${encodeURIComponent(theirs.name)}`)).json();
    expect(forBrand5.map((p: { id: number }) => p.id)).toEqual([theirs.id]);
    expect((await call('brand5', 'GET', `/devis/products?client=${member}`)).json()).toMatchObject({
      errors: { client: [L.refusals.unknownClient] },
    });
  });

  it('sells a plan on a monthly quote only, once and at quantity 1; acceptance starts its subscription at the agreed price', async () => {
    made += 1;
    const category = await one<{ id: number }>(
      sql`insert into product_categories (brand_id, name, position) values (null, ${`Rayon plans ${made} ${engine}`}, 99) returning id`,
    );
    const plan = await one<{ id: number; name: string }>(sql`insert into products (brand_id, category_id, name, kind,
        unit_price_cents, vat_rate, unit, commitment_months, monthly_credits_cents)
      values (null, ${category.id}, ${`Abonnement devis ${made} ${engine}`}, 'subscription_plan', 29000, 2000, 'per_month', 3, 5000)
      returning id, name`);
    const planLine = { kind: 'product', productId: plan.id, quantity: 1 };
    const monthly = (lines: object[]) =>
      call('admin', 'POST', '/devis', { client: member, expirationDate: expiry, subscription: true, lines });

    expect((await write([planLine])).json()).toMatchObject({ errors: { 'lines.0.productId': [L.refusals.planNotMonthly] } });
    expect((await monthly([planLine, planLine])).json()).toMatchObject({ errors: { 'lines.1.productId': [L.refusals.onePlan] } });
    expect((await monthly([{ ...planLine, quantity: 2 }])).json()).toMatchObject({
      errors: { 'lines.0.quantity': [L.refusals.planQuantity] },
    });
    const search = `search=${encodeURIComponent(plan.name)}`;
    expect((await call('admin', 'GET', `/devis/products?client=${member}&${search}`)).json()).toEqual([]);
    expect((await call('admin', 'GET', `/devis/products?client=${member}&${search}&subscription=true`)).json()).toMatchObject([
      { id: plan.id },
    ]);

    const written = await monthly([
      planLine,
      { kind: 'free', designation: 'Frais de dossier', quantity: 1, unitPriceCents: 5000, vatRate: 2000 },
    ]);
    expect(written.statusCode, written.body).toBe(201);
    const quote = (await call('admin', 'POST', `/devis/${written.json().id}/state`, { state: 3 })).json();
    // The catalogue's price changes after the quote: the agreed one stays.
    await t.database.db.execute(sql`update products set unit_price_cents = 31000 where id = ${plan.id}`);
    expect((await call(null, 'POST', `/devis/public/${quote.cryptId}`, { accept: true })).json()).toMatchObject({ state: 4 });
    const started = await queryRows<{
      user_id: number;
      company_id: number | null;
      monthly_price_cents: number;
      state: number;
      start_on: string;
    }>(
      t.database.db,
      sql`select user_id, company_id, monthly_price_cents, state, start_on::text as start_on from subscriptions where plan_id = ${plan.id}`,
    );
    const company = await one<{ company_id: number | null }>(sql`select company_id from quotes where id = ${quote.id}`);
    expect(started).toEqual([
      { user_id: member, company_id: company.company_id, monthly_price_cents: 29_000, state: 1, start_on: parisDay() },
    ]);
  });

  it('takes the stock when the quote is accepted, and refuses with a 409 an acceptance the stock cannot serve', async () => {
    const goods = await product(null, { stock: 5 });
    const first = await sent([
      { kind: 'product', productId: goods.id, quantity: 2 },
      { kind: 'product', productId: goods.id, quantity: 1 },
    ]);
    const second = await sent([{ kind: 'product', productId: goods.id, quantity: 3 }]);
    expect(await stockOf(goods.id)).toBe(5);
    const accepted = await call(null, 'POST', `/devis/public/${first.cryptId}`, { accept: true });
    expect(accepted.json()).toMatchObject({ state: 4 });
    expect(await stockOf(goods.id)).toBe(2);
    const short = await call('admin', 'POST', `/devis/${second.id}/state`, { state: 4 });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(L.refusals.outOfStock(goods.name, 2));
    expect(await stockOf(goods.id)).toBe(2);
    expect((await call('admin', 'GET', `/devis/${second.id}`)).json().state).toBe(3);
    const untracked = await product(null, { stock: null });
    const free = await sent([{ kind: 'product', productId: untracked.id, quantity: 40 }]);
    expect((await call('admin', 'POST', `/devis/${free.id}/state`, { state: 4 })).json().state).toBe(4);
    expect(await stockOf(untracked.id)).toBeNull();
  });
});
