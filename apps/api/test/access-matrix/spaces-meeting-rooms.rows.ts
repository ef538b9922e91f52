import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Meeting rooms of the sites (members-bookings-feed §3, §7) and their bookings. Brand 9 has no "sdr" module. */

export const fixtures: Fixtures = {
  meetingRoom: (brand) => sql`select id as v from meeting_rooms where brand_id is not distinct from ${brand} order by id limit 1`,
};

const READ = { roles: STAFF, module: 'sdr' } as const;
const WRITE = { roles: ADMINS, module: 'sdr' } as const;
const SIGNED_IN = { roles: 'authenticated' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** One hour on a day of its own per caller and case, far from the seeded bookings, so that no two calls overlap. */
const slot = (c: Call, hourUtc: number) => {
  const start = new Date(Date.UTC(2032, 0, 5, hourUtc) + c.self * 86_400_000);
  return { date: start.toISOString(), dateEnd: new Date(start.getTime() + 3_600_000).toISOString() };
};

let booked = 0;
/** A live booking of a room of the given scope, for a member of that scope, made for one cancel call. */
const freshBooking = (brand: (c: Call) => number | null) => async (c: Call) => {
  booked += 1;
  const start = new Date(Date.UTC(2034, 0, 2, 9) + booked * 86_400_000);
  return c.scalar<number>(sql`
    insert into meeting_room_reservations (brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject)
    select r.brand_id, r.id, coalesce(
        (select id from users where id = ${c.self} and brand_id is not distinct from r.brand_id),
        (select id from users where brand_id is not distinct from r.brand_id and roles = '{ROLE_USER}' and deleted_at is null order by id limit 1)),
      ${start.toISOString()}::timestamptz, ${start.toISOString()}::timestamptz + interval '1 hour', 0, 'Matrice'
    from meeting_rooms r where r.brand_id is not distinct from ${brand(c)} order by r.id limit 1
    returning id as v`);
};

const room = (c: Call) => ({ name: `Salle ${c.who}`, color: '#123456', capacity: 6, price: 2_000, sdrType: 1 });

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/sdr': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/sdr' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/sdr-setup': {
    access: READ,
    cases: {
      list: { request: () => ({ url: '/api/sdr-setup' }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/sdr/:id': {
    access: READ,
    cases: {
      own: { request: (c) => ({ url: `/api/sdr/${c.own('meetingRoom')}` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/sdr/${c.other('meetingRoom')}` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/sdr': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/sdr', payload: { ...room(c), espace: c.own('site') } }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      // Another brand's site is not one the caller may give a room (a field error, not a leak).
      other: { request: (c) => ({ method: 'POST', url: '/api/sdr', payload: { ...room(c), espace: c.other('site') } }),
        expect: line('401  201  403  400  400  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/sdr' }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/patch/sdr/:id': {
    access: WRITE,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/sdr/${c.own('meetingRoom')}`, payload: { capacity: 4 + (c.self % 20) } }),
        guards: (c) => ({ table: 'meeting_rooms', id: c.own('meetingRoom') }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/patch/sdr/${c.other('meetingRoom')}`, payload: { capacity: 5 + (c.self % 20) } }),
        guards: (c) => ({ table: 'meeting_rooms', id: c.other('meetingRoom') }),
        expect: line('401  200  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/sdr-reservation': {
    access: SIGNED_IN,
    cases: {
      // Everyone books for themselves a room of their scope; brand 9 has no meeting rooms module.
      // The demo landlord's company holds no credits: their booking is refused for them (409).
      own: { request: (c) => ({ method: 'POST', url: '/api/sdr-reservation',
          payload: { hubgrade_sdr_reservation: { user: c.self, sdr: c.own('meetingRoom'), ...slot(c, 9) }, selectedTime: 0 } }),
        expect: line('401  201  403  201  201  403  201  403  201  201  201  403  409') },
      // Another brand's room is unknown to a brand's staff; a member books for nobody else.
      other: { request: (c) => ({ method: 'POST', url: '/api/sdr-reservation',
          payload: { hubgrade_sdr_reservation: { user: c.other('member'), sdr: c.other('meetingRoom'), ...slot(c, 13) }, selectedTime: 0 } }),
        expect: line('401  201  403  400  400  403  201  403  400  400  400  403  400') },
    },
  },
  'POST /api/sdr-reservation/:id/cancel': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshBooking((c) => c.brand),
        request: (_c, id) => ({ method: 'POST', url: `/api/sdr-reservation/${id}/cancel` }),
        guards: (_c, id) => ({ table: 'meeting_room_reservations', id }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { setup: freshBooking(otherBrand),
        request: (_c, id) => ({ method: 'POST', url: `/api/sdr-reservation/${id}/cancel` }),
        guards: (_c, id) => ({ table: 'meeting_room_reservations', id }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
};
