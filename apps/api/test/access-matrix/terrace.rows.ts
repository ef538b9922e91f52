import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row } from './matrix.ts';

/** The terrace of each site (members-bookings-feed §2.9, §3, §7) and its bookings. Brand 9 has no "terrasse" module. */

export const fixtures: Fixtures = {
  terrace: (brand) => sql`select id as v from terraces where brand_id is not distinct from ${brand} order by id limit 1`,
};

const WRITE = { roles: ADMINS, module: 'terrasse' } as const;
const SIGNED_IN = { roles: 'authenticated' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
const brandParam = (brand: number | null) => brand ?? 'true';

/** Half an hour on a Monday of its own per caller and case, far from the seeded bookings. */
const monday = (c: Call, hourUtc: number) => {
  const start = new Date(Date.UTC(2033, 0, 3 + 7 * (c.self % 400), hourUtc));
  return { dateBegin: start.toISOString(), dateEnd: new Date(start.getTime() + 1_800_000).toISOString() };
};

let made = 0;
/** A closure of the terrace of the given scope, made for one delete call. */
const freshRestriction = (brand: (c: Call) => number | null) => async (c: Call) => {
  made += 1;
  return c.scalar<number>(sql`
    insert into terrace_restrictions (terrace_id, starts_at, ends_at, reason)
    select t.id, '2034-01-02T08:00:00Z'::timestamptz + ${made} * interval '1 day', '2034-01-02T09:00:00Z'::timestamptz + ${made} * interval '1 day', 'Matrice'
    from terraces t where t.brand_id is not distinct from ${brand(c)} order by t.id limit 1
    returning id as v`);
};

/** A live booking of the terrace of the given scope, for a member of that scope, made for one cancel call. */
const freshBooking = (brand: (c: Call) => number | null) => async (c: Call) => {
  made += 1;
  return c.scalar<number>(sql`
    insert into terrace_reservations (brand_id, terrace_id, user_id, starts_at, ends_at, people)
    select t.brand_id, t.id, coalesce(
        (select id from users where id = ${c.self} and brand_id is not distinct from t.brand_id),
        (select id from users where brand_id is not distinct from t.brand_id and roles = '{ROLE_USER}' and deleted_at is null order by id limit 1)),
      '2034-06-05T08:00:00Z'::timestamptz + ${made} * interval '1 day', '2034-06-05T08:30:00Z'::timestamptz + ${made} * interval '1 day', 1
    from terraces t where t.brand_id is not distinct from ${brand(c)} order by t.id limit 1
    returning id as v`);
};

const closure = { dateBegin: '2035-03-05T08:00:00Z', dateEnd: '2035-03-05T10:00:00Z', reason: 'Matrice' };

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/terrasse': {
    access: SIGNED_IN,
    cases: {
      list: { request: () => ({ url: '/api/terrasse' }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
    },
  },
  'GET /api/terrasse/:id': {
    access: SIGNED_IN,
    cases: {
      own: { request: (c) => ({ url: `/api/terrasse/${c.own('terrace')}` }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { request: (c) => ({ url: `/api/terrasse/${c.other('terrace')}` }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
  'PATCH /api/patch/terrasse/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/terrasse/${c.own('terrace')}`, payload: { capacity: 8 + (c.self % 20) } }),
        guards: (c) => ({ table: 'terraces', id: c.own('terrace') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/terrasse/${c.other('terrace')}`, payload: { capacity: 9 + (c.self % 20) } }),
        guards: (c) => ({ table: 'terraces', id: c.other('terrace') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/terrasse/:id/restrictions': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/terrasse/${c.own('terrace')}/restrictions`, payload: closure }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/terrasse/${c.other('terrace')}/restrictions`, payload: closure }),
        expect: line('401  201  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/terrasse/:id/restrictions/:restrictionId': {
    access: WRITE,
    cases: {
      own: { setup: freshRestriction((c) => c.brand),
        request: (c, id) => ({ method: 'DELETE', url: `/api/terrasse/${c.own('terrace')}/restrictions/${id}` }),
        guards: (_c, id) => ({ table: 'terrace_restrictions', id }),
        expect: line('401  204  403  204  204  403  403  403  403  403  403  403  403') },
      other: { setup: freshRestriction(otherBrand),
        request: (c, id) => ({ method: 'DELETE', url: `/api/terrasse/${c.other('terrace')}/restrictions/${id}` }),
        guards: (_c, id) => ({ table: 'terrace_restrictions', id }),
        expect: line('401  204  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/dispo/brand/:brand/terrasse': {
    access: SIGNED_IN,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/dispo/brand/${brandParam(c.brand)}/terrasse`,
          payload: { id: c.own('terrace'), start: '2033-01-03', startHour: '10:00', endHour: '10:30' } }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { request: (c) => ({ method: 'POST', url: `/api/dispo/brand/${otherBrand(c)}/terrasse`,
          payload: { id: c.other('terrace'), start: '2033-01-03', startHour: '10:00', endHour: '10:30' } }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
  'GET /api/terrasse/:id/reservations': {
    access: SIGNED_IN,
    cases: {
      own: { request: (c) => ({ url: `/api/terrasse/${c.own('terrace')}/reservations?date=2026-11-25` }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { request: (c) => ({ url: `/api/terrasse/${c.other('terrace')}/reservations?date=2026-11-25` }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
  'POST /api/terrasse/reservation': {
    access: SIGNED_IN,
    cases: {
      // Everyone books for themselves the terrace of their scope; brand 9 has no terrace module.
      own: { request: (c) => ({ method: 'POST', url: '/api/terrasse/reservation',
          payload: { hubgrade_terrasse_reservation: { user: c.self, terrasse: c.own('terrace'), ...monday(c, 9) } } }),
        expect: line('401  201  403  201  201  403  201  403  201  201  201  403  201') },
      // Another brand's terrace is unknown to a brand's staff; a member books for nobody else.
      other: { request: (c) => ({ method: 'POST', url: '/api/terrasse/reservation',
          payload: { hubgrade_terrasse_reservation: { user: c.other('member'), terrasse: c.other('terrace'), ...monday(c, 13) } } }),
        expect: line('401  201  403  400  400  403  201  403  400  400  400  403  400') },
    },
  },
  'POST /api/terrasse/reservation/:id/cancel': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshBooking((c) => c.brand),
        request: (_c, id) => ({ method: 'POST', url: `/api/terrasse/reservation/${id}/cancel` }),
        guards: (_c, id) => ({ table: 'terrace_reservations', id }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { setup: freshBooking(otherBrand),
        request: (_c, id) => ({ method: 'POST', url: `/api/terrasse/reservation/${id}/cancel` }),
        guards: (_c, id) => ({ table: 'terrace_reservations', id }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
  'PATCH /api/patch/terrasse/reservation/:id': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshBooking((c) => c.brand),
        request: (c, id) => ({ method: 'PATCH', url: `/api/patch/terrasse/reservation/${id}`,
          payload: { hubgrade_terrasse_reservation: { user: c.self, terrasse: c.own('terrace'), ...monday(c, 11) } } }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { setup: freshBooking(otherBrand),
        request: (c, id) => ({ method: 'PATCH', url: `/api/patch/terrasse/reservation/${id}`,
          payload: { hubgrade_terrasse_reservation: { user: c.other('member'), terrasse: c.other('terrace'), ...monday(c, 11) } } }),
        guards: (_c, id) => ({ table: 'terrace_reservations', id }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
};
