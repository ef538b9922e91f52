import { sql } from 'drizzle-orm';
import { type Call, type Fixtures, line, PEOPLE, type Row } from './matrix.ts';

/**
 * Card payment (POST /factures/{id}/paiement-carte, the return's confirmation) and the built-in
 * provider's page. Any signed-in user reaches the routes; the service then lets through the
 * brand's staff (their scope; the super administrator every brand), the invoice's member and
 * their company's owner, and tells anyone else the invoice does not exist (404). The invoices
 * used here belong to nobody of PEOPLE, so every member is refused. The provider's page is public:
 * its random session id is the credential.
 */

const SIGNED_IN = { roles: 'authenticated' } as const;
const PEOPLE_EMAILS = Object.values(PEOPLE).filter((email): email is string => email !== null);

export const fixtures: Fixtures = {
  unpaidInvoice: (brand) =>
    sql`select id as v from invoices where brand_id is not distinct from ${brand} and type <> 5 and state in (0, 1)
          and ttc_cents - credited_cents - paid_cents > 0
          and user_id not in (select id from users where email in ${sql.raw(`(${PEOPLE_EMAILS.map((e) => `'${e}'`).join(', ')})`)})
        order by id limit 1`,
};

/** A card payment not yet sent to the provider (no session: the return answers « open »), on that invoice. */
const openPayment = (whose: 'own' | 'other') => (c: Call) =>
  c.scalar<number>(
    sql`insert into card_payments (brand_id, invoice_id, user_id, provider, amount_cents)
        select brand_id, id, user_id, 'built-in', 100 from invoices where id = ${whose === 'own' ? c.own('unpaidInvoice') : c.other('unpaidInvoice')}
        returning id as v`,
  );

/** A built-in checkout session, open, for the provider's page and its buttons. */
const session = (c: Call) => {
  const n = Math.floor(Math.random() * 1e12);
  return c
    .scalar<number>(
      sql`insert into builtin_checkout_sessions (id, reference, amount_cents, currency, description, success_url, cancel_url)
        values (${`cs_matrix_${n}`}, 'matrix', 1200, 'EUR', 'Facture matrice', 'http://localhost/ok', 'http://localhost/ko')
        returning ${n}::bigint as v`,
    )
    .then(Number);
};

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'POST /api/factures/:id/paiement-carte': {
    access: SIGNED_IN,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/factures/${c.own('unpaidInvoice')}/paiement-carte` }),
        expect: line('401  201  201  201  201  201  201  201  404  404  404  404  404') },
      other: { request: (c) => ({ method: 'POST', url: `/api/factures/${c.other('unpaidInvoice')}/paiement-carte` }),
        expect: line('401  201  404  404  404  404  201  404  404  404  404  404  404') },
    },
  },
  'POST /api/paiements-carte/:id/confirmation': {
    access: SIGNED_IN,
    cases: {
      own: { setup: openPayment('own'), request: (_c, id) => ({ method: 'POST', url: `/api/paiements-carte/${id}/confirmation` }),
        expect: line('401  200  200  200  200  200  200  200  404  404  404  404  404') },
      other: { setup: openPayment('other'), request: (_c, id) => ({ method: 'POST', url: `/api/paiements-carte/${id}/confirmation` }),
        expect: line('401  200  404  404  404  404  200  404  404  404  404  404  404') },
    },
  },
  'GET /api/paiement-carte/:sessionId': {
    access: { public: true },
    cases: {
      open: { setup: session, request: (_c, n) => ({ url: `/api/paiement-carte/cs_matrix_${n}` }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
      unknown: { request: () => ({ url: '/api/paiement-carte/cs_pas_une_session_connue' }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'POST /api/paiement-carte/:sessionId/issue': {
    access: { public: true },
    cases: {
      open: { setup: session, request: (_c, n) => ({ method: 'POST', url: `/api/paiement-carte/cs_matrix_${n}/issue`, payload: { outcome: 'failed' } }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
};
