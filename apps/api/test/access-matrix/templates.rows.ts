import { sql } from 'drizzle-orm';
import { PNG } from '../../src/modules/uploads/sample-files.ts';
import { ADMINS, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Legal templates (mandate and signature families), contract document, e-signature and SEPA mandates. */

const TEMPLATE_ROLES = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] as const;
const CONTRACTS = { roles: STAFF, module: 'bookings' } as const;
const FORGED = `1.${'a'.repeat(43)}`;
const DRAWING = `data:image/png;base64,${PNG.toString('base64')}`;

const first = (table: string, where: ReturnType<typeof sql>) => (brand: number | null) =>
  sql`select id as v from ${sql.identifier(table)} where brand_id is not distinct from ${brand} and ${where} order by id limit 1`;

export const fixtures: Fixtures = {
  signatureModel: first('template_models', sql`family = 'signature'`),
  signatureArticle: first('template_articles', sql`family = 'signature'`),
  mandateModel: first('template_models', sql`family = 'mandate'`),
  mandateArticle: first('template_articles', sql`family = 'mandate'`),
  runningContract: first('contracts', sql`kind = 'platform' and state = 4 and deleted_at is null`),
  runningCoworking: first('contracts', sql`kind = 'coworking' and state = 4 and deleted_at is null`),
  signedSignature: first('contract_signatures', sql`state = 'signed'`),
  signedContract: (brand) =>
    sql`select contract_id as v from contract_signatures where brand_id is not distinct from ${brand} and state = 'signed' order by id limit 1`,
};

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
const TEMPLATE_OWN = '401  200  200  200  403  403  403  403  403  403  403  403  403';
const TEMPLATE_OTHER = '401  200  404  404  403  403  403  403  403  403  403  403  403';

/** The eight rows of one template family, on the spec's paths. */
function familyRows(family: 'mandate' | 'signature'): Record<string, Row> {
  const models = family === 'mandate' ? '/api/mandates-models' : '/api/signatures/models';
  const articles = family === 'mandate' ? '/api/mandates/articles' : '/api/signatures/articles';
  const newArticle = family === 'mandate' ? '/api/new/mandates/articles' : '/api/signatures/articles';
  const modelKind = family === 'mandate' ? 'mandateModel' : 'signatureModel';
  const articleKind = family === 'mandate' ? 'mandateArticle' : 'signatureArticle';
  const modelWrapper = family === 'mandate' ? 'hubgrade_mandate_model' : 'hubgrade_signature_model';
  const articleWrapper = family === 'mandate' ? 'hubgrade_mandate_article' : 'hubgrade_signature_article';
  const access = { roles: TEMPLATE_ROLES };
  const fields = (brandId: number | null) => ({ reference: 'Matrice', content: 'Texte de la matrice', page: '009', brandId });
  // biome-ignore format: the matrix lines are aligned
  return {
    [`GET ${models}`]: { access, cases: {
      list: { request: () => ({ url: models }), expect: line(TEMPLATE_OWN) },
    } },
    [`GET ${models}/:id`]: { access, cases: {
      own: { request: (c) => ({ url: `${models}/${c.own(modelKind)}` }), expect: line(TEMPLATE_OWN) },
      other: { request: (c) => ({ url: `${models}/${c.other(modelKind)}` }), expect: line(TEMPLATE_OTHER) },
    } },
    [`POST ${models}`]: { access, cases: {
      own: { request: () => ({ method: 'POST', url: models, payload: { reference: 'Matrice', articles: [] } }),
        expect: line('401  201  201  201  403  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: models }),
        expect: line('401  400  400  400  403  403  403  403  403  403  403  403  403') },
    } },
    [`PATCH ${models}/:id`]: { access, cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `${models}/${c.own(modelKind)}`, payload: { [modelWrapper]: { reference: `Matrice ${c.who}` }, articles: [] } }),
        guards: (c) => ({ table: 'template_models', id: c.own(modelKind) }),
        expect: line(TEMPLATE_OWN) },
      other: {
        request: (c) => ({ method: 'PATCH', url: `${models}/${c.other(modelKind)}`, payload: { [modelWrapper]: { reference: 'Ailleurs' }, articles: [] } }),
        guards: (c) => ({ table: 'template_models', id: c.other(modelKind) }),
        expect: line(TEMPLATE_OTHER) },
    } },
    [`GET ${articles}`]: { access, cases: {
      list: { request: () => ({ url: articles }), expect: line(TEMPLATE_OWN) },
    } },
    [`GET ${articles}/:id`]: { access, cases: {
      own: { request: (c) => ({ url: `${articles}/${c.own(articleKind)}` }), expect: line(TEMPLATE_OWN) },
      other: { request: (c) => ({ url: `${articles}/${c.other(articleKind)}` }), expect: line(TEMPLATE_OTHER) },
    } },
    [`POST ${newArticle}`]: { access, cases: {
      own: { request: (c) => ({ method: 'POST', url: newArticle, payload: { [articleWrapper]: fields(c.brand) } }),
        expect: line('401  201  201  201  403  403  403  403  403  403  403  403  403') },
      'another brand': { request: (c) => ({ method: 'POST', url: newArticle, payload: { [articleWrapper]: fields(c.brand === 9 ? 5 : 9) } }),
        expect: line('401  201  400  400  403  403  403  403  403  403  403  403  403') },
    } },
    [`PATCH ${articles}/:id`]: { access, cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `${articles}/${c.own(articleKind)}`, payload: { [articleWrapper]: fields(c.brand) } }),
        guards: (c) => ({ table: 'template_articles', id: c.own(articleKind) }),
        expect: line(TEMPLATE_OWN) },
      other: {
        request: (c) => ({ method: 'PATCH', url: `${articles}/${c.other(articleKind)}`, payload: { [articleWrapper]: fields(c.brand === 9 ? 5 : 9) } }),
        guards: (c) => ({ table: 'template_articles', id: c.other(articleKind) }),
        expect: line(TEMPLATE_OTHER) },
    } },
  };
}

