import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Platform and coworking contracts, off-platform creation, contract notifications, documents. */

const kindOf = { bookings: 'platform', 'bookings-os': 'coworking' } as const;
type Prefix = keyof typeof kindOf;

export const fixtures: Fixtures = {
  platformContract: (brand) =>
    sql`select id as v from contracts where brand_id is not distinct from ${brand} and kind = 'platform' and state = 4 and deleted_at is null order by id limit 1`,
  coworkingContract: (brand) =>
    sql`select id as v from contracts where brand_id is not distinct from ${brand} and kind = 'coworking' and state = 4 and deleted_at is null order by id limit 1`,
  tenant: (brand) =>
    sql`select id as v from users where brand_id is not distinct from ${brand} and roles = '{ROLE_USER}' and account_type = 2 and deleted_at is null order by id limit 1`,
  documentUser: (brand) =>
    sql`select d.user_id as v from user_documents d join users u on u.id = d.user_id where u.brand_id is not distinct from ${brand} and d.kind = 'kbis' order by d.user_id limit 1`,
};

/** A draft contract of one scope, for one caller to delete or move. */
const freshContract = (c: Call, prefix: Prefix, brand: number | null) =>
  c.scalar<number>(
    kindOf[prefix] === 'platform'
      ? sql`insert into contracts (brand_id, kind, off_platform, state, tenant_id, start_date, rent_cents)
            select ${brand}, 'platform', true, 0, u.id, '2026-11-01', 1000 from users u
            where u.brand_id is not distinct from ${brand} and u.roles = '{ROLE_USER}' order by u.id limit 1 returning id as v`
      : sql`insert into contracts (brand_id, kind, state, tenant_id, coworking_space_id, start_date, rent_cents)
            select ${brand}, 'coworking', 0, u.id, os.id, '2026-11-01', 1000 from users u
            join coworking_spaces os on os.brand_id is not distinct from ${brand}
            where u.brand_id is not distinct from ${brand} and u.roles = '{ROLE_USER}' order by u.id, os.id limit 1 returning id as v`,
  );
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
/** A document filed on the caller's own contract, for the caller to remove. */
const freshDocument = (c: Call, contractId: number) =>
  c.scalar<number>(
    sql`insert into contract_documents (contract_id, side, upload_id) values (${contractId}, 'tenant', ${c.upload('read', 'own')}) returning id as v`,
  );
/** The first seeded document of a contract of a scope: [contract id, document id]. */
const seededDocument = (prefix: Prefix, brand: number | null) =>
  sql`select d.contract_id as v, d.id as doc from contract_documents d join contracts c on c.id = d.contract_id
      where c.brand_id is not distinct from ${brand} and c.kind = ${kindOf[prefix]} and c.deleted_at is null order by d.id limit 1`;

