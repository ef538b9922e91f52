import { sql } from 'drizzle-orm';
import { type Call, line, type Row, STAFF } from './matrix.ts';

/**
 * Quotes (tables §2.5, §7; shell /devis…): the shop's staff (administrators and salespeople) of
 * a brand with the "services" module, in their brand scope; brand 9 has no shop, so its staff are
 * refused (403). The client's page and answer are public: the mailed link is the credential.
 */

const SHOP = { roles: STAFF, module: 'services' } as const;
const LINK = { public: true } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
const tokens = new Map<number, string>();
/** A quote of the caller's scope or of another brand, for a client of that brand, in the given state. */
const freshQuote = (whose: 'own' | 'other', state: 2 | 3) => async (c: Call) => {
  made += 1;
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  const token = `matrix-quote-${made}-${Date.now()}`;
  const id = await c.scalar<number>(sql`
    insert into quotes (brand_id, number, client_id, quote_date, expiration_date, state, ht_cents, vat_cents, ttc_cents, token)
    values (${brand}, ${`M-${token}`}, (select id from users where brand_id is not distinct from ${brand} and deleted_at is null order by id limit 1),
      current_date, current_date + 30, ${state}, 1000, 200, 1200, ${token})
    returning id as v`);
  await c.scalar(sql`insert into quote_lines (quote_id, position, kind, designation, quantity, unit_price_cents, vat_rate, ht_cents, vat_cents)
    values (${id}, 1, 'free', 'Matrice', 1, 1000, 2000, 1000, 200) returning id as v`);
  tokens.set(id, token);
  return id;
};
const tokenOf = (id: number) => tokens.get(id) ?? 'unknown-token-of-the-matrix';

const STAFF_LINE = '401  200  403  200  200  403  200  403  403  403  403  403  403';
const STAFF_400 = '401  400  403  400  400  403  400  403  403  403  403  403  403';
const OTHER_LINE = '401  200  403  404  404  403  200  403  403  403  403  403  403';
const PUBLIC_LINE = '200  200  200  200  200  200  200  200  200  200  200  200  200';
const FREE_LINE = { kind: 'free', designation: 'Matrice', quantity: 1, unitPriceCents: 100, vatRate: 2000 };
const NOBODY = 2_000_000_000;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/devis': {
    access: SHOP,
    cases: { mine: { request: () => ({ url: '/api/devis' }), expect: line(STAFF_LINE) } },
  },
  'GET /api/devis/options': {
    access: SHOP,
    cases: { mine: { request: () => ({ url: '/api/devis/options' }), expect: line(STAFF_LINE) } },
  },
  'GET /api/devis/products': {
    access: SHOP,
    cases: {
      /** An unknown client: refused 400 for those who pass the access check. */
      unknown: { request: () => ({ url: `/api/devis/products?client=${NOBODY}` }), expect: line(STAFF_400) },
    },
  },
  'GET /api/devis/slot': {
    access: SHOP,
    cases: {
      /** An unknown room: refused 400 for those who pass the access check. */
      unknown: { request: () => ({ url: `/api/devis/slot?kind=meetingRoom&placeId=${NOBODY}&day=${inAMonth()}&start=09:00&end=10:00` }),
        expect: line(STAFF_400) },
    },
  },
  'GET /api/devis/:id': {
    access: SHOP,
    cases: {
      own: { setup: freshQuote('own', 2), request: (_c, id) => ({ url: `/api/devis/${id}` }), expect: line(STAFF_LINE) },
      other: { setup: freshQuote('other', 2), request: (_c, id) => ({ url: `/api/devis/${id}` }), expect: line(OTHER_LINE) },
    },
  },
  'POST /api/devis': {
    access: SHOP,
    cases: {
      /** An unknown client: refused 400 for those who pass the access check, so that nothing is written. */
      own: { request: () => ({ method: 'POST', url: '/api/devis', payload: { client: NOBODY, expirationDate: inAMonth(), lines: [FREE_LINE] } }),
        expect: line(STAFF_400) },
    },
  },
  'PUT /api/devis/:id': {
    access: SHOP,
    cases: {
      own: { setup: freshQuote('own', 2),
        request: (_c, id) => ({ method: 'PUT', url: `/api/devis/${id}`, payload: { client: NOBODY, expirationDate: inAMonth(), lines: [FREE_LINE] } }),
        expect: line(STAFF_400), guards: (_c, id) => ({ table: 'quotes', id }) },
      other: { setup: freshQuote('other', 2),
        request: (_c, id) => ({ method: 'PUT', url: `/api/devis/${id}`, payload: { client: NOBODY, expirationDate: inAMonth(), lines: [FREE_LINE] } }),
        expect: line('401  400  403  404  404  403  400  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'quotes', id }) },
    },
  },
  'POST /api/devis/:id/state': {
    access: SHOP,
    cases: {
      own: { setup: freshQuote('own', 2), request: (_c, id) => ({ method: 'POST', url: `/api/devis/${id}/state`, payload: { state: 6 } }),
        expect: line(STAFF_LINE), guards: (_c, id) => ({ table: 'quotes', id }) },
      other: { setup: freshQuote('other', 2), request: (_c, id) => ({ method: 'POST', url: `/api/devis/${id}/state`, payload: { state: 6 } }),
        expect: line(OTHER_LINE), guards: (_c, id) => ({ table: 'quotes', id }) },
    },
  },
  'GET /api/devis/:cryptId/download/pdf/:cryptBrand': {
    access: SHOP,
    cases: {
      /** The quote's crypt with a brand crypt that is no brand's: not found for those who pass the access check. */
      wrongBrand: { setup: freshQuote('own', 2), request: (_c, id) => ({ url: `/api/devis/${tokenOf(id)}/download/pdf/not-a-brand-crypt` }),
        expect: line('401  404  403  404  404  403  404  403  403  403  403  403  403') },
    },
  },
  'GET /api/devis/public/:token': {
    access: LINK,
    cases: { sent: { setup: freshQuote('own', 3), request: (_c, id) => ({ url: `/api/devis/public/${tokenOf(id)}` }), expect: line(PUBLIC_LINE) } },
  },
  'POST /api/devis/public/:token': {
    access: LINK,
    cases: {
      refused: { setup: freshQuote('own', 3),
        request: (_c, id) => ({ method: 'POST', url: `/api/devis/public/${tokenOf(id)}`, payload: { accept: false } }),
        expect: line(PUBLIC_LINE) },
    },
  },
};
