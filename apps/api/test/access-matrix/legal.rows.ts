import { line, type Row } from './matrix.ts';

/**
 * The legal pages (spec shell /cgu, /mentions-legales, /donnees-personnelles): any visitor reads a
 * host's page; brand administrators and the super admin write their brand's (spec shell §6: office
 * administrators lack the legal templates); another brand's is a 404.
 */

const own = (c: { brand: number | null }) => c.brand ?? 0;
const other = (c: { brand: number | null }) => (c.brand === 9 ? 5 : 9);
const WRITERS = { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] } as const;
const OWN = '401  200  200  200  403  403  403  403  403  403  403  403  403';
const OTHER = '401  200  404  404  403  403  403  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/back/:hostname/legal/:kind': {
    access: { public: true },
    cases: { mine: { request: () => ({ url: '/api/back/localhost/legal/cgu' }), expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') } },
  },
  'GET /api/legal/:kind/:brandId': {
    access: WRITERS,
    cases: {
      own: { request: (c) => ({ url: `/api/legal/cgu/${own(c)}` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/legal/cgu/${other(c)}` }), expect: line(OTHER) },
    },
  },
  'PUT /api/legal/:kind/:brandId': {
    access: WRITERS,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/legal/mentions-legales/${own(c)}`, payload: { content: '<p>Matrice</p>' } }), expect: line(OWN) },
      other: { request: (c) => ({ method: 'PUT', url: `/api/legal/mentions-legales/${other(c)}`, payload: { content: '<p>Matrice</p>' } }), expect: line(OTHER) },
    },
  },
  'GET /api/legal/:kind/:brandId/versions': {
    access: WRITERS,
    cases: {
      own: { request: (c) => ({ url: `/api/legal/mentions-legales/${own(c)}/versions` }), expect: line(OWN) },
      other: { request: (c) => ({ url: `/api/legal/mentions-legales/${other(c)}/versions` }), expect: line(OTHER) },
    },
  },
};
