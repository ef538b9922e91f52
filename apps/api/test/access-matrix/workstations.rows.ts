import { sql } from 'drizzle-orm';
import { type Call, line, type Row } from './matrix.ts';

/** Workstation bookings in coworking spaces (members-bookings-feed §2.8, §7). Brand 9 has no such module. */

const SIGNED_IN = { roles: 'authenticated' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
const DAY = '2031-05-06';
const window = { start: DAY, startHour: '09:00', end: DAY, endHour: '10:00' };

/** A free coworking space of a scope, made for one call. */
const freshSpace = (brand: (c: Call) => number | null) => (c: Call) =>
  c.scalar<number>(sql`insert into coworking_spaces (brand_id, site_id, name, contract_capacity, reservation_capacity)
    select brand_id, id, ${`Matrice ${c.who}`}, 0, 5 from sites where brand_id is not distinct from ${brand(c)} order by id limit 1
    returning id as v`);

/** A booking of a scope made for one call: the caller's own, or a member's outside the matrix's people. */
const freshReservation = (brand: (c: Call) => number | null, mine: boolean) => async (c: Call) => {
  const space = await freshSpace(brand)(c);
  return c.scalar<number>(sql`with booked as (
      insert into workstation_reservations (brand_id, space_id, user_id, day, starts_at, ends_at, seats, price_cents)
      select ${brand(c)}, ${space}, id, ${DAY}, ${`${DAY}T09:00:00+02:00`}, ${`${DAY}T10:00:00+02:00`}, 1, 0 from users
      where ${mine ? sql`id = ${c.self}` : sql`brand_id is not distinct from ${brand(c)} and roles = '{ROLE_USER}' and deleted_at is null and email not like '%@demo.test'`}
      order by id limit 1 returning id, space_id, day),
    counted as (insert into workstation_day_counters (space_id, day, seats_taken) select space_id, day, 1 from booked)
    select id as v from booked`);
};
/** The space of each booking made by editable(), for the edit's payload. */
const spaceOf = new Map<number, number>();
/** As freshReservation, remembering the booking's space. */
const editable = (brand: (c: Call) => number | null, mine: boolean) => async (c: Call) => {
  const id = await freshReservation(brand, mine)(c);
  spaceOf.set(id, await c.scalar<number>(sql`select space_id as v from workstation_reservations where id = ${id}`));
  return id;
};
const moved = (id: number, user: number) => ({
  hubgrade_poste_de_travail_reservation: {
    user,
    openSpace: spaceOf.get(id) ?? 0,
    dateBegin: `${DAY}T10:00:00+02:00`,
    dateEnd: `${DAY}T11:00:00+02:00`,
  },
});
const booking = (space: number, user: number) => ({
  hubgrade_poste_de_travail_reservation: { user, openSpace: space, dateBegin: `${DAY}T09:00:00+02:00`, dateEnd: `${DAY}T10:00:00+02:00` },
});

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'POST /api/dispo/brand/:brand/open-space': {
    access: SIGNED_IN,
    cases: {
      own: { request: () => ({ method: 'POST', url: '/api/dispo/brand/true/open-space', payload: window }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { request: (c) => ({ method: 'POST', url: `/api/dispo/brand/${otherBrand(c)}/open-space`, payload: window }),
        expect: line('401  200  403  404  404  403  200  403  200  404  200  403  200') },
    },
  },
  'GET /api/poste-de-travail/planning': {
    access: SIGNED_IN,
    cases: {
      week: { request: () => ({ url: `/api/poste-de-travail/planning?from=${DAY}` }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
    },
  },
  'GET /api/poste-de-travail/:id': {
    access: SIGNED_IN,
    cases: {
      self: { setup: freshReservation((c) => c.brand, true), request: (_c, id) => ({ url: `/api/poste-de-travail/${id}` }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      own: { setup: freshReservation((c) => c.brand, false), request: (_c, id) => ({ url: `/api/poste-de-travail/${id}` }),
        expect: line('401  200  403  200  200  403  200  403  404  404  404  403  404') },
      other: { setup: freshReservation(otherBrand, false), request: (_c, id) => ({ url: `/api/poste-de-travail/${id}` }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
  'POST /api/poste-de-travail': {
    access: SIGNED_IN,
    cases: {
      own: { setup: freshSpace((c) => c.brand), request: (c, space) => ({ method: 'POST', url: '/api/poste-de-travail', payload: booking(space, c.self) }),
        expect: line('401  201  403  201  201  403  201  403  201  201  201  403  201') },
      other: { setup: freshSpace(otherBrand), request: (c, space) => ({ method: 'POST', url: '/api/poste-de-travail', payload: booking(space, c.self) }),
        expect: line('401  400  403  400  400  403  400  403  400  400  400  403  400') },
    },
  },
  'POST /api/poste-de-travail/:id/cancel': {
    access: SIGNED_IN,
    cases: {
      self: { setup: freshReservation((c) => c.brand, true), request: (_c, id) => ({ method: 'POST', url: `/api/poste-de-travail/${id}/cancel` }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      own: { setup: freshReservation((c) => c.brand, false), request: (_c, id) => ({ method: 'POST', url: `/api/poste-de-travail/${id}/cancel` }),
        expect: line('401  200  403  200  200  403  200  403  404  404  404  403  404'),
        guards: (_c, id) => ({ table: 'workstation_reservations', id }) },
      other: { setup: freshReservation(otherBrand, false), request: (_c, id) => ({ method: 'POST', url: `/api/poste-de-travail/${id}/cancel` }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404'),
        guards: (_c, id) => ({ table: 'workstation_reservations', id }) },
    },
  },
  'PATCH /api/patch/poste-de-travail/:id': {
    access: SIGNED_IN,
    cases: {
      self: { setup: editable((c) => c.brand, true),
        request: (c, id) => ({ method: 'PATCH', url: `/api/patch/poste-de-travail/${id}`, payload: moved(id, c.self) }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
      other: { setup: editable(otherBrand, false),
        request: (c, id) => ({ method: 'PATCH', url: `/api/patch/poste-de-travail/${id}`, payload: moved(id, c.other('member')) }),
        guards: (_c, id) => ({ table: 'workstation_reservations', id }),
        expect: line('401  200  403  404  404  403  200  403  404  404  404  403  404') },
    },
  },
};
