import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Key and badge tariffs and their assignments (members-bookings-feed §2.6, §7). */

export const fixtures: Fixtures = {
  keyTariff: (brand) => sql`select id as v from key_tariffs where brand_id is not distinct from ${brand} order by id limit 1`,
};

const READ = { roles: STAFF, module: 'keys' } as const;
const WRITE = { roles: ADMINS, module: 'keys' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** A key type of its own, so that a tariff of it never collides with another at the same site. */
const freshType = (c: Call) => c.scalar<number>(sql`insert into key_types (name) values (${`Matrice ${c.who}`}) returning id as v`);

/** A tariff of the scope made for one call (deleted, or given a key). */
const freshTariff = (brand: (c: Call) => number | null) => async (c: Call) => {
  const type = await freshType(c);
  return c.scalar<number>(sql`
    insert into key_tariffs (brand_id, site_id, key_type_id, price_cents)
    select brand_id, id, ${type}, 1000 from sites where brand_id is not distinct from ${brand(c)} order by id limit 1
    returning id as v`);
};

/** A key held by a member of the scope, made for one call that takes it back. */
const freshAssignment = (brand: (c: Call) => number | null) => async (c: Call) => {
  const tariff = await freshTariff(brand)(c);
  return c.scalar<number>(sql`
    insert into key_assignments (tariff_id, brand_id, user_id, label, assigned_on)
    select ${tariff}, brand_id, id, 'M-1', '2026-01-05' from users
    where brand_id is not distinct from ${brand(c)} and roles = '{ROLE_USER}' and deleted_at is null order by id limit 1
    returning id as v`);
};

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE). Brand 9 has no keys module.
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/key_tarif': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/key_tarif' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/key_tarif/options': {
    access: READ,
    cases: {
      options: { request: () => ({ url: '/api/key_tarif/options' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/key_tarif/:id': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/key_tarif/${c.own('keyTariff')}` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/key_tarif/${c.other('keyTariff')}` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/key_tarif/:id/assignments': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/key_tarif/${c.own('keyTariff')}/assignments` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/key_tarif/${c.other('keyTariff')}/assignments` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/key_tarif/:id/members': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/key_tarif/${c.own('keyTariff')}/members` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/key_tarif/${c.other('keyTariff')}/members` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/key_tarif': {
    access: WRITE,
    cases: {
      own: { setup: freshType,
        request: (c, type) => ({ method: 'POST', url: '/api/key_tarif', payload: { espace: c.own('site'), type, price: 1500 } }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      // Another brand's site is not one the caller may price (a field error, not a leak).
      other: { setup: freshType,
        request: (c, type) => ({ method: 'POST', url: '/api/key_tarif', payload: { espace: c.other('site'), type, price: 1500 } }),
        expect: line('401  201  403  400  400  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/key_tarif' }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/patch/key_tarif/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/key_tarif/${c.own('keyTariff')}`, payload: { price: 1200 + c.self } }),
        guards: (c) => ({ table: 'key_tariffs', id: c.own('keyTariff') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/key_tarif/${c.other('keyTariff')}`, payload: { price: 1300 + c.self } }),
        guards: (c) => ({ table: 'key_tariffs', id: c.other('keyTariff') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/key_tarif/${c.own('keyTariff')}` }),
        guards: (c) => ({ table: 'key_tariffs', id: c.own('keyTariff') }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/key_tarif/:id': {
    access: WRITE,
    cases: {
      own: { setup: freshTariff((c) => c.brand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/key_tarif/${id}` }),
        guards: (_c, id) => ({ table: 'key_tariffs', id }),
        expect: line('401  204  403  204  204  403  403  403  403  403  403  403  403') },
      other: { setup: freshTariff(otherBrand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/key_tarif/${id}` }),
        guards: (_c, id) => ({ table: 'key_tariffs', id }),
        expect: line('401  204  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/key_tarif/:id/assignments': {
    access: WRITE,
    cases: {
      own: { setup: freshTariff((c) => c.brand),
        request: (c, id) => ({ method: 'POST', url: `/api/key_tarif/${id}/assignments`, payload: { user: c.own('member'), label: 'M-1' } }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      other: { setup: freshTariff(otherBrand),
        request: (c, id) => ({ method: 'POST', url: `/api/key_tarif/${id}/assignments`, payload: { user: c.other('member'), label: 'M-1' } }),
        expect: line('401  201  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/key_assignments/:id/return': {
    access: WRITE,
    cases: {
      own: { setup: freshAssignment((c) => c.brand),
        request: (_c, id) => ({ method: 'POST', url: `/api/key_assignments/${id}/return`, payload: {} }),
        guards: (_c, id) => ({ table: 'key_assignments', id }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: { setup: freshAssignment(otherBrand),
        request: (_c, id) => ({ method: 'POST', url: `/api/key_assignments/${id}/return`, payload: {} }),
        guards: (_c, id) => ({ table: 'key_assignments', id }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
};
