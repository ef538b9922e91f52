import { sql } from 'drizzle-orm';
import { type Call, line, type Row, STAFF } from './matrix.ts';

/**
 * Meeting-room planning, availability, quotas, series and calendar feeds (members-bookings-feed
 * §2.10–§2.13, §7). Brand 9 has no "sdr" module: its people are refused (403). Members read and
 * change their own bookings only; staff of the main platform reach every brand.
 */

const SIGNED_IN = { roles: 'authenticated' } as const;
const ROOM_STAFF = { roles: STAFF, module: 'sdr' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
/** One hour on a day of its own per call, in 2035, far from the seeded bookings and the other rows. */
const slot = () => {
  made += 1;
  const start = new Date(Date.UTC(2035, 0, 1, 9) + made * 86_400_000);
  return { date: start.toISOString(), dateEnd: new Date(start.getTime() + 3_600_000).toISOString() };
};

/** A live booking of a room of the given scope, for the caller when they belong to it (else a member of it). */
const freshBooking = (brand: (c: Call) => number | null) => async (c: Call) => {
  const { date, dateEnd } = slot();
  return c.scalar<number>(sql`
    insert into meeting_room_reservations (brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject)
    select r.brand_id, r.id, coalesce(
        (select id from users where id = ${c.self} and brand_id is not distinct from r.brand_id),
        (select id from users where brand_id is not distinct from r.brand_id and roles = '{ROLE_USER}' and deleted_at is null order by id limit 1)),
      ${date}::timestamptz, ${dateEnd}::timestamptz, 0, 'Matrice'
    from meeting_rooms r where r.brand_id is not distinct from ${brand(c)} order by r.id limit 1
    returning id as v`);
};

/** A room of brand 5 for the main platform's people, of the caller's brand for the others (0 when it has none). */
const brandRoom = (c: Call) =>
  c.scalar<number>(sql`select coalesce((select id from meeting_rooms where brand_id = ${c.brand ?? 5} order by id limit 1), 0) as v`);

const save = (c: Call, sdr: number) => ({ hubgrade_sdr_reservation: { user: c.self, sdr, ...slot() }, selectedTime: 0 });
const quota = (room: number, user: number) =>
  `/api/sdr-reservation/check-quota/${room}/${user}?date_start=2035-06-04T10:00:00%2B02:00&date_end=2035-06-04T11:00:00%2B02:00&selected_time=0`;
const window = { start: '2035-06-04', startHour: '10:00', end: '2035-06-04', endHour: '11:00' };
const guard = (_c: Call, id: number) => ({ table: 'meeting_room_reservations', id });

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
const EVERYONE = line('401  200  403  200  200  403  200  403  200  200  200  403  200');
/** Everyone may change their own booking; the demo landlord's company holds no credits, so theirs is refused for them. */
const EVERYONE_PAYING = line('401  200  403  200  200  403  200  403  200  200  200  403  409');
const OTHER_BRAND = line('401  200  403  404  404  403  200  403  404  404  404  403  404');

const patchCases = (suffix: string) => ({
  own: {
    setup: freshBooking((c) => c.brand),
    request: (c: Call, id: number) => ({
      method: 'PATCH' as const,
      url: `/api/patch/sdr-reservation/${id}${suffix}`,
      payload: save(c, c.own('meetingRoom')),
    }),
    guards: guard,
    expect: EVERYONE_PAYING,
  },
  // Another brand's booking is not found; the main platform's staff reach it, but their own account is no user of that brand.
  other: {
    setup: freshBooking(otherBrand),
    request: (c: Call, id: number) => ({
      method: 'PATCH' as const,
      url: `/api/patch/sdr-reservation/${id}${suffix}`,
      payload: save(c, c.other('meetingRoom')),
    }),
    guards: guard,
    expect: line('401  400  403  404  404  403  400  403  404  404  404  403  404'),
  },
});

const patchForBrandCases = (suffix: string) => ({
  // The brand in the path is the booking's: brand 5 for the main platform's people, whose bookings have none.
  own: {
    setup: freshBooking((c) => c.brand),
    request: (c: Call, id: number) => ({
      method: 'PATCH' as const,
      url: `/api/patch/sdr-reservation/${id}/${c.brand ?? 5}${suffix}`,
      payload: save(c, c.own('meetingRoom')),
    }),
    guards: guard,
    expect: line('401  404  403  200  200  403  404  403  404  200  404  403  404'),
  },
});

// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/specific/sdr-reservation/:date/:viewType/:idBrand/true': {
    access: SIGNED_IN,
    cases: {
      own: { request: () => ({ url: '/api/specific/sdr-reservation/2035-06-04/week/null/true' }), expect: EVERYONE },
      other: { request: (c) => ({ url: `/api/specific/sdr-reservation/2035-06-04/week/${otherBrand(c)}/true` }), expect: OTHER_BRAND },
    },
  },
  'POST /api/dispo/brand/:idBrand/sdr': {
    access: SIGNED_IN,
    cases: {
      own: { request: () => ({ method: 'POST', url: '/api/dispo/brand/true/sdr', payload: window }), expect: EVERYONE },
      other: { request: (c) => ({ method: 'POST', url: `/api/dispo/brand/${otherBrand(c)}/sdr`, payload: window }), expect: OTHER_BRAND },
    },
  },
  'GET /api/sdr-reservation/check-quota/:roomId/:userId': {
    access: SIGNED_IN,
    cases: {
      own: { request: (c) => ({ url: quota(c.own('meetingRoom'), c.self) }), expect: EVERYONE },
      other: { request: (c) => ({ url: quota(c.other('meetingRoom'), c.other('member')) }), expect: OTHER_BRAND },
    },
  },
  'GET /api/sdr-reservation/:id': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshBooking((c) => c.brand), request: (_c, id) => ({ url: `/api/sdr-reservation/${id}` }), expect: EVERYONE },
      other: { setup: freshBooking(otherBrand), request: (_c, id) => ({ url: `/api/sdr-reservation/${id}` }), expect: OTHER_BRAND },
    },
  },
  'POST /api/sdr-reservation/:idBrand': {
    access: SIGNED_IN,
    cases: {
      // Brand 5's room for the main platform's people: their staff's own account is no user of it, their members are not of it.
      own: { setup: brandRoom, request: (c, room) => ({ method: 'POST', url: `/api/sdr-reservation/${c.brand ?? 5}`, payload: save(c, room) }),
        expect: line('401  400  403  201  201  403  400  403  404  201  404  403  404') },
    },
  },
  'PATCH /api/patch/sdr-reservation/:id': { access: SIGNED_IN, cases: patchCases('') },
  'PATCH /api/patch/sdr-reservation/:id/group': { access: SIGNED_IN, cases: patchCases('/group') },
  'PATCH /api/patch/sdr-reservation/:id/:idBrand': { access: SIGNED_IN, cases: patchForBrandCases('') },
  'PATCH /api/patch/sdr-reservation/:id/:idBrand/group': { access: SIGNED_IN, cases: patchForBrandCases('/group') },
  'POST /api/sdr-reservation/:id/cancel/group': {
    access: SIGNED_IN,
    cases: {
      // A single booking is in no series.
      own: { setup: freshBooking((c) => c.brand), request: (_c, id) => ({ method: 'POST', url: `/api/sdr-reservation/${id}/cancel/group` }),
        guards: guard, expect: line('401  409  403  409  409  403  409  403  409  409  409  403  409') },
      other: { setup: freshBooking(otherBrand), request: (_c, id) => ({ method: 'POST', url: `/api/sdr-reservation/${id}/cancel/group` }),
        guards: guard, expect: line('401  409  403  404  404  403  409  403  404  404  404  403  404') },
    },
  },
  'GET /api/sdr-reservation/calendar-feed': {
    access: SIGNED_IN,
    cases: { own: { request: () => ({ url: '/api/sdr-reservation/calendar-feed' }), expect: EVERYONE } },
  },
  'POST /api/sdr-reservation/calendar-feed': {
    access: SIGNED_IN,
    cases: { own: { request: () => ({ method: 'POST', url: '/api/sdr-reservation/calendar-feed' }), expect: EVERYONE } },
  },
  'GET /api/sdr/:id/calendar-feed': {
    access: ROOM_STAFF,
    cases: {
      own: { request: (c) => ({ url: `/api/sdr/${c.own('meetingRoom')}/calendar-feed` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/sdr/${c.other('meetingRoom')}/calendar-feed` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/sdr/:id/calendar-feed': {
    access: ROOM_STAFF,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/sdr/${c.own('meetingRoom')}/calendar-feed` }),
        expect: line('401  200  403  200  200  403  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/sdr/${c.other('meetingRoom')}/calendar-feed` }),
        expect: line('401  200  403  404  404  403  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/calendar/sdr/:token': {
    access: { public: true },
    cases: {
      // The address is the key: an unknown one is not found for anyone, signed in or not.
      unknown: { request: () => ({ url: '/api/calendar/sdr/pas-une-adresse-connue-000000.ics' }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
};
