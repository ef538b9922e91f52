import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row } from './matrix.ts';

/**
 * Tickets (spec shell /tickets…, §4). Everyone signed in reports and follows their own tickets
 * (a company owner their company's), the desk (administrators) its brand scope's; brand 9 has
 * no "ticketing" module, so its users are refused (403) every call.
 */

const ANYONE = { roles: 'authenticated' } as const;
const DESK = { roles: ADMINS, module: 'ticketing' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
/** A ticket in state problème: reported by the caller in their own scope, or by a user of another brand. */
const freshTicket = (whose: 'own' | 'other') => async (c: Call) => {
  made += 1;
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  const reporter = whose === 'own' ? sql`${c.self}::int` : sql`(select id from users where brand_id = ${brand} order by id limit 1)`;
  return c.scalar<number>(sql`
    insert into tickets (brand_id, site_id, reporter_id, category, title, description)
    values (${brand}, (select id from sites where brand_id is not distinct from ${brand} order by id limit 1), ${reporter},
      'maintenance', ${`Matrice ${made}`}, '<p>Matrice</p>')
    returning id as v`);
};

const EVERYONE = '401  200  403  200  200  403  200  403  200  200  200  403  200';
const OTHERS = '401  200  403  404  404  403  404  403  404  404  404  403  404';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/tickets': {
    access: ANYONE,
    cases: { mine: { request: () => ({ url: '/api/tickets' }), expect: line(EVERYONE) } },
  },
  'GET /api/tickets/board': {
    access: ANYONE,
    cases: { mine: { request: () => ({ url: '/api/tickets/board' }), expect: line(EVERYONE) } },
  },
  'GET /api/tickets/options': {
    access: ANYONE,
    cases: { mine: { request: () => ({ url: '/api/tickets/options' }), expect: line(EVERYONE) } },
  },
  'GET /api/tickets/summary': {
    access: ANYONE,
    cases: { mine: { request: () => ({ url: '/api/tickets/summary' }), expect: line(EVERYONE) } },
  },
  'GET /api/tickets/:id': {
    access: ANYONE,
    cases: {
      own: { setup: freshTicket('own'), request: (_c, id) => ({ url: `/api/tickets/${id}` }), expect: line(EVERYONE) },
      other: { setup: freshTicket('other'), request: (_c, id) => ({ url: `/api/tickets/${id}` }), expect: line(OTHERS) },
    },
  },
  'POST /api/tickets': {
    access: ANYONE,
    cases: {
      /** An unknown site: refused 400 for those who pass the access check, so that nothing is created. */
      own: { request: () => ({ method: 'POST', url: '/api/tickets', payload: { espace: 2_000_000_000, category: 'it', title: 'Matrice', description: 'Matrice' } }),
        expect: line('401  400  403  400  400  403  400  403  400  400  400  403  400') },
    },
  },
  'PATCH /api/tickets/:id': {
    access: DESK,
    cases: {
      own: { setup: freshTicket('own'), request: (_c, id) => ({ method: 'PATCH', url: `/api/tickets/${id}`, payload: { priority: 4 } }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'tickets', id }) },
      other: { setup: freshTicket('other'), request: (_c, id) => ({ method: 'PATCH', url: `/api/tickets/${id}`, payload: { priority: 4 } }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'tickets', id }) },
    },
  },
  'POST /api/tickets/:id/state': {
    access: ANYONE,
    cases: {
      /** The reporter closes their own ticket; the desk may too. */
      own: { setup: freshTicket('own'), request: (_c, id) => ({ method: 'POST', url: `/api/tickets/${id}/state`, payload: { state: 4 } }),
        expect: line(EVERYONE), guards: (_c, id) => ({ table: 'tickets', id }) },
      other: { setup: freshTicket('other'), request: (_c, id) => ({ method: 'POST', url: `/api/tickets/${id}/state`, payload: { state: 2 } }),
        expect: line(OTHERS), guards: (_c, id) => ({ table: 'tickets', id }) },
    },
  },
  'POST /api/tickets/:id/comments': {
    access: ANYONE,
    cases: {
      own: { setup: freshTicket('own'), request: (_c, id) => ({ method: 'POST', url: `/api/tickets/${id}/comments`, payload: { body: 'Matrice' } }),
        expect: line('401  201  403  201  201  403  201  403  201  201  201  403  201'), guards: (_c, id) => ({ table: 'tickets', id }) },
      other: { setup: freshTicket('other'), request: (_c, id) => ({ method: 'POST', url: `/api/tickets/${id}/comments`, payload: { body: 'Matrice' } }),
        expect: line('401  201  403  404  404  403  404  403  404  404  404  403  404'), guards: (_c, id) => ({ table: 'tickets', id }) },
    },
  },
};
