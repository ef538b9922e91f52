import { sql } from 'drizzle-orm';
import { type Call, type Fixtures, line, type Row } from './matrix.ts';

/**
 * Orders and the shop (shell /magasin, /commandes/commandes…): every signed-in user of a brand with
 * the "services" module; brand 9 has no shop, so its people are refused (403). Staff see their
 * brand scope's orders, a member their own (and their company's when they validate them); a
 * member buys, staff do not (403).
 */

const SIGNED_IN = { roles: 'authenticated' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** An order awaiting validation: the caller's own, or of a member of another brand. */
const freshOrder = (whose: 'own' | 'other') => (c: Call) =>
  c.scalar<number>(
    whose === 'own'
      ? sql`insert into orders (brand_id, user_id, state, total_ht_cents, vat_cents, total_ttc_cents)
            values (${c.brand}, ${c.self}, 2, 1000, 200, 1200) returning id as v`
      : sql`insert into orders (brand_id, user_id, state, total_ht_cents, vat_cents, total_ttc_cents)
            values (${otherBrand(c)}, (select id from users where brand_id = ${otherBrand(c)} and deleted_at is null order by id limit 1),
              2, 1000, 200, 1200) returning id as v`,
  );

/** A product of the scope a cart may hold, with no stock to run out (brand 9, without a shop, is given one). */
export const fixtures: Fixtures = {
  cartProduct: (brand) =>
    brand === 9
      ? sql`with c as (insert into product_categories (brand_id, name, position) values (9, 'Matrice paniers', 3) returning id)
          insert into products (brand_id, category_id, name, kind, unit_price_cents, vat_rate, unit)
          select 9, id, 'Produit panier matrice', 'product', 100, 2000, 'one_off' from c returning id as v`
      : sql`select id as v from products where brand_id is not distinct from ${brand} and active
            and kind <> 'subscription_plan' and stock is null order by id limit 1`,
};

/**
 * The open cart of the caller (or of a member of another brand), holding one product or none:
 * a member has one cart, so the same row is found again and reset for each call.
 */
const freshCart = (whose: 'own' | 'other', holds: 'one' | 'none') => async (c: Call) => {
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  const user =
    whose === 'own' ? sql`${c.self}` : sql`(select id from users where brand_id = ${brand} and deleted_at is null order by id limit 1)`;
  const id = await c.scalar<number>(
    sql`with cart as (insert into carts (brand_id, user_id) values (${brand}, ${user})
          on conflict (user_id) do update set updated_at = now() returning id),
        emptied as (delete from cart_lines where cart_id in (select id from cart))
        select id as v from cart`,
  );
  const product = whose === 'own' ? c.own('cartProduct') : c.other('cartProduct');
  if (holds === 'one')
    await c.scalar(sql`insert into cart_lines (cart_id, product_id, quantity) values (${id}, ${product}, 1) returning id as v`);
  return id;
};

const ALL_LINE = '401  200  403  200  200  403  200  403  200  200  200  403  200';
const OTHER_LINE = '401  200  403  404  404  403  200  403  404  404  404  403  404';
const NOBODY = 2_000_000_000;

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/magasin': {
    access: SIGNED_IN,
    cases: { mine: { request: () => ({ url: '/api/magasin' }), expect: line(ALL_LINE) } },
  },
  'GET /api/commandes': {
    access: SIGNED_IN,
    cases: { mine: { request: () => ({ url: '/api/commandes' }), expect: line(ALL_LINE) } },
  },
  'GET /api/commandes/:id': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshOrder('own'), request: (_c, id) => ({ url: `/api/commandes/${id}` }), expect: line(ALL_LINE) },
      other: { setup: freshOrder('other'), request: (_c, id) => ({ url: `/api/commandes/${id}` }), expect: line(OTHER_LINE) },
    },
  },
  'POST /api/commandes': {
    access: SIGNED_IN,
    cases: {
      /** An unknown product: not found for a member, so that nothing is written; staff do not buy. */
      unknown: { request: () => ({ method: 'POST', url: '/api/commandes', payload: { lines: [{ productId: NOBODY, quantity: 1 }] } }),
        expect: line('401  403  403  403  403  403  403  403  404  404  404  403  404') },
    },
  },
  'POST /api/commandes/:id/etat': {
    access: SIGNED_IN,
    cases: {
      /** Cancelling an order awaiting validation: its buyer or staff may. */
      own: { setup: freshOrder('own'), request: (_c, id) => ({ method: 'POST', url: `/api/commandes/${id}/etat`, payload: { state: 8 } }),
        expect: line(ALL_LINE), guards: (_c, id) => ({ table: 'orders', id }) },
      other: { setup: freshOrder('other'), request: (_c, id) => ({ method: 'POST', url: `/api/commandes/${id}/etat`, payload: { state: 8 } }),
        expect: line(OTHER_LINE), guards: (_c, id) => ({ table: 'orders', id }) },
    },
  },
  'GET /api/panier': {
    access: SIGNED_IN,
    cases: { mine: { request: () => ({ url: '/api/panier' }), expect: line(ALL_LINE) } },
  },
  'POST /api/panier/lignes': {
    access: SIGNED_IN,
    cases: {
      /** An unknown product: not found for a member, so that no cart is opened; staff have no cart. */
      unknown: { request: () => ({ method: 'POST', url: '/api/panier/lignes', payload: { productId: NOBODY, quantity: 1 } }),
        expect: line('401  403  403  403  403  403  403  403  404  404  404  403  404') },
    },
  },
  'GET /api/paniers': {
    access: SIGNED_IN,
    cases: { mine: { request: () => ({ url: '/api/paniers' }), expect: line(ALL_LINE) } },
  },
  'GET /api/paniers/:id': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshCart('own', 'one'), request: (_c, id) => ({ url: `/api/paniers/${id}` }), expect: line(ALL_LINE) },
      other: { setup: freshCart('other', 'one'), request: (_c, id) => ({ url: `/api/paniers/${id}` }), expect: line(OTHER_LINE) },
    },
  },
  'PUT /api/paniers/:id/lignes/:productId': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshCart('own', 'none'), request: (c, id) => ({ method: 'PUT', url: `/api/paniers/${id}/lignes/${c.own('cartProduct')}`, payload: { quantity: 2 } }),
        expect: line(ALL_LINE), guards: (_c, id) => ({ table: 'carts', id }) },
      other: { setup: freshCart('other', 'none'), request: (c, id) => ({ method: 'PUT', url: `/api/paniers/${id}/lignes/${c.other('cartProduct')}`, payload: { quantity: 2 } }),
        expect: line(OTHER_LINE), guards: (_c, id) => ({ table: 'carts', id }) },
    },
  },
  'DELETE /api/paniers/:id/lignes/:productId': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshCart('own', 'one'), request: (c, id) => ({ method: 'DELETE', url: `/api/paniers/${id}/lignes/${c.own('cartProduct')}` }),
        expect: line(ALL_LINE), guards: (_c, id) => ({ table: 'carts', id }) },
      other: { setup: freshCart('other', 'one'), request: (c, id) => ({ method: 'DELETE', url: `/api/paniers/${id}/lignes/${c.other('cartProduct')}` }),
        expect: line(OTHER_LINE), guards: (_c, id) => ({ table: 'carts', id }) },
    },
  },
  'DELETE /api/paniers/:id': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshCart('own', 'one'), request: (_c, id) => ({ method: 'DELETE', url: `/api/paniers/${id}` }),
        expect: line('401  204  403  204  204  403  204  403  204  204  204  403  204'), guards: (_c, id) => ({ table: 'carts', id }) },
      other: { setup: freshCart('other', 'one'), request: (_c, id) => ({ method: 'DELETE', url: `/api/paniers/${id}` }),
        expect: line('401  204  403  404  404  403  204  403  404  404  404  403  404'), guards: (_c, id) => ({ table: 'carts', id }) },
    },
  },
  'POST /api/paniers/:id/commande': {
    access: SIGNED_IN,
    cases: {
      /** An empty cart: refused as such (409) to whoever may order it, so that no order is written. */
      own: { setup: freshCart('own', 'none'), request: (_c, id) => ({ method: 'POST', url: `/api/paniers/${id}/commande` }),
        expect: line('401  409  403  409  409  403  409  403  409  409  409  403  409'), guards: (_c, id) => ({ table: 'carts', id }) },
      other: { setup: freshCart('other', 'none'), request: (_c, id) => ({ method: 'POST', url: `/api/paniers/${id}/commande` }),
        expect: line('401  409  403  404  404  403  409  403  404  404  404  403  404'), guards: (_c, id) => ({ table: 'carts', id }) },
    },
  },
};
