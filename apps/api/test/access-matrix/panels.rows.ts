import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row } from './matrix.ts';

/**
 * Display panels (spec shell /panneau…, module screenAnnouncement). Administrators of a deployment
 * with the module run its panels; brands 5 and 9 have no such module, so only the main platform's
 * administrators pass. The lobby screen is read by its secret, without signing in.
 */

const ADMIN = { roles: ADMINS, module: 'screenAnnouncement' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
const secretOf = (id: number) => `matrice-panneau-secret-${id}`;

/** A panel on a site of the caller's scope, or of another brand; its secret is secretOf(id). */
const freshPanel = (whose: 'own' | 'other') => async (c: Call) => {
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  const id = await c.scalar<number>(sql`
    insert into panels (brand_id, site_id, name, blocks, secret)
    values (${brand}, (select id from sites where brand_id is not distinct from ${brand} order by id limit 1), 'Matrice',
      array['clock', 'rooms']::text[], md5(random()::text))
    returning id as v`);
  await c.db.execute(sql`update panels set secret = ${secretOf(id)} where id = ${id}`);
  return id;
};

const MAIN_ONLY = '401  200  403  403  403  403  403  403  403  403  403  403  403';
const body = { name: 'Matrice', blocks: ['clock'], espace: 2_000_000_000 };

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/panels': {
    access: ADMIN,
    cases: { mine: { request: () => ({ url: '/api/panels' }), expect: line(MAIN_ONLY) } },
  },
  'GET /api/panels/options': {
    access: ADMIN,
    cases: { mine: { request: () => ({ url: '/api/panels/options' }), expect: line(MAIN_ONLY) } },
  },
  'GET /api/panels/default-content': {
    access: ADMIN,
    cases: { mine: { request: () => ({ url: '/api/panels/default-content' }), expect: line(MAIN_ONLY) } },
  },
  'PUT /api/panels/default-content': {
    access: ADMIN,
    cases: { mine: { request: () => ({ method: 'PUT', url: '/api/panels/default-content', payload: { title: 'Bienvenue', message: 'Matrice' } }),
      expect: line(MAIN_ONLY) } },
  },
  'GET /api/panels/:id': {
    access: ADMIN,
    cases: {
      own: { setup: freshPanel('own'), request: (_c, id) => ({ url: `/api/panels/${id}` }), expect: line(MAIN_ONLY) },
      other: { setup: freshPanel('other'), request: (_c, id) => ({ url: `/api/panels/${id}` }), expect: line(MAIN_ONLY) },
    },
  },
  'POST /api/panels': {
    access: ADMIN,
    cases: {
      /** An unknown site: refused 400 for those who pass the access check, so that nothing is created. */
      own: { request: () => ({ method: 'POST', url: '/api/panels', payload: body }),
        expect: line('401  400  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/panels/:id': {
    access: ADMIN,
    cases: {
      own: { setup: freshPanel('own'), request: (_c, id) => ({ method: 'PUT', url: `/api/panels/${id}`, payload: body }),
        expect: line('401  400  403  403  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'panels', id }) },
      other: { setup: freshPanel('other'), request: (_c, id) => ({ method: 'PUT', url: `/api/panels/${id}`, payload: body }),
        expect: line('401  400  403  403  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'panels', id }) },
    },
  },
  'DELETE /api/panels/:id': {
    access: ADMIN,
    cases: {
      own: { setup: freshPanel('own'), request: (_c, id) => ({ method: 'DELETE', url: `/api/panels/${id}` }),
        expect: line('401  204  403  403  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'panels', id }) },
      other: { setup: freshPanel('other'), request: (_c, id) => ({ method: 'DELETE', url: `/api/panels/${id}` }),
        expect: line('401  204  403  403  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'panels', id }) },
    },
  },
  'POST /api/panels/:id/secret': {
    access: ADMIN,
    cases: {
      own: { setup: freshPanel('own'), request: (_c, id) => ({ method: 'POST', url: `/api/panels/${id}/secret` }),
        expect: line(MAIN_ONLY), guards: (_c, id) => ({ table: 'panels', id }) },
      other: { setup: freshPanel('other'), request: (_c, id) => ({ method: 'POST', url: `/api/panels/${id}/secret` }),
        expect: line(MAIN_ONLY), guards: (_c, id) => ({ table: 'panels', id }) },
    },
  },
  'GET /api/project/screen/:secret': {
    access: { public: true },
    cases: {
      /** The secret is the key: anyone holding it reads the screen, signed in or not. */
      own: { setup: freshPanel('own'), request: (_c, id) => ({ url: `/api/project/screen/${secretOf(id)}` }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
      unknown: { request: () => ({ url: '/api/project/screen/matrice-panneau-secret-inconnu' }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'GET /api/project/screen/:secret/ws': {
    // The WebSocket carries its secret in the path and is closed with 4404 after the upgrade when
    // it names no panel (screen-socket.test.ts). A plain HTTP call is told to upgrade.
    access: { public: true },
    cases: {
      'plain HTTP': { setup: freshPanel('own'), request: (_c, id) => ({ url: `/api/project/screen/${secretOf(id)}/ws` }),
        expect: line('426  426  426  426  426  426  426  426  426  426  426  426  426') },
    },
  },
};
