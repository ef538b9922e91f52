import { sql } from 'drizzle-orm';
import { type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Condition reports (spec shell /edl…, members-bookings-feed §2.21): staff with the "edl" module; brand 9 has none. */

export const fixtures: Fixtures = {
  signedEntry: (brand) =>
    sql`select id as v from inventory_reports where brand_id is not distinct from ${brand} and kind = 'entry' and state = 'signed' order by id limit 1`,
  draftEntry: (brand) =>
    sql`select id as v from inventory_reports where brand_id is not distinct from ${brand} and kind = 'entry' and state = 'draft' order by id limit 1`,
};

const STAFF_EDL = { roles: STAFF, module: 'edl' } as const;
/** A 1×1 PNG as the drawn signature. */
const SIGN = {
  party: 'tenant',
  name: 'Léa Durand',
  signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
};
const ROOMS = { rooms: [{ name: 'Bureau', items: [{ name: 'Sol', condition: 'good' }] }] };

const OWN = '401  200  403  200  200  403  200  403  403  403  403  403  403';
const OTHER = '401  200  403  404  404  403  200  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/edl': {
    access: STAFF_EDL,
    cases: { list: { request: () => ({ url: '/api/edl' }), expect: line(OWN) } },
  },
  'GET /api/edl/options': {
    access: STAFF_EDL,
    cases: { options: { request: () => ({ url: '/api/edl/options' }), expect: line(OWN) } },
  },
  'GET /api/edl/:id': {
    access: STAFF_EDL,
    cases: {
      own: { request: (c) => ({ url: `/api/edl/${c.own('signedEntry')}` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/edl/${c.other('signedEntry')}` }), expect: line(OTHER) },
    },
  },
  'POST /api/edl': {
    access: STAFF_EDL,
    cases: {
      /** An unknown contract: refused 400 for those who pass the access check, so that nothing is created. */
      unknown: { request: () => ({ method: 'POST', url: '/api/edl', payload: { contract: 2_000_000_000 } }),
        expect: line('401  400  403  400  400  403  400  403  403  403  403  403  403') },
    },
  },
  'PUT /api/edl/:id': {
    access: STAFF_EDL,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/edl/${c.own('draftEntry')}`, payload: ROOMS }), expect: line(OWN) },
      other: { request: (c) => ({ method: 'PUT', url: `/api/edl/${c.other('draftEntry')}`, payload: ROOMS }), expect: line(OTHER) },
    },
  },
  'POST /api/edl/:id/exit': {
    access: STAFF_EDL,
    cases: {
      /** The seeded signed entry reports already have their exit report. */
      own: { request: (c) => ({ method: 'POST', url: `/api/edl/${c.own('signedEntry')}/exit` }),
        expect: line('401  409  403  409  409  403  409  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/edl/${c.other('signedEntry')}/exit` }),
        expect: line('401  409  403  404  404  403  409  403  403  403  403  403  403') },
    },
  },
  'POST /api/edl/:id/signatures': {
    access: STAFF_EDL,
    cases: {
      /** The seeded signed reports take no further signature: 409 for those who may sign, so that nothing is written. */
      own: { request: (c) => ({ method: 'POST', url: `/api/edl/${c.own('signedEntry')}/signatures`, payload: SIGN }),
        expect: line('401  409  403  409  409  403  409  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/edl/${c.other('signedEntry')}/signatures`, payload: SIGN }),
        expect: line('401  409  403  404  404  403  409  403  403  403  403  403  403') },
    },
  },
  'POST /api/edl/:id/signatures/code': {
    access: STAFF_EDL,
    cases: {
      /** The seeded signed reports await no tenant: 409 for those who may sign, so that no code is mailed. */
      own: { request: (c) => ({ method: 'POST', url: `/api/edl/${c.own('signedEntry')}/signatures/code` }),
        expect: line('401  409  403  409  409  403  409  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/edl/${c.other('signedEntry')}/signatures/code` }),
        expect: line('401  409  403  404  404  403  409  403  403  403  403  403  403') },
    },
  },
  'GET /api/edl/:id/pdf': {
    access: STAFF_EDL,
    cases: {
      own: { request: (c) => ({ url: `/api/edl/${c.own('signedEntry')}/pdf` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/edl/${c.other('signedEntry')}/pdf` }), expect: line(OTHER) },
    },
  },
};