/** Document id → its contract, filled by the setups (a request is built without a query). */
const docContract = new Map<number, number>();
async function seededDocumentOf(c: Call, prefix: Prefix, brand: number | null): Promise<number> {
  const contract = await c.scalar<number>(sql`select v from (${seededDocument(prefix, brand)}) d`);
  const doc = await c.scalar<number>(sql`select doc as v from (${seededDocument(prefix, brand)}) d`);
  docContract.set(doc, contract);
  return doc;
}

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
function sideRows(prefix: Prefix): Record<string, Row> {
  const record = prefix === 'bookings' ? 'platformContract' : 'coworkingContract';
  return {
    [`GET /api/${prefix}/:id`]: {
      access: { roles: STAFF, module: 'bookings' },
      cases: {
        own: { request: (c) => ({ url: `/api/${prefix}/${c.own(record)}` }),
          expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
        other: { request: (c) => ({ url: `/api/${prefix}/${c.other(record)}` }),
          expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
      },
    },
    [`PATCH /api/${prefix}/backend/:id`]: {
      access: { roles: ADMINS, module: 'bookings' },
      cases: {
        own: {
          request: (c) => ({ method: 'PATCH', url: `/api/${prefix}/backend/${c.own(record)}`,
            payload: { [prefix === 'bookings' ? 'hubgrade_booking' : 'hubgrade_booking_open_space']: { invoiceWarning: true } } }),
          guards: (c) => ({ table: 'contracts', id: c.own(record) }),
          expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
        other: {
          request: (c) => ({ method: 'PATCH', url: `/api/${prefix}/backend/${c.other(record)}`,
            payload: { [prefix === 'bookings' ? 'hubgrade_booking' : 'hubgrade_booking_open_space']: { invoiceWarning: true } } }),
          guards: (c) => ({ table: 'contracts', id: c.other(record) }),
          expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
        'empty body': { request: (c) => ({ method: 'PATCH', url: `/api/${prefix}/backend/${c.own(record)}` }),
          expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
      },
    },
    [`DELETE /api/${prefix}/:id`]: {
      access: { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'], module: 'bookings' },
      cases: {
        own: { setup: (c) => freshContract(c, prefix, c.brand),
          request: (_c, id) => ({ method: 'DELETE', url: `/api/${prefix}/${id}` }),
          guards: (_c, id) => ({ table: 'contracts', id }),
          expect: line('401  204  204  204  403  403  403  403  403  403  403  403  403') },
        other: { setup: (c) => freshContract(c, prefix, otherBrand(c)),
          request: (_c, id) => ({ method: 'DELETE', url: `/api/${prefix}/${id}` }),
          guards: (_c, id) => ({ table: 'contracts', id }),
          expect: line('401  204  404  404  403  403  403  403  403  403  403  403  403') },
        running: { request: (c) => ({ method: 'DELETE', url: `/api/${prefix}/${c.own(record)}` }),
          guards: (c) => ({ table: 'contracts', id: c.own(record) }),
          expect: line('401  409  409  409  403  403  403  403  403  403  403  403  403') },
      },
    },
    [`POST /api/${prefix}/:id/state`]: {
      access: { roles: ADMINS, module: 'bookings' },
      cases: {
        own: { setup: (c) => freshContract(c, prefix, c.brand),
          request: (_c, id) => ({ method: 'POST', url: `/api/${prefix}/${id}/state`, payload: { state: 1 } }),
          guards: (_c, id) => ({ table: 'contracts', id }),
          expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
        other: { setup: (c) => freshContract(c, prefix, otherBrand(c)),
          request: (_c, id) => ({ method: 'POST', url: `/api/${prefix}/${id}/state`, payload: { state: 1 } }),
          guards: (_c, id) => ({ table: 'contracts', id }),
          expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
        refused: { request: (c) => ({ method: 'POST', url: `/api/${prefix}/${c.own(record)}/state`, payload: { state: 0 } }),
          guards: (c) => ({ table: 'contracts', id: c.own(record) }),
          expect: line('401  409  409  409  409  409  403  403  403  403  403  403  403') },
      },
    },
    [`GET /api/${prefix}/:id/documents`]: {
      access: { roles: STAFF, module: 'bookings' },
      cases: {
        own: { request: (c) => ({ url: `/api/${prefix}/${c.own(record)}/documents` }),
          expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
        other: { request: (c) => ({ url: `/api/${prefix}/${c.other(record)}/documents` }),
          expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
      },
    },
    [`POST /api/${prefix}/:id/documents`]: {
      access: { roles: ADMINS, module: 'bookings' },
      cases: {
        own: { request: (c) => ({ method: 'POST', url: `/api/${prefix}/${c.own(record)}/documents`,
            payload: { side: 'tenant', uploadId: c.upload('read', 'own') } }),
          expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
        other: { request: (c) => ({ method: 'POST', url: `/api/${prefix}/${c.other(record)}/documents`,
            payload: { side: 'tenant', uploadId: c.upload('read', 'own') } }),
          expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403') },
        'empty body': { request: (c) => ({ method: 'POST', url: `/api/${prefix}/${c.own(record)}/documents` }),
          expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
      },
    },
    [`DELETE /api/${prefix}/:id/documents/:documentId`]: {
      access: { roles: ADMINS, module: 'bookings' },
      cases: {
        own: { setup: (c) => freshDocument(c, c.own(record)),
          request: (c, id) => ({ method: 'DELETE', url: `/api/${prefix}/${c.own(record)}/documents/${id}` }),
          guards: (_c, id) => ({ table: 'contract_documents', id }),
          expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403') },
        other: { setup: (c) => freshDocument(c, c.other(record)),
          request: (c, id) => ({ method: 'DELETE', url: `/api/${prefix}/${c.other(record)}/documents/${id}` }),
          guards: (_c, id) => ({ table: 'contract_documents', id }),
          expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403') },
      },
    },
    [`GET /api/${prefix}/:id/documents/:documentId/file`]: {
      access: { roles: STAFF, module: 'bookings' },
      cases: {
        own: { setup: (c) => seededDocumentOf(c, prefix, c.brand),
          request: (_c, doc) => ({ url: `/api/${prefix}/${docContract.get(doc)}/documents/${doc}/file` }),
          expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
        other: { setup: (c) => seededDocumentOf(c, prefix, otherBrand(c)),
          request: (_c, doc) => ({ url: `/api/${prefix}/${docContract.get(doc)}/documents/${doc}/file` }),
          expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
      },
    },
  };
}

// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/bookings': {
    access: { roles: STAFF, module: 'bookings' },
    cases: {
      list: { request: () => ({ url: '/api/bookings?city=Paris&search=a' }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      'bad sort': { request: () => ({ url: '/api/bookings?sortBy=rent' }),
        expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403') },
    },
  },
  'GET /api/bookings-os': {
    access: { roles: STAFF, module: 'bookings' },
    cases: {
      list: { request: () => ({ url: '/api/bookings-os?paymentMode=Auto' }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
    },
  },
  ...sideRows('bookings'),
  ...sideRows('bookings-os'),
  'POST /api/bookings-hp': {
    access: { roles: ADMINS, module: 'bookings' },
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/bookings-hp', payload: {
          tenantId: c.own('tenant'), landlordName: 'SCI Matrice', startDate: '2026-11-01', rentCents: 1000, contractType: 1 } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      'other tenant': { request: (c) => ({ method: 'POST', url: '/api/bookings-hp', payload: {
          tenantId: c.other('tenant'), landlordName: 'SCI Matrice', startDate: '2026-11-01', rentCents: 1000, contractType: 1 } }),
        expect: line('401  201  400  400  400  400  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/bookings-hp' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/bookings-notification/:id': {
    access: { roles: STAFF, module: 'bookings' },
    cases: {
      own: { request: (c) => ({ method: 'DELETE', url: `/api/bookings-notification/${c.own('platformContract')}` }),
        expect: line('401  204  204  204  204  204  204  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'DELETE', url: `/api/bookings-notification/${c.other('coworkingContract')}` }),
        expect: line('401  204  404  404  404  404  204  403  403  403  403  403  403') },
    },
  },
  'GET /api/documents/users/:userId': {
    access: { roles: STAFF },
    cases: {
      own: { request: (c) => ({ url: `/api/documents/users/${c.own('tenant')}` }),
        expect: line('401  200  200  200  200  200  200  200  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/documents/users/${c.other('tenant')}` }),
        expect: line('401  200  404  404  404  404  200  404  403  403  403  403  403') },
    },
  },
  'PUT /api/documents/users/:userId': {
    access: { roles: ADMINS },
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/documents/users/${c.own('tenant')}`,
          payload: { kind: 'pieceIdentite', uploadId: c.upload('read', 'own') } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'PUT', url: `/api/documents/users/${c.other('tenant')}`,
          payload: { kind: 'pieceIdentite', uploadId: c.upload('read', 'own') } }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/documents/users/:userId/:kind/file': {
    access: { roles: STAFF },
    cases: {
      own: { request: (c) => ({ url: `/api/documents/users/${c.own('documentUser')}/kbis/file` }),
        expect: line('401  200  200  200  200  200  200  200  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/documents/users/${c.other('documentUser')}/kbis/file` }),
        expect: line('401  200  404  404  404  404  200  404  403  403  403  403  403') },
    },
  },
};
