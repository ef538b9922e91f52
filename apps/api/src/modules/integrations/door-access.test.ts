import { pathOf } from '@hubgrade/domain/common/operation';
import { integrationOperations as op } from '@hubgrade/domain/integrations/operations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';

/** Weekdays far ahead, one per test (summer time: +02:00). */
const DAY = { workstation: '2031-05-06', terrace: '2031-05-07', none: '2031-05-08', meetings: '2031-06-03' };
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+02:00`;

/** Door access follows the workstation and terrace bookings that ask for it (`hasWelcomr`), through the built-in WelcomR. */
describe.each(ENGINES)('door access on %s', (engine) => {
  let t: TestApp;
  let admin5: Record<string, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin5, ...(payload === undefined ? {} : { payload }) });

  /** A member of brand 5 with a mobile and no service yet. */
  const freshMember = async () => {
    const row = await one<{ id: number }>(sql`
      select u.id from users u where u.brand_id = 5 and u.roles = '{ROLE_USER}' and u.deleted_at is null
        and u.email like '%exemple.fr' and u.mobile ~ '^0[67][0-9]{8}$'
        and not exists (select 1 from member_integrations mi where mi.user_id = u.id)
      order by u.id desc limit 1`);
    await rows(sql`insert into member_integrations (user_id) values (${row.id})`);
    return row.id;
  };
  /** A fresh member of brand 5 whose WelcomR login is active: their WelcomR id. */
  const withLogin = async () => {
    const user = await freshMember();
    const ksid = (await inject('GET', pathOf(op.welcomrSession))).json().ksid as string;
    const created = await inject('POST', pathOf(op.welcomrLogin), { login: { user, loginType: 1, isValidated: true }, ksid });
    expect(created.statusCode, created.body).toBe(200);
    const welcomrId = created.json() as string;
    expect((await inject('POST', pathOf(op.welcomrActivate, { id: welcomrId }), { ksid })).statusCode).toBe(200);
    return { user, welcomrId };
  };
  const grants = (kind: string, bookingId: number) =>
    rows<{ welcomr_id: string; window_id: string; starts_at: Date; ends_at: Date; revoked: boolean; open: boolean }>(sql`
      select g.welcomr_id, g.window_id, g.starts_at, g.ends_at, g.revoked_at is not null as revoked,
             w.revoked_at is null as open
      from door_access_grants g join welcomr_access_windows w on w.id = g.window_id
      where g.booking_kind = ${kind} and g.booking_id = ${bookingId} order by g.id`);
  const space = () =>
    one<{
      id: number;
    }>(sql`insert into coworking_spaces (brand_id, site_id, name, color, contract_capacity, reservation_capacity, opening_hour, closing_hour, daily_price_cents)
      select 5, id, ${`Open space portes ${Math.random()}`}, '#3366FF', 0, 10, '08:00', '19:00', 0
      from sites where brand_id = 5 order by id limit 1 returning id`).then((r) => r.id);
  const workstation = (fields: object) => ({ hubgrade_poste_de_travail_reservation: fields, forceReservation: false }) as const;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin5 = { authorization: `Bearer ${await t.tokenFor(brandStaffEmail('admin', 5))}` };
  });
  afterAll(() => t.close());

  it('opens the doors for a workstation booking’s hours, moves the window with an edit and closes it on cancellation', async () => {
    const { user, welcomrId } = await withLogin();
    const openSpace = await space();
    const fields = { user, openSpace, dateBegin: at(DAY.workstation, '09:00'), dateEnd: at(DAY.workstation, '12:00'), hasWelcomr: true };
    const made = await inject('POST', '/api/poste-de-travail', workstation(fields));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const [granted] = await grants('workstation', id);
    expect(granted).toMatchObject({ welcomr_id: welcomrId, revoked: false, open: true });
    expect([new Date(granted?.starts_at ?? 0).toISOString(), new Date(granted?.ends_at ?? 0).toISOString()]).toEqual([
      new Date(fields.dateBegin).toISOString(),
      new Date(fields.dateEnd).toISOString(),
    ]);

    // A subject-free edit of the guests keeps the window as it is.
    expect(
      (await inject('PATCH', `/api/patch/poste-de-travail/${id}`, workstation({ ...fields, guests: 'a@exemple.fr' }))).statusCode,
    ).toBe(200);
    expect(await grants('workstation', id)).toHaveLength(1);

    const later = { ...fields, dateBegin: at(DAY.workstation, '14:00'), dateEnd: at(DAY.workstation, '17:00') };
    expect((await inject('PATCH', `/api/patch/poste-de-travail/${id}`, workstation(later))).statusCode).toBe(200);
    const [old, moved] = await grants('workstation', id);
    expect(old).toMatchObject({ revoked: true, open: false });
    expect(moved).toMatchObject({ revoked: false, open: true });
    expect(new Date(moved?.starts_at ?? 0).toISOString()).toBe(new Date(later.dateBegin).toISOString());

    expect((await inject('POST', `/api/poste-de-travail/${id}/cancel`)).statusCode).toBe(200);
    expect((await grants('workstation', id)).map((g) => [g.revoked, g.open])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('opens and closes the doors for a terrace booking', async () => {
    const { user } = await withLogin();
    const terrace = (await one<{ id: number }>(sql`select id from terraces where brand_id = 5 order by id limit 1`)).id;
    const made = await inject('POST', '/api/terrasse/reservation', {
      hubgrade_terrasse_reservation: {
        terrasse: terrace,
        user,
        dateBegin: at(DAY.terrace, '10:00'),
        dateEnd: at(DAY.terrace, '11:00'),
        hasWelcomr: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(await grants('terrace', id)).toMatchObject([{ revoked: false, open: true }]);
    // Asking no more for the doors closes them, the booking kept.
    const unchecked = await inject('PATCH', `/api/patch/terrasse/reservation/${id}`, {
      hubgrade_terrasse_reservation: {
        terrasse: terrace,
        user,
        dateBegin: at(DAY.terrace, '10:00'),
        dateEnd: at(DAY.terrace, '11:00'),
        hasWelcomr: false,
      },
    });
    expect(unchecked.statusCode, unchecked.body).toBe(200);
    expect(await grants('terrace', id)).toMatchObject([{ revoked: true, open: false }]);
  });

  it('opens the doors for each meeting of a series and closes them all when the series is cancelled', async () => {
    const { user } = await withLogin();
    const room = await one<{
      id: number;
    }>(sql`insert into meeting_rooms (brand_id, site_id, name, color, capacity, price_hour_cents, room_type)
      select 5, id, ${`Salle portes ${Math.random()}`}, '#3366FF', 6, 0, 1 from sites where brand_id = 5 order by id limit 1 returning id`);
    const made = await inject('POST', '/api/sdr-reservation', {
      hubgrade_sdr_reservation: {
        user,
        sdr: room.id,
        date: at(DAY.meetings, '10:00'),
        dateEnd: at(DAY.meetings, '11:00'),
        hasWelcomr: true,
      },
      selectedTime: 0,
      frequency: { number: 1, period: 'semaines', days: [2], endType: 'count', endCount: 3 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const ids = (
      await rows<{ id: number }>(
        sql`select id from meeting_room_reservations where series_id = ${made.json().reservation.group} order by starts_at`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect(made.json().reservation.hasWelcomr).toBe(true);
    for (const id of ids) expect(await grants('meeting-room', id)).toMatchObject([{ revoked: false, open: true }]);

    expect((await inject('POST', `/api/sdr-reservation/${ids[0]}/cancel/group`)).statusCode).toBe(200);
    for (const id of ids) expect(await grants('meeting-room', id)).toMatchObject([{ revoked: true, open: false }]);
  });

  it('books without door access a member who has no active login, or a booking that does not ask for it', async () => {
    const { user } = await withLogin();
    const noLogin = await freshMember();
    const openSpace = await space();
    const ask = (who: number, hasWelcomr: boolean, from: string, to: string) =>
      inject(
        'POST',
        '/api/poste-de-travail',
        workstation({ user: who, openSpace, dateBegin: at(DAY.none, from), dateEnd: at(DAY.none, to), hasWelcomr }),
      );
    const without = await ask(noLogin, true, '09:00', '10:00');
    const unasked = await ask(user, false, '10:00', '11:00');
    expect([without.statusCode, unasked.statusCode]).toEqual([201, 201]);
    expect(await grants('workstation', without.json().id)).toEqual([]);
    expect(await grants('workstation', unasked.json().id)).toEqual([]);
  });
});
