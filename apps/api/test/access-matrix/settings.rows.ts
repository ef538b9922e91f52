import { line, type Row } from './matrix.ts';

/**
 * A brand's settings (spec shell /settings): every administrator reads those of their scope, brand
 * administrators and the super admin write them; another brand's are a 404 (brand 0 is the main
 * platform's, which only its own staff reach).
 */

const own = (c: { brand: number | null }) => c.brand ?? 0;
const other = (c: { brand: number | null }) => (c.brand === 9 ? 5 : 9);
const VALUES = {
  seller: null,
  vatRates: null,
  terraceMaxGuests: null,
  terraceMaxDuration: null,
  quotaHoursPerDay: null,
  quotaHoursPerMonth: null,
  bookingMaxDaysAhead: null,
  mailSenderName: null,
  mailSenderAddress: null,
  defaultSiteId: null,
  adminTwoFactor: null,
};
const READERS = { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'] } as const;
const WRITERS = { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] } as const;

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/settings/:brandId': {
    access: READERS,
    cases: {
      own: { request: (c) => ({ url: `/api/settings/${own(c)}` }), expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/settings/${other(c)}` }), expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/settings/:brandId': {
    access: WRITERS,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/settings/${own(c)}`, payload: VALUES }),
        expect: line('401  200  200  200  403  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'PUT', url: `/api/settings/${other(c)}`, payload: VALUES }),
        expect: line('401  200  404  404  403  403  403  403  403  403  403  403  403') },
    },
  },
};
