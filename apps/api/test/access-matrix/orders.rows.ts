import { sql } from 'drizzle-orm';
import { type Call, line, type Row } from './matrix.ts';

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
};
