import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row } from './matrix.ts';

/**
 * The monthly billing runs: administrators of a brand with the billing module, for their brand
 * (the super admin for the main platform or any brand). No case starts a real run here: it would
 * bill the month for every brand under the other rows' feet; starting one is billing-runs.test.ts's.
 */

const ACCESS = { roles: ADMINS, module: 'billing' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** A finished run of the caller's brand scope, or of another brand. */
const finishedRun = (whose: 'own' | 'other') => (c: Call) =>
  c.scalar<number>(sql`
    insert into billing_runs (brand_id, month, state, finished_at)
    values (${whose === 'own' ? c.brand : otherBrand(c)}, '2020-01', 'done', now())
    returning id as v`);

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/billing-runs': {
    access: ACCESS,
    cases: { mine: { request: () => ({ url: '/api/billing-runs' }), expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') } },
  },
  'GET /api/billing-runs/:id': {
    access: ACCESS,
    cases: {
      own: { setup: finishedRun('own'), request: (_c, id) => ({ url: `/api/billing-runs/${id}` }), expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { setup: finishedRun('other'), request: (_c, id) => ({ url: `/api/billing-runs/${id}` }), expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/billing-runs': {
    access: ACCESS,
    cases: {
      /** A month to come: refused (409) once the access check is passed, so that nothing is billed. */
      future: { request: () => ({ method: 'POST', url: '/api/billing-runs', payload: { month: '2999-01' } }), expect: line('401  409  409  409  409  409  403  403  403  403  403  403  403') },
      'bad month': { request: () => ({ method: 'POST', url: '/api/billing-runs', payload: { month: '2026-13' } }), expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
};
