import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/**
 * Coworking spaces (members-bookings-feed §3, open spaces), under the "posteDeTravail" module:
 * neither brand 5 nor brand 9 has it, so only the main platform's staff reach them here.
 */

export const fixtures: Fixtures = {
  coworkingSpace: (brand) => sql`select id as v from coworking_spaces where brand_id is not distinct from ${brand} order by id limit 1`,
};

const READ = { roles: STAFF, module: 'posteDeTravail' } as const;
const WRITE = { roles: ADMINS, module: 'posteDeTravail' } as const;
const space = (c: Call) => ({
  name: `Open space ${c.who}`,
  color: '#F8A800',
  contractCapacity: 10,
  reservationCapacity: 5,
  openingHour: '08:00',
  closingHour: '19:00',
  dailyPrice: 2_500,
});

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/coworking': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/coworking' }),
        expect: line('401  200  403  403  403  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/coworking/:id': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/coworking/${c.own('coworkingSpace')}` }),
        expect: line('401  200  403  403  403  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/coworking/${c.other('coworkingSpace')}` }),
        expect: line('401  200  403  403  403  403  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/coworking': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/coworking', payload: { ...space(c), espace: c.own('site') } }),
        expect: line('401  201  403  403  403  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/coworking' }),
        expect: line('401  400  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/patch/coworking/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/coworking/${c.own('coworkingSpace')}`, payload: { reservationCapacity: 5 + (c.self % 20) } }),
        guards: (c) => ({ table: 'coworking_spaces', id: c.own('coworkingSpace') }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
};
