import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** The shop's catalogue: categories and products (spec shell §2.1 /categories, /services). */

/**
 * Brand 9 has no shop in the demo data (it lacks the "services" module): its records are made
 * here, so that brand 5's staff have another brand's catalogue to be refused.
 */
export const fixtures: Fixtures = {
  productCategory: (brand) =>
    brand === 9
      ? sql`insert into product_categories (brand_id, name, position) values (9, 'Matrice catégorie', 1) returning id as v`
      : sql`select id as v from product_categories where brand_id is not distinct from ${brand} order by position limit 1`,
  product: (brand) =>
    brand === 9
      ? sql`with c as (insert into product_categories (brand_id, name, position) values (9, 'Matrice produits', 2) returning id)
          insert into products (brand_id, category_id, name, kind, unit_price_cents, vat_rate, unit, stock)
          select 9, id, 'Produit matrice', 'product', 100, 2000, 'one_off', 10 from c returning id as v`
      : sql`select id as v from products where brand_id is not distinct from ${brand} and stock is not null order by id limit 1`,
};

const READ = { roles: STAFF, module: 'services' } as const;
const WRITE = { roles: ADMINS, module: 'services' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** A category of the scope made for one call that deletes it. */
const freshCategory = (brand: (c: Call) => number | null) => (c: Call) =>
  c.scalar<number>(sql`insert into product_categories (brand_id, name, position)
    values (${brand(c)}, ${`Matrice ${c.who} ${brand(c)}`}, 99) returning id as v`);

/** A whole product body in the category and at the site of one scope. */
const productBody = (c: Call, whose: 'own' | 'other', name: string) => ({
  name: `${name} ${c.who}`,
  kind: 'product',
  category: c[whose]('productCategory'),
  unitPriceCents: 500,
  vatRate: 2000,
  unit: 'one_off',
  sites: [c[whose]('site')],
  stock: 10,
});

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE). Brand 9 has no services module.
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/product_categories': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/product_categories' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/product_categories': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/product_categories', payload: { name: `Matrice ${c.who}` } }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/product_categories' }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/product_categories/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/product_categories/${c.own('productCategory')}`, payload: { name: `Rayon ${c.who}` } }),
        guards: (c) => ({ table: 'product_categories', id: c.own('productCategory') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/product_categories/${c.other('productCategory')}`, payload: { name: `Rayon ${c.who}` } }),
        guards: (c) => ({ table: 'product_categories', id: c.other('productCategory') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/product_categories/:id/position': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'POST', url: `/api/product_categories/${c.own('productCategory')}/position`, payload: { position: 1 } }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'POST', url: `/api/product_categories/${c.other('productCategory')}/position`, payload: { position: 1 } }),
        guards: (c) => ({ table: 'product_categories', id: c.other('productCategory') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/product_categories/:id': {
    access: WRITE,
    cases: {
      own: { setup: freshCategory((c) => c.brand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/product_categories/${id}` }),
        guards: (_c, id) => ({ table: 'product_categories', id }),
        expect: line('401  204  403  204  204  403  403  403  403  403  403  403  403') },
      other: { setup: freshCategory(otherBrand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/product_categories/${id}` }),
        guards: (_c, id) => ({ table: 'product_categories', id }),
        expect: line('401  204  403  404  404  403  403  403  403  403  403  403  403') },
      // A category that holds products stays.
      used: {
        request: (c) => ({ method: 'DELETE', url: `/api/product_categories/${c.own('productCategory')}` }),
        guards: (c) => ({ table: 'product_categories', id: c.own('productCategory') }),
        expect: line('401  409  403  409  409  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/services': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/services' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/services/options': {
    access: READ,
    cases: {
      options: { request: () => ({ url: '/api/services/options' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/services/:id': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/services/${c.own('product')}` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/services/${c.other('product')}` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/services': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/services', payload: productBody(c, 'own', 'Matrice') }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      // Another brand's category is not one the caller may file a product under (a field error, not a leak).
      other: { request: (c) => ({ method: 'POST', url: '/api/services', payload: productBody(c, 'other', 'Matrice autre') }),
        expect: line('401  201  403  400  400  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/services' }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/services/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PUT', url: `/api/services/${c.own('product')}`, payload: productBody(c, 'own', 'Modifié') }),
        guards: (c) => ({ table: 'products', id: c.own('product') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PUT', url: `/api/services/${c.other('product')}`, payload: productBody(c, 'other', 'Modifié') }),
        guards: (c) => ({ table: 'products', id: c.other('product') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/services/:id/active': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/services/${c.own('product')}/active`, payload: { active: true } }),
        guards: (c) => ({ table: 'products', id: c.own('product') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/services/${c.other('product')}/active`, payload: { active: false } }),
        guards: (c) => ({ table: 'products', id: c.other('product') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/services/:id/stock': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'POST', url: `/api/services/${c.own('product')}/stock`, payload: { delta: 1 } }),
        guards: (c) => ({ table: 'products', id: c.own('product') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'POST', url: `/api/services/${c.other('product')}/stock`, payload: { delta: 1 } }),
        guards: (c) => ({ table: 'products', id: c.other('product') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
};
