import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row } from './matrix.ts';

/**
 * Documents (spec shell /documents…). Everyone signed in reads the documents shared with them,
 * administrators their brand scope's and manage them; brands 5 and 9 both have the "documents"
 * module. A document shared with all members of a scope is read by each of them; one shared with
 * another member only by that member and the scope's administrators.
 */

const ANYONE = { roles: 'authenticated' } as const;
const STAFF = { roles: ADMINS, module: 'documents' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
/** A document of one version: shared with all members of the caller's scope, with one other member of it, or another brand's. */
const freshDocument = (whose: 'all' | 'someone' | 'other') => async (c: Call) => {
  made += 1;
  const brand = whose === 'other' ? otherBrand(c) : c.brand;
  const member =
    whose === 'someone'
      ? sql`(select id from users where brand_id is not distinct from ${brand} and id <> ${c.self} and deleted_at is null order by id desc limit 1)`
      : sql`null`;
  const id = await c.scalar<number>(sql`
    insert into documents (brand_id, title, audience, user_id)
    values (${brand}, ${`Matrice ${made}`}, ${whose === 'someone' ? 'member' : 'all'}, ${member}) returning id as v`);
  await c.scalar<number>(sql`
    insert into document_versions (document_id, number, upload_id)
    values (${id}, 1, ${c.upload('read', whose === 'other' ? 'other' : 'own')}) returning id as v`);
  return id;
};

const EVERYONE = '401  200  200  200  200  200  200  200  200  200  200  200  200';
const OTHERS = '401  200  404  404  404  404  404  404  404  404  404  404  404';
const ONLY_STAFF = '401  200  200  200  200  200  404  404  404  404  404  404  404';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/documents': {
    access: ANYONE,
    cases: { mine: { request: () => ({ url: '/api/documents' }), expect: line(EVERYONE) } },
  },
  'GET /api/documents/audiences': {
    access: STAFF,
    cases: { mine: { request: () => ({ url: '/api/documents/audiences' }),
      expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') } },
  },
  'GET /api/documents/:id': {
    access: ANYONE,
    cases: {
      all: { setup: freshDocument('all'), request: (_c, id) => ({ url: `/api/documents/${id}` }), expect: line(EVERYONE) },
      someone: { setup: freshDocument('someone'), request: (_c, id) => ({ url: `/api/documents/${id}` }), expect: line(ONLY_STAFF) },
      other: { setup: freshDocument('other'), request: (_c, id) => ({ url: `/api/documents/${id}` }), expect: line(OTHERS) },
    },
  },
  'POST /api/documents': {
    access: STAFF,
    cases: {
      /** An unknown site: refused 400 for those who pass the access check, so that nothing is created. */
      own: { request: (c) => ({ method: 'POST', url: '/api/documents',
          payload: { title: 'Matrice', audience: 'site', target: 2_000_000_000, file: c.upload('read', 'self') } }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/documents/:id': {
    access: STAFF,
    cases: {
      own: { setup: freshDocument('all'), request: (_c, id) => ({ method: 'PATCH', url: `/api/documents/${id}`, payload: { title: 'Matrice modifiée', audience: 'all' } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'documents', id }) },
      other: { setup: freshDocument('other'), request: (_c, id) => ({ method: 'PATCH', url: `/api/documents/${id}`, payload: { title: 'Matrice modifiée', audience: 'all' } }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'documents', id }) },
    },
  },
  'POST /api/documents/:id/versions': {
    access: STAFF,
    cases: {
      own: { setup: freshDocument('all'), request: (c, id) => ({ method: 'POST', url: `/api/documents/${id}/versions`, payload: { file: c.upload('read', 'self') } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      other: { setup: freshDocument('other'), request: (c, id) => ({ method: 'POST', url: `/api/documents/${id}/versions`, payload: { file: c.upload('read', 'self') } }),
        expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'documents', id }) },
    },
  },
  'DELETE /api/documents/:id': {
    access: STAFF,
    cases: {
      own: { setup: freshDocument('all'), request: (_c, id) => ({ method: 'DELETE', url: `/api/documents/${id}` }),
        expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'documents', id }) },
      other: { setup: freshDocument('other'), request: (_c, id) => ({ method: 'DELETE', url: `/api/documents/${id}` }),
        expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'documents', id }) },
    },
  },
};
