import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { pdf, uploadForm, WEBP } from '../uploads/sample-files.ts';

const C = CATALOGUE_LABELS.categories.refusals;
const P = CATALOGUE_LABELS.products.refusals;
type Who = 'admin' | 'brand5' | 'office5' | 'commercial5' | 'brand9' | 'member';

describe.each(ENGINES)('shop catalogue on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const sitesOf = async (brandId: number | null) =>
    (await rows<{ id: number }>(sql`select id from sites where brand_id is not distinct from ${brandId} order by id limit 2`)).map(
      (r) => r.id,
    );
  const categoryOf = (brandId: number | null, name = 'Packs de crédits') =>
    one<{ id: number }>(sql`select id from product_categories where brand_id is not distinct from ${brandId} and name = ${name}`).then(
      (r) => r.id,
    );
  const historyOf = (entity: string, id: number) =>
    rows<{ old_data: unknown; new_data: unknown }>(
      sql`select old_data, new_data from history_entries where entity = ${entity} and entity_id = ${id} order by id`,
    );
  const pack = async (brandId: number | null, overrides: object = {}) => ({
    name: `Pack test ${Math.random().toString(36).slice(2, 8)}`,
    kind: 'credit_pack',
    category: await categoryOf(brandId),
    unitPriceCents: 9_000,
    vatRate: 2000,
    unit: 'one_off',
    sites: await sitesOf(brandId),
    creditsCents: 10_000,
    validityMonths: 6,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['commercial5', brandStaffEmail('commercial', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('lists the brand’s categories in their order with their product counts', async () => {
      const res = await call('brand5', 'GET', '/product_categories');
      expect(res.statusCode).toBe(200);
      const list = res.json() as { name: string; position: number; brandId: number; productCount: number }[];
      expect(list.map((c) => c.name)).toEqual(['Packs de crédits', 'Abonnements', 'Services', 'Boissons et snacks', 'Fournitures']);
      expect(list.map((c) => c.position)).toEqual([1, 2, 3, 4, 5]);
      expect(list.every((c) => c.brandId === 5 && c.productCount > 0)).toBe(true);
      // The main platform's staff see every brand's shop, theirs first.
      const all = (await call('admin', 'GET', '/product_categories')).json() as { brandId: number | null }[];
      expect(all[0]?.brandId).toBeNull();
      expect(new Set(all.map((c) => c.brandId))).toEqual(new Set([null, 5]));
    });

    it('creates one last, renames it, moves it, refuses a duplicate name and deletes it while empty, with history', async () => {
      const created = await call('brand5', 'POST', '/product_categories', { name: '  Goodies ' });
      expect(created.statusCode).toBe(201);
      const category = created.json();
      expect(category).toMatchObject({ name: 'Goodies', position: 6, brandId: 5, brandName: 'Cocoon Bureaux', productCount: 0 });
      const duplicate = await call('brand5', 'POST', '/product_categories', { name: 'goodies' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(C.duplicate);
      // Another brand may use the same name.
      const elsewhere = await call('admin', 'POST', '/product_categories', { name: 'Goodies' });
      expect(elsewhere.statusCode).toBe(201);
      expect(elsewhere.json().brandId).toBeNull();

      const renamed = await call('brand5', 'PATCH', `/product_categories/${category.id}`, { name: 'Objets' });
      expect(renamed.json()).toMatchObject({ name: 'Objets' });
      expect((await call('brand5', 'PATCH', `/product_categories/${category.id}`, { name: 'Services' })).statusCode).toBe(409);

      const moved = await call('brand5', 'POST', `/product_categories/${category.id}/position`, { position: 2 });
      expect(moved.statusCode).toBe(200);
      expect((moved.json() as { name: string }[]).map((c) => c.name)).toEqual([
        'Packs de crédits',
        'Objets',
        'Abonnements',
        'Services',
        'Boissons et snacks',
        'Fournitures',
      ]);
      expect((moved.json() as { position: number }[]).map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6]);

      expect((await call('brand5', 'DELETE', `/product_categories/${category.id}`)).statusCode).toBe(204);
      const after = (await call('brand5', 'GET', '/product_categories')).json() as { name: string; position: number }[];
      expect(after.map((c) => c.position)).toEqual([1, 2, 3, 4, 5]);
      expect(after.map((c) => c.name)).not.toContain('Objets');
      expect((await historyOf('product-category', category.id)).map((h) => [h.old_data, h.new_data])).toEqual([
        [null, { name: 'Goodies', position: 6 }],
        [{ name: 'Goodies' }, { name: 'Objets' }],
        [{ position: 6 }, { position: 2 }],
        [{ name: 'Objets', position: 2 }, null],
      ]);
    });

    it('refuses to delete a category that products use, in French, and keeps it', async () => {
      const id = await categoryOf(5, 'Services');
      const { n } = await one<{ n: number }>(sql`select count(*)::int as n from products where category_id = ${id}`);
      const res = await call('brand5', 'DELETE', `/product_categories/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(C.inUse(n));
      expect(res.json().message).toMatch(/^Cette catégorie contient \d+ produits : déplacez-les/);
      expect((await call('brand5', 'GET', '/product_categories')).json().map((c: { id: number }) => c.id)).toContain(id);
    });

    it('keeps categories inside their brand and checks the names', async () => {
      const foreign = await categoryOf(null);
      expect((await call('brand5', 'PATCH', `/product_categories/${foreign}`, { name: 'Pris' })).statusCode).toBe(404);
      expect((await call('brand5', 'DELETE', `/product_categories/${foreign}`)).statusCode).toBe(404);
      expect((await call('brand5', 'POST', `/product_categories/${foreign}/position`, { position: 1 })).statusCode).toBe(404);
      expect((await call('brand5', 'GET', '/product_categories')).json().some((c: { id: number }) => c.id === foreign)).toBe(false);
      const blank = await call('brand5', 'POST', '/product_categories', { name: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors.name).toEqual([C.required]);
      expect((await call('brand5', 'POST', '/product_categories', { name: 'x'.repeat(81) })).json().errors.name).toEqual([C.tooLong]);
      expect((await call('brand5', 'POST', `/product_categories/${await categoryOf(5)}/position`, { position: 0 })).statusCode).toBe(400);
    });
  });

  describe('products and services', () => {
    it('lists 20 a page with keyset paging, and filters by category, kind, site, state and search', async () => {
      const first = (await call('admin', 'GET', '/services?itemsPerPage=5')).json();
      expect(first.items).toHaveLength(5);
      const second = (await call('admin', 'GET', `/services?itemsPerPage=5&page=2&after=${first.next}`)).json();
      const offset = (await call('admin', 'GET', '/services?itemsPerPage=5&page=2')).json();
      expect(second.items.map((i: { id: number }) => i.id)).toEqual(offset.items.map((i: { id: number }) => i.id));

      const brand5 = (await call('brand5', 'GET', '/services?itemsPerPage=100')).json();
      const expected = await one<{ n: number }>(sql`select count(*)::int as n from products where brand_id = 5`);
      expect(brand5.total).toBe(expected.n);
      expect(brand5.items.every((p: { brandId: number; brandName: string }) => p.brandId === 5 && p.brandName === 'Cocoon Bureaux')).toBe(
        true,
      );

      const packs = (await call('brand5', 'GET', '/services?kind=credit_pack&sortBy=price&sortDesc=false')).json();
      expect(packs.items.length).toBeGreaterThan(0);
      expect(packs.items.every((p: { kind: string; creditsCents: number }) => p.kind === 'credit_pack' && p.creditsCents > 0)).toBe(true);
      const prices = packs.items.map((p: { unitPriceCents: number }) => p.unitPriceCents);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));

      const category = await categoryOf(5, 'Services');
      const services = (await call('brand5', 'GET', `/services?category=${category}`)).json();
      expect(services.items.every((p: { category: { id: number } }) => p.category.id === category)).toBe(true);
      const [site] = await sitesOf(5);
      const atSite = (await call('brand5', 'GET', `/services?espace=${site}&itemsPerPage=100`)).json();
      expect(atSite.items.length).toBeGreaterThan(0);
      expect(atSite.items.every((p: { sites: { id: number }[] }) => p.sites.some((s) => s.id === site))).toBe(true);
      const inactive = (await call('brand5', 'GET', '/services?active=false')).json();
      expect(inactive.items.length).toBeGreaterThan(0);
      expect(inactive.items.every((p: { active: boolean }) => !p.active)).toBe(true);
      const found = (await call('brand5', 'GET', '/services?search=domicil')).json();
      expect(found.items.map((p: { name: string }) => p.name)).toEqual(['Domiciliation commerciale']);
      expect((await call('brand5', 'GET', '/services?sortBy=brandId')).statusCode).toBe(400);
      expect((await call('brand5', 'GET', '/services?kind=voiture')).statusCode).toBe(400);
    });

    it('creates a credit pack with its picture, edits it and takes it off sale, with history and the price incl. VAT', async () => {
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { authorization: `Bearer ${tokens.brand5}` },
        body: uploadForm(WEBP, 'pack.webp'),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const picture = uploaded.json().id as number;
      const body = await pack(5, { name: 'Pack Été', picture, description: '<p>Valable <em>6 mois</em></p>', stock: 5 });
      const created = await call('brand5', 'POST', '/services', body);
      expect(created.statusCode, created.body).toBe(201);
      const product = created.json();
      expect(product).toMatchObject({
        name: 'Pack Été',
        kind: 'credit_pack',
        brandId: 5,
        unitPriceCents: 9_000,
        priceInclTaxCents: 10_800,
        picture: { id: picture, mimeType: 'image/webp' },
        stock: 5,
        active: true,
        creditsCents: 10_000,
        validityMonths: 6,
        commitmentMonths: null,
      });
      expect(product.sites.map((s: { id: number }) => s.id).sort()).toEqual([...body.sites].sort());
      // The picture is readable by whoever reads the product.
      const file = await t.app.inject({ method: 'GET', url: product.picture.path, headers: { authorization: `Bearer ${tokens.office5}` } });
      expect(file.statusCode).toBe(200);

      const duplicate = await call('brand5', 'POST', '/services', { ...body, name: 'pack été' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(P.duplicateName);

      const edited = await call('brand5', 'PUT', `/services/${product.id}`, { ...body, unitPriceCents: 9_500, vatRate: 550 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ unitPriceCents: 9_500, vatRate: 550, priceInclTaxCents: 10_023 });
      const off = await call('brand5', 'PATCH', `/services/${product.id}/active`, { active: false });
      expect(off.json().active).toBe(false);
      expect((await call('brand5', 'GET', `/services/${product.id}`)).json().active).toBe(false);

      const history = await historyOf('product', product.id);
      expect(history).toHaveLength(3);
      expect(history[0]?.new_data).toMatchObject({ name: 'Pack Été', unitPriceCents: 9_000, picture });
      expect(history[1]).toMatchObject({ old_data: { unitPriceCents: 9_000 }, new_data: { unitPriceCents: 9_500, vatRate: 550 } });
      expect(history[2]).toMatchObject({ old_data: { active: true }, new_data: { active: false } });
    });

    it('creates a plan, a service and goods, each with its own fields only', async () => {
      const services = await categoryOf(5, 'Services');
      const plan = await call('brand5', 'POST', '/services', {
        ...(await pack(5)),
        kind: 'subscription_plan',
        unit: 'per_month',
        creditsCents: null,
        validityMonths: null,
        commitmentMonths: 6,
        monthlyCreditsCents: 3_000,
      });
      expect(plan.statusCode, plan.body).toBe(201);
      expect(plan.json()).toMatchObject({ kind: 'subscription_plan', unit: 'per_month', commitmentMonths: 6, monthlyCreditsCents: 3_000 });
      const service = await call('brand5', 'POST', '/services', {
        ...(await pack(5)),
        category: services,
        kind: 'service',
        unit: 'per_hour',
        creditsCents: null,
        validityMonths: null,
        serviceType: 'catering',
      });
      expect(service.json()).toMatchObject({ kind: 'service', unit: 'per_hour', serviceType: 'catering', stock: null });

      const wrong = await call('brand5', 'POST', '/services', {
        ...(await pack(5)),
        kind: 'product',
        unit: 'per_day',
        vatRate: 1960,
        unitPriceCents: -5,
        stock: -1,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toMatchObject({
        unit: [P.unitForKind],
        vatRate: [P.vatRate],
        unitPriceCents: [P.priceMin],
        stock: [P.stockMin],
        creditsCents: [P.foreignField],
        validityMonths: [P.foreignField],
      });
      const missing = await call('brand5', 'POST', '/services', { ...(await pack(5)), validityMonths: null, sites: [] });
      expect(missing.json().errors).toMatchObject({ validityMonths: [P.required], sites: [P.sitesRequired] });
      const pdfUpload = await t.app.inject({
        method: 'POST',
        url: '/api/upload/pdf',
        headers: { authorization: `Bearer ${tokens.brand5}` },
        body: uploadForm(pdf(), 'tarifs.pdf'),
      });
      const notImage = await call('brand5', 'POST', '/services', await pack(5, { picture: pdfUpload.json().id }));
      expect(notImage.json().errors.picture).toEqual([P.pictureType]);
    });

    it('keeps products inside their brand: another brand’s category, site or product is refused or not found', async () => {
      const foreignCategory = await call('brand5', 'POST', '/services', await pack(5, { category: await categoryOf(null) }));
      expect(foreignCategory.statusCode).toBe(400);
      expect(foreignCategory.json().errors.category).toEqual([P.unknownCategory]);
      const [platformSite] = await sitesOf(null);
      const foreignSite = await call('brand5', 'POST', '/services', await pack(5, { sites: [platformSite] }));
      expect(foreignSite.json().errors['sites.0']).toEqual([P.unknownSite]);
      // The super administrator sees both, but a product's sites belong to its category's brand.
      const mixed = await call('admin', 'POST', '/services', await pack(5, { sites: [platformSite] }));
      expect(mixed.json().errors['sites.0']).toEqual([P.siteOfAnotherBrand]);

      const other = await one<{ id: number; row: string }>(
        sql`select id, p::text as row from products p where brand_id is null order by id limit 1`,
      );
      expect((await call('brand5', 'GET', `/services/${other.id}`)).statusCode).toBe(404);
      expect((await call('brand5', 'PUT', `/services/${other.id}`, await pack(5))).statusCode).toBe(404);
      expect((await call('brand5', 'PATCH', `/services/${other.id}/active`, { active: false })).statusCode).toBe(404);
      expect((await call('brand5', 'POST', `/services/${other.id}/stock`, { delta: 1 })).statusCode).toBe(404);
      expect((await one<{ row: string }>(sql`select p::text as row from products p where id = ${other.id}`)).row).toBe(other.row);
      const options = (await call('brand5', 'GET', '/services/options')).json();
      expect(options.categories.every((c: { brandId: number }) => c.brandId === 5)).toBe(true);
      expect(options.espaces.every((s: { brandId: number }) => s.brandId === 5)).toBe(true);
      expect(options.categories.map((c: { name: string }) => c.name)).toContain('Packs de crédits');
      // The main platform's staff see several shops: each category says whose it is.
      const all = (await call('admin', 'GET', '/services/options')).json();
      expect(all.categories.map((c: { name: string }) => c.name)).toEqual(
        expect.arrayContaining(['Packs de crédits — Plateforme', 'Packs de crédits — Cocoon Bureaux']),
      );
    });

    it('moves stock in and out but never below zero, and refuses a movement on an untracked stock', async () => {
      const product = (await call('brand5', 'POST', '/services', await pack(5, { stock: 2 }))).json();
      expect((await call('brand5', 'POST', `/services/${product.id}/stock`, { delta: 3 })).json().stock).toBe(5);
      const short = await call('brand5', 'POST', `/services/${product.id}/stock`, { delta: -6 });
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toBe(P.stockShort);
      expect((await call('brand5', 'POST', `/services/${product.id}/stock`, { delta: -5 })).json().stock).toBe(0);
      expect((await call('brand5', 'POST', `/services/${product.id}/stock`, { delta: 0 })).statusCode).toBe(400);
      const untracked = (await call('brand5', 'POST', '/services', await pack(5))).json();
      const refused = await call('brand5', 'POST', `/services/${untracked.id}/stock`, { delta: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(P.stockNotTracked);
      // Whatever writes it, the database itself refuses a negative stock.
      await expect(t.database.db.execute(sql`update products set stock = -1 where id = ${product.id}`)).rejects.toThrow();
    });

    it.runIf(engine === 'postgres')('takes exactly the stock there is when 30 exits race for 12 items', async () => {
      const product = (await call('brand5', 'POST', '/services', await pack(5, { stock: 12 }))).json();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => call('brand5', 'POST', `/services/${product.id}/stock`, { delta: -1 })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(12);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(18);
      expect((await one<{ stock: number }>(sql`select stock from products where id = ${product.id}`)).stock).toBe(0);
    });

    it('needs the services module, and an administrator to change anything', async () => {
      expect((await call('brand9', 'GET', '/services')).statusCode).toBe(403);
      expect((await call('member', 'GET', '/product_categories')).statusCode).toBe(403);
      expect((await call('commercial5', 'GET', '/services')).statusCode).toBe(403);
      expect((await call('office5', 'GET', '/services')).statusCode).toBe(200);
      expect((await call('office5', 'POST', '/product_categories', { name: 'Bureau' })).statusCode).toBe(201);
    });
  });

  it('seeds both shops with packs, plans, services of every type and goods at their sites', async () => {
    const shops = await rows<{ brand_id: number | null; kinds: string[]; services: string[]; without_site: number }>(sql`
      select p.brand_id, array_agg(distinct p.kind order by p.kind) as kinds,
             array_agg(distinct p.service_type order by p.service_type) filter (where p.service_type is not null) as services,
             count(*) filter (where not exists (select 1 from product_sites s where s.product_id = p.id))::int as without_site
      from products p group by p.brand_id order by p.brand_id nulls first`);
    expect(shops.map((s) => s.brand_id)).toEqual([null, 5]);
    for (const shop of shops) {
      expect(shop.kinds).toEqual(['credit_pack', 'product', 'service', 'subscription_plan']);
      expect(shop.services).toEqual(['catering', 'domiciliation', 'keys', 'printing']);
      expect(shop.without_site).toBe(0);
    }
  });
});
