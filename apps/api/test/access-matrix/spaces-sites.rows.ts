import { ADMINS, type Call, line, type Row, STAFF } from './matrix.ts';

/** Sites ("espaces", tables-and-sheets §1): staff read them, administrators change them; every demo brand has the module. */

const READ = { roles: STAFF, module: 'espaces' } as const;
const WRITE = { roles: ADMINS, module: 'espaces' } as const;
const WEEK = [...Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '19:00' })), null, null];
const site = (c: Call) => ({ name: `Espace ${c.who}`, address: '1 rue de la Paix', zipcode: '75002', city: 'Paris', openingHours: WEEK });

/** A photo uploaded for one call, by the caller (the anonymous call takes the super admin's). */
const freshPhoto = (c: Call) => c.upload('read', 'self');

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/espaces': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/espaces' }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/espaces': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/espaces', payload: site(c) }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      // A brand's staff cannot create a site in another brand (a field error, not a leak).
      other: { request: (c) => ({ method: 'POST', url: '/api/espaces', payload: { ...site(c), brand: c.brand === 9 ? 5 : 9 } }),
        expect: line('401  201  400  400  400  400  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/espaces' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/patch/espaces/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/espaces/${c.own('site')}`, payload: { city: `Paris ${c.self}` } }),
        guards: (c) => ({ table: 'sites', id: c.own('site') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/espaces/${c.other('site')}`, payload: { city: `Lyon ${c.self}` } }),
        guards: (c) => ({ table: 'sites', id: c.other('site') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/espaces/:id/photos': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PUT', url: `/api/espaces/${c.own('site')}/photos`, payload: { uploadIds: [freshPhoto(c)] } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PUT', url: `/api/espaces/${c.other('site')}/photos`, payload: { uploadIds: [] } }),
        guards: (c) => ({ table: 'sites', id: c.other('site') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
};
