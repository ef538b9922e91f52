import { ADMINS, line, type Row } from './matrix.ts';

/**
 * The server errors of /erreur-db: every administrator reads those of their scope (the queries
 * filter by brand; the API test checks which rows and that only the super admin gets stacks);
 * only the super admin purges.
 */

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/server-errors': {
    access: { roles: ADMINS },
    cases: { mine: { request: () => ({ url: '/api/server-errors' }), expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') } },
  },
  'DELETE /api/server-errors': {
    access: { roles: ['ROLE_ADMIN'] },
    cases: { mine: { request: () => ({ method: 'DELETE', url: '/api/server-errors' }), expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') } },
  },
};
