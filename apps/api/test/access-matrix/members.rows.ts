import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row, STAFF } from './matrix.ts';

/** The member tables, row actions, consultation rights and new collaborators (members-bookings-feed §2.2–§2.4, §2.17). */

/** A fresh account of the given scope for a call that consumes it (deletion, validation). */
function freshUser(brand: number | null, pending: boolean) {
  return (c: Call) =>
    c.scalar<number>(
      sql`insert into users (email, password_hash, first_name, last_name, account_type, enabled, brand_id)
          values ('matrice-' || (select coalesce(max(id), 0) + 1 from users) || '@exemple.fr', '!', 'Matrice', 'Essai', 2, ${!pending}, ${brand})
          returning id as v`,
    );
}
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/users': {
    access: { roles: STAFF, module: 'members' },
    cases: {
      list: { request: () => ({ url: '/api/users' }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      'bad sort': { request: () => ({ url: '/api/users?sortBy=password' }),
        expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403') },
    },
  },
  'GET /api/users/:id/overview': {
    access: { roles: STAFF, module: 'members' },
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/overview` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/overview` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/users/:id/disable': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        setup: (c) => freshUser(c.brand, false)(c),
        request: (_c, id) => ({ method: 'POST', url: `/api/users/${id}/disable` }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        setup: (c) => freshUser(otherBrand(c), false)(c),
        request: (_c, id) => ({ method: 'POST', url: `/api/users/${id}/disable` }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/users/:id/roles': {
    access: { roles: ['ROLE_ADMIN'], module: 'members' },
    cases: {
      own: {
        request: (c) => ({ method: 'PUT', url: `/api/users/${c.own('member')}/roles`, payload: { roles: [] } }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PUT', url: `/api/users/${c.other('member')}/roles`, payload: { roles: [] } }),
        guards: (c) => ({ table: 'users', id: c.other('member') }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/users/:id': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        setup: (c) => freshUser(c.brand, false)(c),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/users/${id}` }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403') },
      other: {
        setup: (c) => freshUser(otherBrand(c), false)(c),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/users/${id}` }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/accessCompany/user/:id': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/accessCompany/user/${c.own('member')}` }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/accessCompany/user/${c.other('member')}` }),
        guards: (c) => ({ table: 'users', id: c.other('member') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'with a body': {
        request: (c) => ({ method: 'PATCH', url: `/api/accessCompany/user/${c.own('member')}`, payload: { accessCompany: true } }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/shoppingRights/user/:id': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/shoppingRights/user/${c.own('member')}` }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/shoppingRights/user/${c.other('member')}` }),
        guards: (c) => ({ table: 'users', id: c.other('member') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/access': {
    access: { roles: STAFF, module: 'members' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: '/api/access', payload: { access: { booking: true }, createdUserId: c.own('member') } }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: '/api/access', payload: { access: { ticket: false }, createdUserId: c.other('member') } }),
        guards: (c) => ({ table: 'users', id: c.other('member') }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/users/incoming/validate': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        setup: (c) => freshUser(c.brand, true)(c),
        request: (_c, id) => ({ method: 'POST', url: '/api/users/incoming/validate', payload: { ids: [id] } }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        setup: (c) => freshUser(otherBrand(c), true)(c),
        request: (_c, id) => ({ method: 'POST', url: '/api/users/incoming/validate', payload: { ids: [id] } }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/users/incoming/refuse': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        setup: (c) => freshUser(c.brand, true)(c),
        request: (_c, id) => ({ method: 'POST', url: '/api/users/incoming/refuse', payload: { ids: [id] } }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        setup: (c) => freshUser(otherBrand(c), true)(c),
        request: (_c, id) => ({ method: 'POST', url: '/api/users/incoming/refuse', payload: { ids: [id] } }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  // The booking dialogs' user picker: `true` is the caller's own scope; staff list their scope's users, anyone else themselves.
  'GET /api/brand/:brandId/users': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: (c) => ({ url: `/api/brand/${c.brand ?? 'true'}/users` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      'own scope': { request: () => ({ url: '/api/brand/true/users' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      other: { request: (c) => ({ url: `/api/brand/${otherBrand(c)}/users` }),
        expect: line('401  200  404  404  404  404  200  404  404  404  404  404  404') },
    },
  },
};
