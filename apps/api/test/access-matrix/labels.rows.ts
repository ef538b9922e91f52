import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row } from './matrix.ts';

/**
 * Labels of ads and static pages (spec shell /etiquettes): administrators of a scope with the
 * static pages module (brands 5 and 9, the main platform) manage their scope's labels; another
 * brand's label, ad or page is a 404.
 */

export const fixtures: Fixtures = {
  label: (brand) => sql`select id as v from labels where brand_id is not distinct from ${brand} order by id limit 1`,
  staticPage: (brand) =>
    sql`select id as v from seo_pages where brand_id is not distinct from ${brand} and kind = 'static' order by id limit 1`,
};

const STAFF = { roles: ADMINS, module: 'pagesStatiques' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
/** A label made for one call, of the caller's scope or of another brand. */
const freshLabel = (whose: 'own' | 'other') => (c: Call) => {
  made += 1;
  const brand = whose === 'other' ? otherBrand(c) : c.brand;
  return c.scalar<number>(sql`insert into labels (brand_id, name, colour)
    values (${brand}, ${`Matrice ${c.who} ${made} ${Math.random().toString(36).slice(2, 8)}`}, 'grey') returning id as v`);
};
const name = (c: Call) => `Matrice ${c.who} ${Math.random().toString(36).slice(2, 8)}`;

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/labels': {
    access: STAFF,
    cases: {
      list: { request: () => ({ url: '/api/labels' }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/labels': {
    access: STAFF,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/labels', payload: { name: name(c), colour: 'blue' } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/labels' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/labels/:id': {
    access: STAFF,
    cases: {
      own: { setup: freshLabel('own'), request: (c, id) => ({ method: 'PATCH', url: `/api/labels/${id}`, payload: { name: name(c), colour: 'red' } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'labels', id }) },
      other: { setup: freshLabel('other'), request: (c, id) => ({ method: 'PATCH', url: `/api/labels/${id}`, payload: { name: name(c), colour: 'red' } }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'labels', id }) },
    },
  },
  'DELETE /api/labels/:id': {
    access: STAFF,
    cases: {
      own: { setup: freshLabel('own'), request: (_c, id) => ({ method: 'DELETE', url: `/api/labels/${id}` }),
        expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'labels', id }) },
      other: { setup: freshLabel('other'), request: (_c, id) => ({ method: 'DELETE', url: `/api/labels/${id}` }),
        expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'labels', id }) },
    },
  },
  'POST /api/labels/merge': {
    access: STAFF,
    cases: {
      /** One label only: refused 400 for those who pass the access check, so that nothing is merged. */
      own: { setup: freshLabel('own'), request: (_c, id) => ({ method: 'POST', url: '/api/labels/merge', payload: { labels: [id, id], keep: id } }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'labels', id }) },
      /** Another brand's label with one of the caller's: not found for a brand, two brands for the platform. */
      other: { setup: freshLabel('other'), request: (c, id) => ({ method: 'POST', url: '/api/labels/merge', payload: { labels: [id, c.own('label')], keep: id } }),
        expect: line('401  400  404  404  404  404  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'labels', id }) },
    },
  },
  'PUT /api/ads/:id/labels': {
    access: STAFF,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/ads/${c.own('ad')}/labels`, payload: { labels: [] } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'PUT', url: `/api/ads/${c.other('ad')}/labels`, payload: { labels: [] } }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/static-pages/:id/labels': {
    access: STAFF,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/static-pages/${c.own('staticPage')}/labels`, payload: { labels: [] } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'PUT', url: `/api/static-pages/${c.other('staticPage')}/labels`, payload: { labels: [] } }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
};
