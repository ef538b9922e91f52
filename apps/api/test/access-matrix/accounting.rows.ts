import { paymentOperation } from '@hubgrade/domain/accounting/builders';
import { sql } from 'drizzle-orm';
import { recordOperation } from '../../src/modules/accounting/journal.ts';
import { type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/**
 * The accounting journal (/operations): staff of a brand with the billing module pass the policy,
 * then only the super administrator and the holders of the "operation" right (none among the
 * matrix's staff) are let in; everyone else is refused 403. A malformed query is refused (400)
 * before that check, to whoever passes the policy.
 */

const JOURNAL = { roles: STAFF, module: 'billing' } as const;
const SUPER_ADMIN_ONLY = '401  200  403  403  403  403  403  403  403  403  403  403  403';

let made = 0;
/** A payment of the caller's scope, for a reversal to consume. */
const freshOperation = async (c: Call) => {
  made += 1;
  const operation = paymentOperation({
    reference: `MATRICE-${made}`,
    date: '2026-06-01',
    amountCents: 1_000 + made,
    client: { code: 'C000001', name: 'Matrice' },
  });
  const { id } = await c.db.transaction((tx) => recordOperation(tx, c.brand, operation, { kind: 'payment', id: null }));
  return id;
};

export const fixtures: Fixtures = {
  journalOperation: (brand) => sql`select id as v from journal_operations where brand_id is not distinct from ${brand} order by id limit 1`,
};

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/operations': {
    access: JOURNAL,
    cases: {
      mine: { request: () => ({ url: '/api/operations' }), expect: line(SUPER_ADMIN_ONLY) },
      'bad filter': { request: () => ({ url: '/api/operations?journal=XX' }), expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403') },
    },
  },
  'GET /api/operations/fec/years': {
    access: JOURNAL,
    cases: { mine: { request: () => ({ url: '/api/operations/fec/years' }), expect: line(SUPER_ADMIN_ONLY) } },
  },
  'GET /api/operations/fec': {
    access: JOURNAL,
    cases: {
      mine: { request: () => ({ url: '/api/operations/fec?year=2026' }), expect: line(SUPER_ADMIN_ONLY) },
      'bad year': { request: () => ({ url: '/api/operations/fec?year=abc' }), expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403') },
    },
  },
  'GET /api/operations/:id': {
    access: JOURNAL,
    cases: {
      own: { request: (c) => ({ url: `/api/operations/${c.own('journalOperation')}` }), expect: line(SUPER_ADMIN_ONLY) },
      other: { request: (c) => ({ url: `/api/operations/${c.other('journalOperation')}` }), expect: line(SUPER_ADMIN_ONLY) },
    },
  },
  'POST /api/operations/:id/reverse': {
    access: JOURNAL,
    cases: {
      own: { setup: freshOperation, request: (_c, id) => ({ method: 'POST', url: `/api/operations/${id}/reverse`, payload: { date: '2026-06-02' } }),
        expect: line('401  201  403  403  403  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'journal_operations', id }) },
    },
  },
};
