import { sql } from 'drizzle-orm';
import { type Call, line, type Row } from './matrix.ts';

/**
 * Payment orders (shell /ordres/{type}, §6): the super administrator's only; every other caller,
 * brand administrators included, is refused with 403.
 */

const SUPER = { roles: ['ROLE_ADMIN'] } as const;

let made = 0;
/** An open direct-debit order of the main platform without items. */
const freshOrder = async (c: Call) => {
  made += 1;
  return c.scalar<number>(sql`
    insert into payment_orders (brand_id, kind, reference, collection_date, total_cents, item_count)
    values (null, 'prelevement', ${`PRLV-MATRIX-${made}`}, current_date + 5, 0, 0) returning id as v`);
};

const OK = '401  200  403  403  403  403  403  403  403  403  403  403  403';
const BAD = '401  400  403  403  403  403  403  403  403  403  403  403  403';
const CONFLICT = '401  409  403  403  403  403  403  403  403  403  403  403  403';
const MISSING = '401  404  403  403  403  403  403  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/ordres/:kind': {
    access: SUPER,
    cases: { list: { request: () => ({ url: '/api/ordres/prelevement' }), expect: line(OK) } },
  },
  'GET /api/ordres/:kind/:id': {
    access: SUPER,
    cases: { sheet: { setup: freshOrder, request: (_c, id) => ({ url: `/api/ordres/prelevement/${id}` }), expect: line(OK) } },
  },
  'GET /api/ordres/:kind/:id/xml': {
    access: SUPER,
    cases: {
      /** An order without items has no file to give. */
      empty: { setup: freshOrder, request: (_c, id) => ({ url: `/api/ordres/prelevement/${id}/xml` }), expect: line(CONFLICT) },
    },
  },
  'POST /api/ordres/prelevement': {
    access: SUPER,
    cases: {
      'bad date': { request: () => ({ method: 'POST', url: '/api/ordres/prelevement', payload: { brandId: 0, collectionDate: '2026-02-30' } }),
        expect: line(BAD) },
    },
  },
  'POST /api/ordres/:kind/:id/state': {
    access: SUPER,
    cases: {
      empty: { setup: freshOrder, request: (_c, id) => ({ method: 'POST', url: `/api/ordres/prelevement/${id}/state`, payload: { state: 1 } }),
        expect: line(CONFLICT), guards: (_c, id) => ({ table: 'payment_orders', id }) },
    },
  },
  'POST /api/ordres/:kind/:id/items/:itemId/reject': {
    access: SUPER,
    cases: {
      unknown: { setup: freshOrder,
        request: (_c, id) => ({ method: 'POST', url: `/api/ordres/prelevement/${id}/items/2000000000/reject`, payload: { reason: 'AC04' } }),
        expect: line(MISSING), guards: (_c, id) => ({ table: 'payment_orders', id }) },
    },
  },
};
