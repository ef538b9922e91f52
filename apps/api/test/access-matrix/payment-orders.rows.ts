import { sql } from 'drizzle-orm';
import { type Call, line, type Row } from './matrix.ts';

/**
 * Payment orders (shell /ordres/{type}, §6), landlords' bank details and other payments: the super
 * administrator's only; every other caller, brand administrators included, is refused with 403.
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

/** A payment of the main platform waiting for an order, for this caller to delete. */
const freshPayment = async (c: Call) =>
  c.scalar<number>(sql`
    insert into other_payments (brand_id, beneficiary, iban, bic, amount_cents, label, payment_date)
    values (null, 'Matrice', ${IBAN}, 'PSSTFRPPPAR', 100, 'Matrice', current_date + 5) returning id as v`);
/** A landlord with a statement. */
const landlord = (c: Call) => c.scalar<number>(sql`select landlord_id as v from statements order by id limit 1`);

const IBAN = 'FR1420041010050500013M02606';
const OK = '401  200  403  403  403  403  403  403  403  403  403  403  403';
const GONE = '401  204  403  403  403  403  403  403  403  403  403  403  403';
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
  'POST /api/ordres/:kind': {
    access: SUPER,
    cases: {
      'bad date': { request: () => ({ method: 'POST', url: '/api/ordres/prelevement', payload: { brandId: 0, collectionDate: '2026-02-30' } }),
        expect: line(BAD) },
      'bad brand': { request: () => ({ method: 'POST', url: '/api/ordres/virement', payload: { brandId: -1, collectionDate: '2099-01-01' } }),
        expect: line(BAD) },
    },
  },
  'GET /api/ordres/virement/bailleurs': {
    access: SUPER,
    cases: { list: { request: () => ({ url: '/api/ordres/virement/bailleurs' }), expect: line(OK) } },
  },
  'PUT /api/ordres/virement/bailleurs/:landlordId/rib': {
    access: SUPER,
    cases: {
      'bad IBAN': { setup: landlord,
        request: (_c, id) => ({ method: 'PUT', url: `/api/ordres/virement/bailleurs/${id}/rib`, payload: { holder: 'X', iban: 'FR00', bic: 'PSSTFRPPPAR' } }),
        expect: line(BAD) },
      saved: { setup: landlord,
        request: (_c, id) => ({ method: 'PUT', url: `/api/ordres/virement/bailleurs/${id}/rib`, payload: { holder: 'X', iban: IBAN, bic: 'PSSTFRPPPAR' } }),
        expect: line(OK) },
    },
  },
  'GET /api/autres-paiements': {
    access: SUPER,
    cases: { list: { request: () => ({ url: '/api/autres-paiements' }), expect: line(OK) } },
  },
  'POST /api/autres-paiements': {
    access: SUPER,
    cases: {
      'bad BIC': { request: () => ({ method: 'POST', url: '/api/autres-paiements',
        payload: { brandId: 0, beneficiary: 'X', iban: IBAN, bic: 'X', amountCents: 100, label: 'X', paymentDate: '2099-01-01' } }),
        expect: line(BAD) },
    },
  },
  'DELETE /api/autres-paiements/:id': {
    access: SUPER,
    cases: {
      waiting: { setup: freshPayment, request: (_c, id) => ({ method: 'DELETE', url: `/api/autres-paiements/${id}` }),
        expect: line(GONE), guards: (_c, id) => ({ table: 'other_payments', id }) },
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
