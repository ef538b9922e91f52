import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/**
 * Management statements (tables §2.7, §7; shell /rdg/{cryptId}): staff of a brand with the billing
 * module read them; its administrators generate, edit and send them; everyone in their brand scope
 * (another brand's statement is a 404; brand 9's salespeople have no billing module: 403).
 */

const READERS = { roles: STAFF, module: 'billing' } as const;
const WRITERS = { roles: ADMINS, module: 'billing' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
const tokens = new Map<number, string>();
/** A draft statement of the caller's scope or of another brand, for a landlord of the main platform's demo. */
const freshStatement = (whose: 'own' | 'other') => async (c: Call) => {
  made += 1;
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  const token = `matrix-statement-${made}-${Date.now()}`;
  const id = await c.scalar<number>(sql`
    insert into statements (brand_id, landlord_id, period, year, number, full_number, created_on, commission_rate, commission_vat_rate,
      collected_cents, commission_ht_cents, commission_vat_cents, paid_back_cents, to_collect_cents, token)
    values (${brand}, (select id from users where email = 'landlord@demo.test'), ${`${1000 + made}-01`},
      ${1000 + made}, 1, ${`R-${1000 + made}-000001`}, current_date, 1000, 2000, 12000, 1000, 200, 10800, 0, ${token})
    returning id as v`);
  tokens.set(id, token);
  return id;
};
const tokenOf = (id: number) => tokens.get(id) ?? 'unknown-token-of-the-matrix-000';
const EDIT = { adjustmentCents: -500, adjustmentLabel: 'Frais de dossier', comment: 'Matrice' };

/** A landlord of the brand (null: the main platform), whose own commission rate the rows read and set. */
export const fixtures: Fixtures = {
  commissionLandlord: (brand) =>
    sql`select id as v from users where brand_id is not distinct from ${brand} and account_type = 1 and deleted_at is null order by id limit 1`,
};

const READ_LINE = '401  200  200  200  200  200  200  403  403  403  403  403  403';
const READ_OTHER = '401  200  404  404  404  404  200  403  403  403  403  403  403';
const WRITE_LINE = '401  200  200  200  200  200  403  403  403  403  403  403  403';
const WRITE_OTHER = '401  200  404  404  404  404  403  403  403  403  403  403  403';
const WRITE_400 = '401  400  400  400  400  400  403  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/rdg': {
    access: READERS,
    cases: { mine: { request: () => ({ url: '/api/rdg' }), expect: line(READ_LINE) } },
  },
  'GET /api/rdg/:cryptId': {
    access: READERS,
    cases: {
      own: { setup: freshStatement('own'), request: (_c, id) => ({ url: `/api/rdg/${tokenOf(id)}` }), expect: line(READ_LINE) },
      other: { setup: freshStatement('other'), request: (_c, id) => ({ url: `/api/rdg/${tokenOf(id)}` }), expect: line(READ_OTHER) },
    },
  },
  'GET /api/rdg/pdf/:cryptInvoice': {
    access: READERS,
    cases: {
      own: { setup: freshStatement('own'), request: (_c, id) => ({ url: `/api/rdg/pdf/${tokenOf(id)}` }), expect: line(READ_LINE) },
      other: { setup: freshStatement('other'), request: (_c, id) => ({ url: `/api/rdg/pdf/${tokenOf(id)}` }), expect: line(READ_OTHER) },
    },
  },
  'PUT /api/rdg/:cryptId': {
    access: WRITERS,
    cases: {
      own: { setup: freshStatement('own'), request: (_c, id) => ({ method: 'PUT', url: `/api/rdg/${tokenOf(id)}`, payload: EDIT }),
        expect: line(WRITE_LINE), guards: (_c, id) => ({ table: 'statements', id }) },
      other: { setup: freshStatement('other'), request: (_c, id) => ({ method: 'PUT', url: `/api/rdg/${tokenOf(id)}`, payload: EDIT }),
        expect: line(WRITE_OTHER), guards: (_c, id) => ({ table: 'statements', id }) },
    },
  },
  'POST /api/rdg/:cryptId/send': {
    access: WRITERS,
    cases: {
      own: { setup: freshStatement('own'), request: (_c, id) => ({ method: 'POST', url: `/api/rdg/${tokenOf(id)}/send` }),
        expect: line(WRITE_LINE), guards: (_c, id) => ({ table: 'statements', id }) },
      other: { setup: freshStatement('other'), request: (_c, id) => ({ method: 'POST', url: `/api/rdg/${tokenOf(id)}/send` }),
        expect: line(WRITE_OTHER), guards: (_c, id) => ({ table: 'statements', id }) },
    },
  },
  'POST /api/rdg/generate': {
    access: WRITERS,
    cases: {
      /** A month that does not exist: refused 400 for those who pass the access check, so that nothing is written. */
      'bad period': { request: () => ({ method: 'POST', url: '/api/rdg/generate', payload: { period: '2026-13' } }), expect: line(WRITE_400) },
    },
  },
  'GET /api/commissions': {
    access: READERS,
    cases: { mine: { request: () => ({ url: '/api/commissions' }), expect: line(READ_LINE) } },
  },
  'PUT /api/commissions': {
    access: WRITERS,
    cases: { mine: { request: () => ({ method: 'PUT', url: '/api/commissions', payload: { rate: 1100 } }), expect: line(WRITE_LINE) } },
  },
  'GET /api/commissions/history': {
    access: READERS,
    cases: { mine: { request: () => ({ url: '/api/commissions/history' }), expect: line(READ_LINE) } },
  },
  'GET /api/commissions/landlords/:landlordId': {
    access: READERS,
    cases: {
      own: { request: (c) => ({ url: `/api/commissions/landlords/${c.own('commissionLandlord')}` }), expect: line(READ_LINE) },
      other: { request: (c) => ({ url: `/api/commissions/landlords/${c.other('commissionLandlord')}` }), expect: line(READ_OTHER) },
    },
  },
  'PUT /api/commissions/landlords/:landlordId': {
    access: WRITERS,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/commissions/landlords/${c.own('commissionLandlord')}`, payload: { rate: 900 } }),
        expect: line(WRITE_LINE) },
      other: { request: (c) => ({ method: 'PUT', url: `/api/commissions/landlords/${c.other('commissionLandlord')}`, payload: { rate: 900 } }),
        expect: line(WRITE_OTHER) },
    },
  },
};
