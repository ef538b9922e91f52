import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row } from './matrix.ts';

/**
 * Exports (members-bookings-feed §2.15, shell §6): super and brand administrators of a deployment
 * with the reporting module (the main platform, brand 9); office administrators never. The café
 * export follows the terrace module (the main platform, brand 5) for every administrator.
 */

const EXPORT = { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'], module: 'reporting' } as const;
const CAFE = { roles: ADMINS, module: 'terrasse' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
const otherSite = (c: Call) => c.scalar<number>(sql`select id as v from sites where brand_id = ${otherBrand(c)} order by id limit 1`);

const EXPORTERS = '401  200  200  403  403  403  403  403  403  403  403  403  403';
/** Another brand's data: the main platform's super admin reads every brand, brand 9's admin gets a 404. */
const EXPORTERS_OTHER = '401  200  404  403  403  403  403  403  403  403  403  403  403';
const CAFE_ADMINS = '401  200  403  200  200  403  403  403  403  403  403  403  403';
const CAFE_ADMINS_OTHER = '401  200  403  404  404  403  403  403  403  403  403  403  403';

const exportCases = (path: string) => ({
  mine: { request: () => ({ url: `${path}?dataset=members&format=csv` }), expect: line(EXPORTERS) },
  other: { request: (c: Call) => ({ url: `${path}?dataset=members&brandId=${otherBrand(c)}` }), expect: line(EXPORTERS_OTHER) },
});
const cafeCases = (path: string) => ({
  mine: { request: () => ({ url: `${path}?year=2026&month=1` }), expect: line(CAFE_ADMINS) },
  other: {
    setup: otherSite,
    request: (_c: Call, site: number) => ({ url: `${path}?year=2026&month=1&siteId=${site}` }),
    expect: line(CAFE_ADMINS_OTHER),
  },
});

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/exports/brands': {
    access: EXPORT,
    cases: { mine: { request: () => ({ url: '/api/exports/brands' }), expect: line(EXPORTERS) } },
  },
  'GET /api/exports/sites': {
    access: EXPORT,
    cases: {
      mine: { request: (c) => ({ url: `/api/exports/sites?brandId=${c.brand ?? 0}` }), expect: line(EXPORTERS) },
      other: { request: (c) => ({ url: `/api/exports/sites?brandId=${otherBrand(c)}` }), expect: line(EXPORTERS_OTHER) },
    },
  },
  'GET /api/exports/count': { access: EXPORT, cases: exportCases('/api/exports/count') },
  'GET /api/exports/file': { access: EXPORT, cases: exportCases('/api/exports/file') },
  'GET /api/exports/cafe/sites': {
    access: CAFE,
    cases: { mine: { request: () => ({ url: '/api/exports/cafe/sites' }), expect: line(CAFE_ADMINS) } },
  },
  'GET /api/exports/cafe': { access: CAFE, cases: cafeCases('/api/exports/cafe') },
  'GET /api/exports/cafe/file': { access: CAFE, cases: cafeCases('/api/exports/cafe/file') },
};
