import { line, type Row } from './matrix.ts';

/**
 * Brands and modules (spec shell §6: super admin only). A brand's administrator is refused like
 * everyone else; the theme images are public, and only theirs are served.
 */

const SUPER_ONLY_READ = '401  200  403  403  403  403  403  403  403  403  403  403  403';
const SUPER_ONLY_CREATE = '401  201  403  403  403  403  403  403  403  403  403  403  403';
const SUPER = { roles: ['ROLE_ADMIN'] } as const;
const brandBody = (host: string) => ({ name: 'Matrice', urlBack: host, modules: ['members'], colors: { primary: '#00695C' } });

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/brand-images/:id': {
    access: { public: true },
    cases: {
      'a file of no theme': { request: (c) => ({ url: `/api/brand-images/${c.upload('loose', 'own')}` }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'GET /api/brands': {
    access: SUPER,
    cases: { all: { request: () => ({ url: '/api/brands' }), expect: line(SUPER_ONLY_READ) } },
  },
  'GET /api/brands/:id': {
    access: SUPER,
    cases: {
      'own brand (9)': { request: () => ({ url: '/api/brands/9' }), expect: line(SUPER_ONLY_READ) },
      'other brand (5)': { request: () => ({ url: '/api/brands/5' }), expect: line(SUPER_ONLY_READ) },
    },
  },
  'POST /api/brands': {
    access: SUPER,
    cases: {
      create: { request: () => ({ method: 'POST', url: '/api/brands', payload: brandBody('matrice.localhost') }),
        expect: line(SUPER_ONLY_CREATE) },
    },
  },
  'PUT /api/brands/:id': {
    access: SUPER,
    cases: {
      // Brand 12 has no users: a change that passes leaves every other row's brand as it was.
      'a brand': { request: () => ({ method: 'PUT', url: '/api/brands/12', payload: brandBody('brand12.localhost') }),
        guards: () => ({ table: 'brands', id: 12 }),
        expect: line(SUPER_ONLY_READ) },
    },
  },
  'GET /api/modules': {
    access: SUPER,
    cases: { catalogue: { request: () => ({ url: '/api/modules' }), expect: line(SUPER_ONLY_READ) } },
  },
  'POST /api/modules': {
    access: SUPER,
    cases: {
      create: { request: () => ({ method: 'POST', url: '/api/modules', payload: { key: 'matrice', name: 'Matrice' } }),
        expect: line(SUPER_ONLY_CREATE) },
    },
  },
};
