import { sql } from 'drizzle-orm';
import { type Call, line, type Row } from './matrix.ts';

/**
 * A member's personal data (export and erasure, from the member sheet): the super administrator
 * and the member's brand administrators, in their brand scope (another brand's member is a 404);
 * office administrators, salespeople and members are refused (403).
 */

const GUARDIANS = { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'], module: 'members' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** A fresh member of the given brand for an erasure, which consumes it. */
const freshMember = (brand: (c: Call) => number | null) => (c: Call) =>
  c.scalar<number>(
    sql`insert into users (email, password_hash, first_name, last_name, account_type, enabled, brand_id)
        values ('donnees-' || (select coalesce(max(id), 0) + 1 from users) || '@exemple.fr', '!', 'Données', 'Essai', 2, true, ${brand(c)})
        returning id as v`,
  );

const OWN = '401  200  200  200  403  403  403  403  403  403  403  403  403';
const OTHER = '401  200  404  404  403  403  403  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/users/:id/personal-data': {
    access: GUARDIANS,
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/personal-data` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/personal-data` }), expect: line(OTHER) },
    },
  },
  'GET /api/users/:id/personal-data/export': {
    access: GUARDIANS,
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/personal-data/export` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/personal-data/export` }), expect: line(OTHER) },
    },
  },
  'GET /api/users/:id/personal-data/pdf': {
    access: GUARDIANS,
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/personal-data/pdf` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/personal-data/pdf` }), expect: line(OTHER) },
    },
  },
  'POST /api/users/:id/personal-data/erase': {
    access: GUARDIANS,
    cases: {
      own: { setup: freshMember((c) => c.brand), request: (_c, id) => ({ method: 'POST', url: `/api/users/${id}/personal-data/erase` }),
        guards: (_c, id) => ({ table: 'users', id }), expect: line(OWN) },
      other: { setup: freshMember(otherBrand), request: (_c, id) => ({ method: 'POST', url: `/api/users/${id}/personal-data/erase` }),
        guards: (_c, id) => ({ table: 'users', id }), expect: line(OTHER) },
    },
  },
};
