import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/**
 * Invoices (tables-and-sheets §2.4, §3, §4, §7). Staff of a brand with the billing module read
 * them; its administrators issue, send, credit, take payments, close months and write the
 * seller's identity. Another brand's invoice is a 404, whatever the address.
 * A contract's own invoices are those of the `platformContract` fixture (contracts.rows.ts).
 */

const READERS = { roles: STAFF, module: 'billing' } as const;
const BILLING = { roles: ADMINS, module: 'billing' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
const brandKey = (brand: number | null) => brand ?? 0;

let made = 0;
/** A token the fresh invoice `n` gets, so a call can name its PDF address without reading it back. */
const tokenOf = (n: number) => `matrixinvoice${String(n).padStart(8, '0')}`;

/**
 * A fresh invoice in `state`: a copy of the scope's first seeded invoice under a number of its
 * own (year 2099), with its lines, so a call that succeeds changes nothing another call relies on.
 */
const freshInvoice = (whose: 'own' | 'other', state: 0 | 1) => async (c: Call) => {
  made += 1;
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  const id = await c.scalar<number>(sql`
    insert into invoices (brand_id, year, number, full_number, contract_id, user_id, landlord_id, company_id, issued_on, due_on,
      service_from, service_to, ht_cents, vat_cents, ttc_cents, state, type, seller, buyer, late_penalty_rate, token)
    select brand_id, 2099, 100000 + ${made}, ${`F-2099-${100000 + made}`}, contract_id, user_id, landlord_id, company_id, issued_on,
      due_on, service_from, service_to, ht_cents, vat_cents, ttc_cents, ${state}, type, seller, buyer, late_penalty_rate, ${tokenOf(made)}
    from invoices where brand_id is not distinct from ${brand} and type <> 5 and seller is not null order by id limit 1
    returning id as v`);
  await c.db.execute(sql`
    insert into invoice_lines (invoice_id, position, designation, quantity, unit_price_cents, vat_rate, vat_category, ht_cents, vat_cents, ttc_cents)
    select ${id}, l.position, l.designation, l.quantity, l.unit_price_cents, l.vat_rate, l.vat_category, l.ht_cents, l.vat_cents, l.ttc_cents
    from invoice_lines l where l.invoice_id = (select id from invoices where brand_id is not distinct from ${brand} and type <> 5
      and seller is not null order by id limit 1)`);
  return id;
};
/** The fresh invoice's number in `made`, for its PDF address. */
const freshPdf = (whose: 'own' | 'other') => async (c: Call) => {
  await freshInvoice(whose, 0)(c);
  return made;
};

/** A month of its own for each call that closes one (January 2000, February 2000…). */
let months = 0;
const freshMonth = async () => {
  months += 1;
  return months;
};
const monthOf = (n: number) => `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

const SELLER = {
  name: 'Matrice SAS',
  addressLine: '1 rue de la Matrice',
  postcode: '75001',
  city: 'Paris',
  countryCode: 'FR',
  siren: '123456789',
  siret: '12345678900017',
  rcs: 'RCS Paris 123 456 789',
  legalForm: 'SAS',
  shareCapitalCents: 100_000,
  vatNumber: 'FR32123456789',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  latePenaltyRate: 1065,
};

const READ_OWN = '401  200  200  200  200  200  200  403  403  403  403  403  403';
/** The main platform's staff (the super admin, its commercial) reach every brand. */
const READ_OTHER = '401  200  404  404  404  404  200  403  403  403  403  403  403';
const WRITE_OWN = '401  200  200  200  200  200  403  403  403  403  403  403  403';
const WRITE_OTHER = '401  200  404  404  404  404  403  403  403  403  403  403  403';

const guard = (_c: Call, id: number) => ({ table: 'invoices', id });

export const fixtures: Fixtures = {
  invoice: (brand) =>
    sql`select id as v from invoices where brand_id is not distinct from ${brand} and type <> 5 and seller is not null order by id limit 1`,
};

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/invoices': {
    access: READERS,
    cases: {
      own: {
        request: (c) => ({ url: `/api/invoices?bookingId=${c.own('platformContract')}` }),
        expect: line(READ_OWN),
      },
      'bad filter': {
        request: () => ({ url: '/api/invoices?bookingId=abc' }),
        expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403'),
      },
    },
  },
  'GET /api/invoices/:id': {
    access: READERS,
    cases: {
      own: { request: (c) => ({ url: `/api/invoices/${c.own('invoice')}` }), expect: line(READ_OWN) },
      other: { request: (c) => ({ url: `/api/invoices/${c.other('invoice')}` }), expect: line(READ_OTHER) },
    },
  },
  'POST /api/invoices': {
    access: BILLING,
    cases: {
      /** No line: refused 400 for those who pass the access check, so that nothing is issued. */
      own: { request: (c) => ({ method: 'POST', url: '/api/invoices', payload: { userId: c.self, lines: [] } }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/invoices/:id': {
    access: BILLING,
    cases: {
      own: { request: (c) => ({ method: 'PATCH', url: `/api/invoices/${c.own('invoice')}`, payload: { dueOn: '2099-01-01' } }),
        expect: line('401  409  409  409  409  409  403  403  403  403  403  403  403'), guards: (c) => guard(c, c.own('invoice')) },
      other: { request: (c) => ({ method: 'PATCH', url: `/api/invoices/${c.other('invoice')}`, payload: { dueOn: '2099-01-01' } }),
        expect: line('401  409  404  404  404  404  403  403  403  403  403  403  403'), guards: (c) => guard(c, c.other('invoice')) },
    },
  },
  'POST /api/brand/:brandId/invoice/email/:invoiceId': {
    access: BILLING,
    cases: {
      own: { setup: freshInvoice('own', 0), request: (c, id) => ({ method: 'POST', url: `/api/brand/${brandKey(c.brand)}/invoice/email/${id}` }),
        expect: line(WRITE_OWN), guards: guard },
      other: { setup: freshInvoice('other', 0), request: (c, id) => ({ method: 'POST', url: `/api/brand/${otherBrand(c)}/invoice/email/${id}` }),
        expect: line(WRITE_OTHER), guards: guard },
      /** The invoice of the caller's brand under another brand's path. */
      'wrong brand': { setup: freshInvoice('own', 0), request: (c, id) => ({ method: 'POST', url: `/api/brand/${otherBrand(c)}/invoice/email/${id}` }),
        expect: line('401  404  404  404  404  404  403  403  403  403  403  403  403'), guards: guard },
    },
  },
  'POST /api/invoice/credit': {
    access: BILLING,
    cases: {
      own: { setup: freshInvoice('own', 1), request: (_c, id) => ({ method: 'POST', url: '/api/invoice/credit', payload: { invoices: [id] } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403'), guards: guard },
      other: { setup: freshInvoice('other', 1), request: (_c, id) => ({ method: 'POST', url: '/api/invoice/credit', payload: { invoices: [id] } }),
        expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403'), guards: guard },
    },
  },
  'POST /api/invoices/:id/payments': {
    access: BILLING,
    cases: {
      own: { setup: freshInvoice('own', 1), request: (_c, id) => ({ method: 'POST', url: `/api/invoices/${id}/payments`,
          payload: { method: 'cheque', amountCents: 100, paidOn: '2026-01-05' } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403'), guards: guard },
      other: { setup: freshInvoice('other', 1), request: (_c, id) => ({ method: 'POST', url: `/api/invoices/${id}/payments`,
          payload: { method: 'cheque', amountCents: 100, paidOn: '2026-01-05' } }),
        expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403'), guards: guard },
    },
  },
  'POST /api/invoices/:id/unrecoverable': {
    access: BILLING,
    cases: {
      own: { setup: freshInvoice('own', 1), request: (_c, id) => ({ method: 'POST', url: `/api/invoices/${id}/unrecoverable` }),
        expect: line(WRITE_OWN), guards: guard },
      other: { setup: freshInvoice('other', 1), request: (_c, id) => ({ method: 'POST', url: `/api/invoices/${id}/unrecoverable` }),
        expect: line(WRITE_OTHER), guards: guard },
    },
  },
  /** A fresh invoice is no deposit: refused 409 for those who pass the access check, so that nothing is refunded. */
  'POST /api/invoices/:id/deposit-refund': {
    access: BILLING,
    cases: {
      own: { setup: freshInvoice('own', 1), request: (_c, id) => ({ method: 'POST', url: `/api/invoices/${id}/deposit-refund` }),
        expect: line('401  409  409  409  409  409  403  403  403  403  403  403  403'), guards: guard },
      other: { setup: freshInvoice('other', 1), request: (_c, id) => ({ method: 'POST', url: `/api/invoices/${id}/deposit-refund` }),
        expect: line('401  409  404  404  404  404  403  403  403  403  403  403  403'), guards: guard },
    },
  },
  'GET /api/invoices/chain/verify': {
    access: BILLING,
    cases: {
      own: { request: (c) => ({ url: `/api/invoices/chain/verify?brandId=${brandKey(c.brand)}` }), expect: line(WRITE_OWN) },
      other: { request: (c) => ({ url: `/api/invoices/chain/verify?brandId=${otherBrand(c)}` }), expect: line(WRITE_OTHER) },
    },
  },
  'GET /api/invoices/periods': {
    access: READERS,
    cases: {
      own: { request: () => ({ url: '/api/invoices/periods' }), expect: line(READ_OWN) },
      other: { request: (c) => ({ url: `/api/invoices/periods?brandId=${otherBrand(c)}` }), expect: line(READ_OTHER) },
    },
  },
  'POST /api/invoices/periods': {
    access: BILLING,
    cases: {
      own: { setup: freshMonth, request: (c, n) => ({ method: 'POST', url: '/api/invoices/periods', payload: { brandId: brandKey(c.brand), period: monthOf(n) } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      other: { setup: freshMonth, request: (c, n) => ({ method: 'POST', url: '/api/invoices/periods', payload: { brandId: otherBrand(c), period: monthOf(n) } }),
        expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/invoices/seller/:brandId': {
    access: BILLING,
    cases: {
      own: { request: (c) => ({ url: `/api/invoices/seller/${brandKey(c.brand)}` }), expect: line(WRITE_OWN) },
      other: { request: (c) => ({ url: `/api/invoices/seller/${otherBrand(c)}` }), expect: line(WRITE_OTHER) },
    },
  },
  'PUT /api/invoices/seller/:brandId': {
    access: BILLING,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/invoices/seller/${brandKey(c.brand)}`, payload: SELLER }), expect: line(WRITE_OWN) },
      other: { request: (c) => ({ method: 'PUT', url: `/api/invoices/seller/${otherBrand(c)}`, payload: SELLER }), expect: line(WRITE_OTHER) },
    },
  },
  'GET /api/brand/:cryptBrand/invoice/pdf/:cryptId': {
    access: READERS,
    cases: {
      own: { setup: freshPdf('own'), request: (c, n) => ({ url: `/api/brand/${brandKey(c.brand)}/invoice/pdf/${tokenOf(n)}` }),
        expect: line(READ_OWN) },
      other: { setup: freshPdf('other'), request: (c, n) => ({ url: `/api/brand/${otherBrand(c)}/invoice/pdf/${tokenOf(n)}` }),
        expect: line(READ_OTHER) },
      /** A valid token under another brand's part of the address. */
      'wrong brand': { setup: freshPdf('own'), request: (c, n) => ({ url: `/api/brand/${otherBrand(c)}/invoice/pdf/${tokenOf(n)}` }),
        expect: line('401  404  404  404  404  404  404  403  403  403  403  403  403') },
    },
  },
};
