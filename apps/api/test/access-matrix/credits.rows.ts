import { sql } from 'drizzle-orm';
import { type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** The credit ledger: balances and entries of companies and members, packs and adjustments. */

/** Companies and members of a scope that none of the matrix's people belongs to or is. */
export const fixtures: Fixtures = {
  creditCompany: (brand) => sql`select id as v from companies where brand_id is not distinct from ${brand}
    and id not in (select company_id from users where email like '%@demo.test' and company_id is not null) order by id limit 1`,
  creditMember: (brand) => sql`select id as v from users where brand_id is not distinct from ${brand}
    and roles = '{ROLE_USER}' and deleted_at is null and email not like '%@demo.test' order by id limit 1`,
};

const READ = { roles: 'authenticated' } as const;
const WRITE = { roles: STAFF } as const;
const grant = { kind: 'grant', label: 'Pack matrice', amount: 1000 };

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/credits/companies/:id': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/credits/companies/${c.own('creditCompany')}` }),
        expect: line('401  200  200  200  200  200  200  200  404  404  404  404  404') },
      other: { request: (c) => ({ url: `/api/credits/companies/${c.other('creditCompany')}` }),
        expect: line('401  200  404  404  404  404  200  404  404  404  404  404  404') },
    },
  },
  'GET /api/credits/members/:id': {
    access: READ,
    cases: {
      self: { request: (c) => ({ url: `/api/credits/members/${c.self}` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      own: { request: (c) => ({ url: `/api/credits/members/${c.own('creditMember')}` }),
        expect: line('401  200  200  200  200  200  200  200  404  404  404  404  404') },
      other: { request: (c) => ({ url: `/api/credits/members/${c.other('creditMember')}` }),
        expect: line('401  200  404  404  404  404  200  404  404  404  404  404  404') },
    },
  },
  'POST /api/credits/companies/:id/entries': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/credits/companies/${c.own('creditCompany')}/entries`, payload: grant }),
        expect: line('401  201  201  201  201  201  201  201  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/credits/companies/${c.other('creditCompany')}/entries`, payload: grant }),
        expect: line('401  201  404  404  404  404  201  404  403  403  403  403  403') },
    },
  },
  'POST /api/credits/members/:id/entries': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/credits/members/${c.own('creditMember')}/entries`, payload: grant }),
        expect: line('401  201  201  201  201  201  201  201  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/credits/members/${c.other('creditMember')}/entries`, payload: grant }),
        expect: line('401  201  404  404  404  404  201  404  403  403  403  403  403') },
    },
  },
};