const STAFF_OWN = (status: number) => `401  ${status}  ${status}  ${status}  ${status}  ${status}  ${status}  403  403  403  403  403  403`;
const STAFF_OTHER = (status: number) => `401  ${status}  404  404  404  404  ${status}  403  403  403  403  403  403`;

// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  ...familyRows('mandate'),
  ...familyRows('signature'),
  'GET /api/bookings/:id/document.pdf': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/bookings/${c.own('runningContract')}/document.pdf` }), expect: line(STAFF_OWN(200)) },
    other: { request: (c) => ({ url: `/api/bookings/${c.other('runningContract')}/document.pdf` }), expect: line(STAFF_OTHER(200)) },
  } },
  'GET /api/uploads/booking/:id': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/uploads/booking/${c.own('runningContract')}` }), expect: line(STAFF_OWN(200)) },
    other: { request: (c) => ({ url: `/api/uploads/booking/${c.other('runningContract')}` }), expect: line(STAFF_OTHER(200)) },
    'coworking contract': { request: (c) => ({ url: `/api/uploads/booking/${c.own('runningCoworking')}` }), expect: line(STAFF_OWN(404)) },
  } },
  'GET /api/uploads/booking-os/:bookingId': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/uploads/booking-os/${c.own('runningCoworking')}` }), expect: line(STAFF_OWN(200)) },
    other: { request: (c) => ({ url: `/api/uploads/booking-os/${c.other('runningCoworking')}` }), expect: line(STAFF_OTHER(200)) },
  } },
  'POST /api/bookings/:id/signatures': { access: CONTRACTS, cases: {
    // A running contract cannot be sent for signature: the allowed callers get the 409, nothing changes.
    own: { request: (c) => ({ method: 'POST', url: `/api/bookings/${c.own('runningContract')}/signatures` }),
      guards: (c) => ({ table: 'contracts', id: c.own('runningContract') }),
      expect: line(STAFF_OWN(409)) },
    other: { request: (c) => ({ method: 'POST', url: `/api/bookings/${c.other('runningContract')}/signatures` }),
      guards: (c) => ({ table: 'contracts', id: c.other('runningContract') }),
      expect: line(STAFF_OTHER(409)) },
  } },
  'GET /api/bookings/:id/signatures': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/bookings/${c.own('signedContract')}/signatures` }), expect: line(STAFF_OWN(200)) },
    other: { request: (c) => ({ url: `/api/bookings/${c.other('signedContract')}/signatures` }), expect: line(STAFF_OTHER(200)) },
  } },
  'GET /api/bookings/:id/signatures/:signatureId': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/bookings/${c.own('signedContract')}/signatures/${c.own('signedSignature')}` }), expect: line(STAFF_OWN(200)) },
    other: { request: (c) => ({ url: `/api/bookings/${c.other('signedContract')}/signatures/${c.other('signedSignature')}` }), expect: line(STAFF_OTHER(200)) },
  } },
  // The seeded signatures carry no stored file: the allowed callers reach the 404 of a missing document.
  'GET /api/bookings/:id/signatures/:signatureId/document.pdf': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/bookings/${c.own('signedContract')}/signatures/${c.own('signedSignature')}/document.pdf` }), expect: line(STAFF_OWN(404)) },
  } },
  'GET /api/bookings/:id/signatures/:signatureId/signed.pdf': { access: CONTRACTS, cases: {
    own: { request: (c) => ({ url: `/api/bookings/${c.own('signedContract')}/signatures/${c.own('signedSignature')}/signed.pdf` }), expect: line(STAFF_OWN(404)) },
  } },
  'GET /api/esign/:token': { access: { public: true }, cases: {
    forged: { request: () => ({ url: `/api/esign/${FORGED}` }), expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    malformed: { request: () => ({ url: '/api/esign/abc' }), expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
  } },
  'GET /api/esign/:token/document.pdf': { access: { public: true }, cases: {
    forged: { request: () => ({ url: `/api/esign/${FORGED}/document.pdf` }), expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
  } },
  'POST /api/esign/:token/code': { access: { public: true }, cases: {
    forged: { request: () => ({ method: 'POST', url: `/api/esign/${FORGED}/code`, payload: { name: 'Matrice', mobile: { countryCode: 'FR', phoneNumber: '0612345678' } } }),
      expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
  } },
  'POST /api/esign/:token/sign': { access: { public: true }, cases: {
    forged: { request: () => ({ method: 'POST', url: `/api/esign/${FORGED}/sign`, payload: { name: 'Matrice', signature: DRAWING, code: '123456' } }),
      expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
  } },
  'POST /api/esign/:token/decline': { access: { public: true }, cases: {
    forged: { request: () => ({ method: 'POST', url: `/api/esign/${FORGED}/decline`, payload: {} }),
      expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
  } },
  'POST /api/bookings/:id/mandates': { access: { roles: ADMINS, module: 'bookings' }, cases: {
    own: { request: (c) => ({ method: 'POST', url: `/api/bookings/${c.own('runningContract')}/mandates`, payload: { holder: 'Matrice', iban: 'FR7630006000011234567890189' } }),
      expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
    other: { request: (c) => ({ method: 'POST', url: `/api/bookings/${c.other('runningContract')}/mandates`, payload: { holder: 'Matrice', iban: 'FR7630006000011234567890189' } }),
      guards: (c) => ({ table: 'contracts', id: c.other('runningContract') }),
      expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403') },
    'bad IBAN': { request: (c) => ({ method: 'POST', url: `/api/bookings/${c.own('runningContract')}/mandates`, payload: { holder: 'Matrice', iban: 'FR7630006000011234567890188' } }),
      expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
  } },
  'GET /api/mandates': { access: { roles: TEMPLATE_ROLES }, cases: {
    list: { request: () => ({ url: '/api/mandates' }), expect: line(TEMPLATE_OWN) },
  } },
  'DELETE /api/mandates/:id': { access: { roles: ADMINS, module: 'bookings' }, cases: {
    own: {
      setup: (c) => c.scalar<number>(sql`insert into sepa_mandates (brand_id, contract_id, user_id, holder, iban, reference, signed_at, signed_ip)
        select brand_id, id, tenant_id, 'Matrice', 'FR7630006000011234567890189', 'MAT-' || gen_random_uuid(), now(), '192.0.2.1'
        from contracts where id = ${c.own('runningContract')} returning id as v`),
      request: (_c, fresh) => ({ method: 'DELETE', url: `/api/mandates/${fresh}` }),
      guards: (_c, fresh) => ({ table: 'sepa_mandates', id: fresh }),
      expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
    other: {
      setup: (c) => c.scalar<number>(sql`insert into sepa_mandates (brand_id, contract_id, user_id, holder, iban, reference, signed_at, signed_ip)
        select brand_id, id, tenant_id, 'Matrice', 'FR7630006000011234567890189', 'MAT-' || gen_random_uuid(), now(), '192.0.2.1'
        from contracts where id = ${c.other('runningContract')} returning id as v`),
      request: (_c, fresh) => ({ method: 'DELETE', url: `/api/mandates/${fresh}` }),
      guards: (_c, fresh) => ({ table: 'sepa_mandates', id: fresh }),
      expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
  } },
};
