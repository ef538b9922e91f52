import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { MEETING_ROOM_OVERLAP_CONSTRAINT } from '../../db/schema/index.ts';
import { EXCLUSION_VIOLATION, isConstraintViolation } from '../../lib/db-error.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';
import { fundBrand } from './test-credits.ts';

/** Days far ahead of the seeded bookings, one per test so the tests never meet. */
const DAY = {
  slot: '2031-03-12',
  free: '2031-07-09',
  overlap: '2031-03-13',
  rules: '2031-03-14',
  member: '2031-03-17',
  race: '2031-03-18',
  db: '2031-03-19',
};

describe.each(ENGINES)('meeting-room bookings on %s', (engine) => {
  let t: TestApp;
  let admin5: Record<string, string>;
  let member5: Record<string, string>;
  let member5Id: number;
  let otherMember5: number;
  /** Brand 5's room let by the hour only (capacity 4) and its room with set-ups (half day and day prices, no evening). */
  let hourly: number;
  let withSetUps: number;

  const first = async <T>(query: ReturnType<typeof sql>) => (await queryRows<{ v: T }>(t.database.db, query))[0]?.v as T;
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const book = (headers: Record<string, string>, fields: object, selectedTime = 0) =>
    t.app.inject({ method: 'POST', url: '/api/sdr-reservation', headers, payload: { hubgrade_sdr_reservation: fields, selectedTime } });
  const cancel = (headers: Record<string, string>, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/sdr-reservation/${id}/cancel`, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin5 = await auth(brandStaffEmail('admin', 5));
    member5 = await auth(brandStaffEmail('member', 5));
    member5Id = await first<number>(sql`select id as v from users where email = ${brandStaffEmail('member', 5)}`);
    otherMember5 = await first<number>(
      sql`select id as v from users where brand_id = 5 and roles = '{ROLE_USER}' and deleted_at is null and id <> ${member5Id} order by id limit 1`,
    );
    hourly = await first<number>(
      sql`select id as v from meeting_rooms where brand_id = 5 and price_half_day_cents is null order by id limit 1`,
    );
    withSetUps = await first<number>(sql`select id as v from meeting_rooms where brand_id = 5 and room_type = 2 order by id limit 1`);
    // Bookings are paid from credits: brand 5's payers get enough for every test here.
    await fundBrand(t.database.db, 5);
  });
  afterAll(() => t.close());

  it('books a fixed slot at its Paris hours, with the default subject, and records it', async () => {
    const setUp = await first<number>(sql`select set_up_id as v from meeting_room_set_up_links where room_id = ${withSetUps} limit 1`);
    const res = await book(
      admin5,
      { user: otherMember5, sdr: withSetUps, date: DAY.slot, guests: 'a@exemple.fr;b@exemple.fr', sdrSetUp: setUp },
      1,
    );
    expect(res.statusCode).toBe(201);
    const company = await first<string | null>(
      sql`select c.name as v from users u left join companies c on c.id = u.company_id where u.id = ${otherMember5}`,
    );
    const user = await first<{ first_name: string; last_name: string }>(
      sql`select json_build_object('first_name', first_name, 'last_name', last_name) as v from users where id = ${otherMember5}`,
    );
    expect(res.json().reservation).toMatchObject({
      sdrId: withSetUps,
      userId: otherMember5,
      date: '2031-03-12T08:00:00.000Z',
      dateEnd: '2031-03-12T12:00:00.000Z',
      day: '12/03/2031',
      begin: '09:00',
      end: '13:00',
      duration: '4h',
      selectedTime: 1,
      guests: 'a@exemple.fr;b@exemple.fr',
      subject: `Réservation - ${company ? company.slice(0, 12) : `${user.first_name} ${user.last_name}`}`,
      private: false,
      sdrSetUp: setUp,
      brandId: 5,
      cancelledAt: null,
    });
    const history = await first<number>(
      sql`select count(*)::int as v from history_entries where entity = 'meeting-room-reservation' and entity_id = ${res.json().id}`,
    );
    expect(history).toBe(1);
  });

  it('books a free slot from its instants, in summer time', async () => {
    const res = await book(admin5, {
      user: otherMember5,
      sdr: hourly,
      date: `${DAY.free}T10:00:00+02:00`,
      dateEnd: `${DAY.free}T11:30:00+02:00`,
      subject: 'Point équipe',
      private: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().reservation).toMatchObject({
      begin: '10:00',
      end: '11:30',
      duration: '1h30',
      selectedTime: 0,
      subject: 'Point équipe',
      private: true,
    });
  });

  it('answers 409 naming the slot on an overlap, takes the slot that follows, and frees a cancelled one', async () => {
    const at = (hhmm: string) => `${DAY.overlap}T${hhmm}:00+01:00`;
    const first = await book(admin5, { user: otherMember5, sdr: hourly, date: at('10:00'), dateEnd: at('11:00') });
    expect(first.statusCode).toBe(201);
    const clash = await book(admin5, { user: otherMember5, sdr: hourly, date: at('10:30'), dateEnd: at('12:00') });
    expect(clash.statusCode).toBe(409);
    const room = await (await t.app.inject({ url: `/api/sdr/${hourly}`, headers: admin5 })).json();
    expect(clash.json().message).toBe(`La salle ${room.name} est déjà réservée sur ce créneau : le 13/03/2031 de 10:30 à 12:00.`);
    expect((await book(admin5, { user: otherMember5, sdr: hourly, date: at('11:00'), dateEnd: at('12:00') })).statusCode).toBe(201);
    const cancelled = await cancel(admin5, first.json().id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await book(admin5, { user: otherMember5, sdr: hourly, date: at('10:00'), dateEnd: at('11:00') })).statusCode).toBe(201);
    expect((await cancel(admin5, first.json().id)).json().message).toBe('Cette réservation est déjà annulée.');
  });

  it('refuses the rule violations with the spec’s French messages, writing nothing', async () => {
    const at = (hhmm: string, day = DAY.rules) => `${day}T${hhmm}:00+01:00`;
    const base = { user: otherMember5, sdr: hourly };
    const refused = async (fields: object, selectedTime = 0) => {
      const res = await book(admin5, { ...base, ...fields }, selectedTime);
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { message: string; errors: Record<string, string[]> };
    };
    expect((await refused({ date: at('10:00'), dateEnd: at('09:00', '2031-03-15') })).message).toBe(
      'Vous ne pouvez pas créer de réservation unique pour cette salle de réunion sur plusieurs jours. Vous pouvez en revanche gérer vos réservations par tranches de 24h maximum, de 00h00 à 23h59.',
    );
    expect((await refused({ date: at('10:00'), dateEnd: at('10:00') })).errors['hubgrade_sdr_reservation.dateEnd']).toHaveLength(1);
    expect((await refused({ date: at('10:00'), dateEnd: at('10:10') })).message).toBe(
      'Vous ne pouvez pas créer de réservation unique pour cette salle de réunion pour une durée inférieur à 15 minutes.',
    );
    expect((await refused({ date: at('10:02'), dateEnd: at('11:00') })).message).toBe('Les minutes vont par pas de 5.');
    expect((await refused({ date: '2020-01-06T10:00:00+01:00', dateEnd: '2020-01-06T11:00:00+01:00' })).message).toBe(
      'Ce créneau est déjà passé.',
    );
    expect((await refused({ date: DAY.rules }, 1)).message).toBe('Cette salle de réunion ne se réserve pas sur ce créneau.');
    expect((await refused({ sdr: withSetUps, date: DAY.rules }, 4)).message).toBe(
      'Cette salle de réunion ne se réserve pas sur ce créneau.',
    );
    expect((await refused({ sdr: withSetUps, date: '2020-01-06' }, 3)).message).toBe('Ce créneau n’est plus réservable pour cette date.');
    // The free slot takes instants: a bare day, or no end, is missing its hours.
    expect((await refused({ date: DAY.rules })).errors['hubgrade_sdr_reservation.date']).toEqual(['Ce champ est requis.']);
    expect((await refused({ date: at('10:00') })).errors['hubgrade_sdr_reservation.dateEnd']).toEqual(['Ce champ est requis.']);
    expect((await refused({ date: at('10:00'), dateEnd: at('11:00'), sdrSetUp: 1 })).message).toBe(
      'Seule une salle avec disposition prend une disposition.',
    );
    expect((await refused({ sdr: withSetUps, date: DAY.rules, sdrSetUp: 999_999 }, 1)).message).toBe(
      'Disposition inconnue pour cette salle de réunion.',
    );
    const guests = 'a@x.fr;b@x.fr;c@x.fr;d@x.fr';
    expect((await refused({ date: at('10:00'), dateEnd: at('11:00'), guests })).message).toBe(
      'Cette salle de réunion accueille 4 personnes au plus.',
    );
    const badGuests = await refused({ date: at('10:00'), dateEnd: at('11:00'), guests: 'a@x.fr; pas-une-adresse b@' });
    expect(badGuests.errors['hubgrade_sdr_reservation.guests']).toEqual([
      'Les adresses mails suivantes sont invalides : pas-une-adresse / b@',
    ]);
    expect((await book(admin5, { ...base, date: at('10:00'), dateEnd: at('11:00') }, 7)).statusCode).toBe(400);
    const written = await first<number>(
      sql`select count(*)::int as v from meeting_room_reservations where starts_at >= ${`${DAY.rules}T00:00:00+01:00`}::timestamptz and starts_at < ${`${DAY.rules}T23:59:00+01:00`}::timestamptz`,
    );
    expect(written).toBe(0);
  });

  it('lets a member book and cancel for themselves only', async () => {
    const at = (hhmm: string) => `${DAY.member}T${hhmm}:00+01:00`;
    const own = await book(member5, { user: member5Id, sdr: hourly, date: at('09:00'), dateEnd: at('10:00') });
    expect(own.statusCode).toBe(201);
    const forOther = await book(member5, { user: otherMember5, sdr: hourly, date: at('11:00'), dateEnd: at('12:00') });
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().message).toBe('Vous ne pouvez réserver que pour vous-même.');
    const someoneElses = await book(admin5, { user: otherMember5, sdr: hourly, date: at('14:00'), dateEnd: at('15:00') });
    expect((await cancel(member5, someoneElses.json().id)).statusCode).toBe(404);
    expect((await cancel(member5, own.json().id)).statusCode).toBe(200);
  });

  it('keeps brands apart: another brand’s room is unknown, its bookings not found; a brand without the module is refused', async () => {
    const admin8 = await auth(brandStaffEmail('admin', 8));
    const at = (hhmm: string) => `${DAY.member}T${hhmm}:00+01:00`;
    const res = await book(admin8, { user: otherMember5, sdr: hourly, date: at('16:00'), dateEnd: at('17:00') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['hubgrade_sdr_reservation.sdr']).toEqual(['Salle de réunion inconnue']);
    const room8 = await first<number>(sql`select id as v from meeting_rooms where brand_id = 8 order by id limit 1`);
    const wrongUser = await book(admin8, { user: otherMember5, sdr: room8, date: at('16:00'), dateEnd: at('17:00') });
    expect(wrongUser.json().errors['hubgrade_sdr_reservation.user']).toEqual(['Utilisateur inconnu']);
    const own5 = await book(admin5, { user: otherMember5, sdr: hourly, date: at('16:00'), dateEnd: at('17:00') });
    expect((await cancel(admin8, own5.json().id)).statusCode).toBe(404);
    expect(
      (await book(await auth(brandStaffEmail('admin', 9)), { user: otherMember5, sdr: hourly, date: at('18:00'), dateEnd: at('19:00') }))
        .statusCode,
    ).toBe(403);
    expect((await cancel(admin5, 999_999)).statusCode).toBe(404);
  });

  it('refuses an overlapping live booking in the database itself, whoever writes it', async () => {
    const insert = (from: string, to: string, cancelled = false) =>
      t.database.db.execute(sql`
        insert into meeting_room_reservations (brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject, cancelled_at)
        values (5, ${hourly}, ${otherMember5}, ${`${DAY.db}T${from}:00+01:00`}::timestamptz, ${`${DAY.db}T${to}:00+01:00`}::timestamptz, 0, 'SQL',
          ${cancelled ? sql`now()` : sql`null`})`);
    await insert('09:00', '10:00', true);
    await insert('09:00', '10:00');
    const refusal = await insert('09:30', '09:45').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isConstraintViolation(refusal, EXCLUSION_VIOLATION, MEETING_ROOM_OVERLAP_CONSTRAINT)).toBe(true);
    await insert('10:00', '11:00');
  });

  it.runIf(engine === 'postgres')('accepts exactly one of 200 concurrent requests for one slot, 199 answered 409', async () => {
    const fields = { user: otherMember5, sdr: hourly, date: `${DAY.race}T10:00:00+01:00`, dateEnd: `${DAY.race}T11:00:00+01:00` };
    const answers = await Promise.all(Array.from({ length: 200 }, () => book(admin5, fields)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const live = await first<number>(
      sql`select count(*)::int as v from meeting_room_reservations where room_id = ${hourly} and cancelled_at is null and starts_at = ${fields.date}::timestamptz`,
    );
    expect(live).toBe(1);
  });
});
