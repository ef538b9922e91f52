import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/**
 * Subscriptions (shell /abonnements, /abonnements/{id}): staff of a scope with the "services"
 * module read them, its administrators create, invoice, end and cancel them; brand 9 has no shop,
 * so its people are refused (403), and another brand's subscription is a 404.
 */

/** Brand 9 has no plan in the demo data: one is made here, so that brand 5's staff have another brand's to be refused. */
export const fixtures: Fixtures = {
  subscriptionPlan: (brand) =>
    brand === 9
      ? sql`with c as (insert into product_categories (brand_id, name, position) values (9, 'Matrice abonnements', 3) returning id)
          insert into products (brand_id, category_id, name, kind, unit_price_cents, vat_rate, unit, commitment_months, monthly_credits_cents)
          select 9, id, 'Forfait matrice', 'subscription_plan', 5000, 2000, 'per_month', 0, 1000 from c returning id as v`
      : sql`select id as v from products where brand_id is not distinct from ${brand} and kind = 'subscription_plan' and active
          order by id limit 1`,
  subscriptionMember: (brand) =>
    sql`select id as v from users where brand_id is not distinct from ${brand} and deleted_at is null and roles = '{ROLE_USER}'
        order by id limit 1`,
};

const READ = { roles: STAFF, module: 'services' } as const;
const WRITE = { roles: ADMINS, module: 'services' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/**
 * A subscription made for one call, of the caller's scope or of another brand, started today:
 * awaiting its first invoice (1), or running with this month invoiced (3).
 */
const freshSubscription = (whose: 'own' | 'other', state: 1 | 3) => (c: Call) => {
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  return c.scalar<number>(sql`insert into subscriptions (brand_id, plan_id, plan_name, user_id, monthly_price_cents, vat_rate,
      commitment_months, monthly_credits_cents, start_on, commitment_end_on, state, billed_through)
    values (${brand}, ${c[whose]('subscriptionPlan')}, 'Forfait matrice', ${c[whose]('subscriptionMember')}, 5000, 2000, 0, 1000,
      current_date, current_date, ${state}, ${state === 3 ? sql`to_char(current_date, 'YYYY-MM')` : null})
    returning id as v`);
};

const body = (c: Call, whose: 'own' | 'other') => ({
  planId: c[whose]('subscriptionPlan'),
  userId: c[whose]('subscriptionMember'),
  payer: 'member',
  startOn: '2030-01-15',
});

const READ_LINE = '401  200  403  200  200  403  200  403  403  403  403  403  403';
const READ_OTHER = '401  200  403  404  404  403  200  403  403  403  403  403  403';
const WRITE_LINE = '401  200  403  200  200  403  403  403  403  403  403  403  403';
const WRITE_OTHER = '401  200  403  404  404  403  403  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE). Brand 9 has no services module.
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/abonnements': {
    access: READ,
    cases: { list: { request: () => ({ url: '/api/abonnements' }), expect: line(READ_LINE) } },
  },
  'GET /api/abonnements/options': {
    access: READ,
    cases: { options: { request: () => ({ url: '/api/abonnements/options' }), expect: line(READ_LINE) } },
  },
  'GET /api/abonnements/:id': {
    access: READ,
    cases: {
      own: { setup: freshSubscription('own', 1), request: (_c, id) => ({ url: `/api/abonnements/${id}` }), expect: line(READ_LINE) },
      other: { setup: freshSubscription('other', 1), request: (_c, id) => ({ url: `/api/abonnements/${id}` }), expect: line(READ_OTHER) },
    },
  },
  'POST /api/abonnements': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/abonnements', payload: body(c, 'own') }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: '/api/abonnements', payload: body(c, 'other') }),
        expect: line('401  201  403  404  404  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/abonnements' }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/abonnements/:id/facturation': {
    access: WRITE,
    cases: {
      own: { setup: freshSubscription('own', 1), request: (_c, id) => ({ method: 'POST', url: `/api/abonnements/${id}/facturation` }),
        guards: (_c, id) => ({ table: 'subscriptions', id }), expect: line(WRITE_LINE) },
      other: { setup: freshSubscription('other', 1), request: (_c, id) => ({ method: 'POST', url: `/api/abonnements/${id}/facturation` }),
        guards: (_c, id) => ({ table: 'subscriptions', id }), expect: line(WRITE_OTHER) },
    },
  },
  'POST /api/abonnements/:id/resiliation': {
    access: WRITE,
    cases: {
      own: { setup: freshSubscription('own', 3),
        request: (_c, id) => ({ method: 'POST', url: `/api/abonnements/${id}/resiliation`, payload: { endOn: '2030-01-31' } }),
        guards: (_c, id) => ({ table: 'subscriptions', id }), expect: line(WRITE_LINE) },
      other: { setup: freshSubscription('other', 3),
        request: (_c, id) => ({ method: 'POST', url: `/api/abonnements/${id}/resiliation`, payload: { endOn: '2030-01-31' } }),
        guards: (_c, id) => ({ table: 'subscriptions', id }), expect: line(WRITE_OTHER) },
    },
  },
  'POST /api/abonnements/:id/annulation': {
    access: WRITE,
    cases: {
      own: { setup: freshSubscription('own', 1), request: (_c, id) => ({ method: 'POST', url: `/api/abonnements/${id}/annulation` }),
        guards: (_c, id) => ({ table: 'subscriptions', id }), expect: line(WRITE_LINE) },
      other: { setup: freshSubscription('other', 1), request: (_c, id) => ({ method: 'POST', url: `/api/abonnements/${id}/annulation` }),
        guards: (_c, id) => ({ table: 'subscriptions', id }), expect: line(WRITE_OTHER) },
    },
  },
};
