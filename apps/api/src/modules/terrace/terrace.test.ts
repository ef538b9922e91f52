import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';

/** Weekdays far ahead of the seeded bookings, one per test so the tests never meet (April 2031, summer time). */
const DAY = {
  book: '2031-04-07',
  full: '2031-04-08',
  restrictions: '2031-04-09',
  rules: '2031-04-10',
  member: '2031-04-11',
  race: '2031-04-14',
  weekend: '2031-04-12',
  paid: '2031-04-15',
  edit: '2031-04-16',
  editRace: '2031-04-17',
};
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+02:00`;

describe.each(ENGINES)('terrace on %s', (engine) => {
  let t: TestApp;
  let admin5: Record<string, string>;
  let commercial5: Record<string, string>;
  let member5: Record<string, string>;
  let member5Id: number;
  let otherMember5: number;
  /** Brand 5's first terrace, set to 12 people, 2 guests, 120 minutes. */
  let terrace: number;

  const first = async <T>(query: ReturnType<typeof sql>) => (await queryRows<{ v: T }>(t.database.db, query))[0]?.v as T;
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const book = (headers: Record<string, string>, fields: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/terrasse/reservation',
      headers,
      payload: { hubgrade_terrasse_reservation: { terrasse: terrace, ...fields } },
    });
  const edit = (headers: Record<string, string>, id: number, fields: object, forceReservation = false) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/patch/terrasse/reservation/${id}`,
      headers,
      payload: { hubgrade_terrasse_reservation: { terrasse: terrace, ...fields }, forceReservation },
    });
  const dispo = (headers: Record<string, string>, body: object, brand: string | number = 5) =>
    t.app.inject({ method: 'POST', url: `/api/dispo/brand/${brand}/terrasse`, headers, payload: { id: terrace, ...body } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin5 = await auth(brandStaffEmail('admin', 5));
    commercial5 = await auth(brandStaffEmail('commercial', 5));
    member5 = await auth(brandStaffEmail('member', 5));
    member5Id = await first<number>(sql`select id as v from users where email = ${brandStaffEmail('member', 5)}`);
    otherMember5 = await first<number>(
      sql`select id as v from users where brand_id = 5 and roles = '{ROLE_USER}' and deleted_at is null and id <> ${member5Id} order by id limit 1`,
    );
    terrace = await first<number>(sql`select id as v from terraces where brand_id = 5 order by id limit 1`);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/terrasse/${terrace}`,
      headers: admin5,
      payload: { capacity: 12, maxGuests: 2, maxDuration: 120 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  });
  afterAll(() => t.close());

  it('reads and edits the settings: administrators write, staff read, with a history entry', async () => {
    const read = await t.app.inject({ url: `/api/terrasse/${terrace}`, headers: commercial5 });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: terrace, brandId: 5, capacity: 12, maxGuests: 2, maxDuration: 120 });
    const list = await t.app.inject({ url: '/api/terrasse', headers: member5 });
    expect(list.json().every((row: { brandId: number }) => row.brandId === 5)).toBe(true);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/terrasse/${terrace}`,
      headers: commercial5,
      payload: { capacity: 3 },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/terrasse/${terrace}`,
      headers: admin5,
      payload: { capacity: 0, maxDuration: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      capacity: ['Merci de saisir un nombre entier positif.'],
      maxDuration: ['Nombre attendu'],
    });
    const history = await first<number>(
      sql`select count(*)::int as v from history_entries where entity = 'terrace' and entity_id = ${terrace}`,
    );
    expect(history).toBeGreaterThanOrEqual(1);
  });

  it('books with guests, reads the day back, cancels, and records each step', async () => {
    const res = await book(admin5, {
      user: otherMember5,
      dateBegin: at(DAY.book, '10:00'),
      dateEnd: at(DAY.book, '11:30'),
      guests: 'a@exemple.fr;b@exemple.fr;',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      terraceId: terrace,
      userId: otherMember5,
      day: '07/04/2031',
      begin: '10:00',
      end: '11:30',
      people: 3,
      guests: 'a@exemple.fr;b@exemple.fr;',
      wholeDayBilled: false,
      brandId: 5,
      cancelledAt: null,
    });
    const left = await dispo(member5, { start: DAY.book, startHour: '10:30', endHour: '11:00' });
    expect(left.json()).toMatchObject({ dispoCount: 9, isFull: false, isClosed: false, maxGuests: 2, maxDuration: 120 });
    const day = await t.app.inject({ url: `/api/terrasse/${terrace}/reservations?date=${DAY.book}`, headers: admin5 });
    expect(day.json().map((r: { id: number }) => r.id)).toContain(res.json().id);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/terrasse/reservation/${res.json().id}/cancel`, headers: admin5 });
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await dispo(member5, { start: DAY.book, startHour: '10:30', endHour: '11:00' })).json().dispoCount).toBe(12);
    const again = await t.app.inject({ method: 'POST', url: `/api/terrasse/reservation/${res.json().id}/cancel`, headers: admin5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cette réservation est déjà annulée.');
    const history = await first<number>(
      sql`select count(*)::int as v from history_entries where entity = 'terrace-reservation' and entity_id = ${res.json().id}`,
    );
    expect(history).toBe(2);
  });

  it('answers 409 when full or when too few places are left, and takes the next slot', async () => {
    const fill = await book(admin5, { user: otherMember5, dateBegin: at(DAY.full, '09:00'), dateEnd: at(DAY.full, '10:00') });
    expect(fill.statusCode).toBe(201);
    await t.database.db.execute(sql`update terrace_reservations set people = 10 where id = ${fill.json().id}`);
    const tooMany = await book(admin5, {
      user: otherMember5,
      dateBegin: at(DAY.full, '09:30'),
      dateEnd: at(DAY.full, '10:30'),
      guests: 'a@x.fr;b@x.fr',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe("Il ne reste que 2 places disponibles. / Veuillez réduire votre nombre d'invités.");
    expect(
      (await book(admin5, { user: otherMember5, dateBegin: at(DAY.full, '09:30'), dateEnd: at(DAY.full, '10:30'), guests: 'a@x.fr' }))
        .statusCode,
    ).toBe(201);
    const full = await book(admin5, { user: otherMember5, dateBegin: at(DAY.full, '09:45'), dateEnd: at(DAY.full, '10:15') });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('La terrasse est complète sur ce créneau.');
    expect((await dispo(member5, { start: DAY.full, startHour: '09:45', endHour: '10:15' })).json()).toMatchObject({
      dispoCount: 0,
      isFull: true,
    });
    expect((await book(admin5, { user: otherMember5, dateBegin: at(DAY.full, '10:30'), dateEnd: at(DAY.full, '11:00') })).statusCode).toBe(
      201,
    );
  });

  it('adds and removes closures and capacity changes, which the dispo and the booking follow', async () => {
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/terrasse/${terrace}/restrictions`, headers: admin5, payload });
    const closure = await add({ dateBegin: at(DAY.restrictions, '12:00'), dateEnd: at(DAY.restrictions, '14:00'), reason: 'Travaux' });
    expect(closure.statusCode, closure.body).toBe(201);
    expect(closure.json()).toMatchObject({ reason: 'Travaux', capacityUpdate: null });
    const change = await add({ dateBegin: at(DAY.restrictions, '08:00'), dateEnd: at(DAY.restrictions, '10:00'), capacityUpdate: 1 });
    expect(change.statusCode).toBe(201);
    expect((await add({ dateBegin: at(DAY.restrictions, '10:00'), dateEnd: at(DAY.restrictions, '09:00') })).json().errors).toEqual({
      dateEnd: ['La fin doit être après le début.'],
    });
    const closed = await dispo(member5, { start: DAY.restrictions, startHour: '13:00', endHour: '13:30' });
    expect(closed.json()).toMatchObject({
      isClosed: true,
      isFull: false,
      terrasseRestriction: [{ reason: 'Travaux', capacityUpdate: null }],
    });
    const refused = await book(member5, {
      user: member5Id,
      dateBegin: at(DAY.restrictions, '13:00'),
      dateEnd: at(DAY.restrictions, '13:30'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La terrasse est fermée sur ce créneau.');
    expect((await dispo(member5, { start: DAY.restrictions, startHour: '09:00', endHour: '09:30' })).json().dispoCount).toBe(1);
    expect(
      (await book(member5, { user: member5Id, dateBegin: at(DAY.restrictions, '09:00'), dateEnd: at(DAY.restrictions, '09:30') }))
        .statusCode,
    ).toBe(201);
    expect(
      (await book(admin5, { user: otherMember5, dateBegin: at(DAY.restrictions, '09:15'), dateEnd: at(DAY.restrictions, '09:45') }))
        .statusCode,
    ).toBe(409);
    const remove = (id: number, headers = admin5) =>
      t.app.inject({ method: 'DELETE', url: `/api/terrasse/${terrace}/restrictions/${id}`, headers });
    expect((await remove(closure.json().id, commercial5)).statusCode).toBe(403);
    expect((await remove(closure.json().id)).statusCode).toBe(204);
    expect((await remove(closure.json().id)).statusCode).toBe(404);
    expect((await dispo(member5, { start: DAY.restrictions, startHour: '13:00', endHour: '13:30' })).json().isClosed).toBe(false);
  });

  it('refuses bad input with French 400s, writing nothing', async () => {
    const refused = async (fields: object) => {
      const res = await book(admin5, { user: otherMember5, ...fields });
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { message: string; errors: Record<string, string[]> };
    };
    const span = (from: string, to: string, day = DAY.rules) => ({ dateBegin: at(day, from), dateEnd: at(day, to) });
    expect((await refused(span('10:00', '10:00'))).message).toBe('La fin doit être après le début.');
    expect((await refused(span('10:00', '10:10'))).message).toBe('Une réservation de la terrasse dure 15 minutes au moins.');
    expect((await refused(span('10:00', '12:05'))).message).toBe('Une réservation de la terrasse dure 120 minutes au plus.');
    expect((await refused(span('07:30', '08:30'))).message).toBe('La terrasse se réserve de 08:00 à 18:00.');
    expect((await refused(span('17:30', '18:30'))).message).toBe('La terrasse se réserve de 08:00 à 18:00.');
    expect((await refused(span('10:00', '10:30', DAY.weekend))).message).toBe('La terrasse ne se réserve pas le samedi ni le dimanche.');
    expect((await refused(span('10:02', '10:30'))).message).toBe('Les minutes vont par pas de 5.');
    expect((await refused(span('10:00', '10:30', '2020-01-06'))).errors['hubgrade_terrasse_reservation.dateBegin']).toEqual([
      'Ce créneau est déjà passé.',
    ]);
    expect((await refused({ ...span('10:00', '10:30'), guests: 'a@x.fr;b@x.fr;c@x.fr;' })).message).toBe("Nombre d'invités maximum : 2");
    expect(
      (await refused({ ...span('10:00', '10:30'), guests: 'a@x.fr; pas-une-adresse' })).errors['hubgrade_terrasse_reservation.guests'],
    ).toEqual(['Les adresses mails suivantes sont invalides : pas-une-adresse']);
    expect((await refused({ dateBegin: 'demain' })).errors['hubgrade_terrasse_reservation.dateBegin']).toEqual(['Ce champ est requis.']);
    const bad = await dispo(member5, { start: DAY.rules, startHour: '25:00', endHour: '10:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.startHour).toEqual(['Ce champ est requis.']);
    const written = await first<number>(
      sql`select count(*)::int as v from terrace_reservations where starts_at >= ${at(DAY.rules, '00:00')}::timestamptz and starts_at < ${at(DAY.rules, '23:59')}::timestamptz`,
    );
    expect(written).toBe(0);
  });

  it('lets a member book and cancel for themselves only, and see only their own bookings of the day', async () => {
    const own = await book(member5, { user: member5Id, dateBegin: at(DAY.member, '09:00'), dateEnd: at(DAY.member, '10:00') });
    expect(own.statusCode).toBe(201);
    const forOther = await book(member5, { user: otherMember5, dateBegin: at(DAY.member, '11:00'), dateEnd: at(DAY.member, '12:00') });
    expect(forOther.json().message).toBe('Vous ne pouvez réserver que pour vous-même.');
    const someoneElses = await book(admin5, { user: otherMember5, dateBegin: at(DAY.member, '14:00'), dateEnd: at(DAY.member, '15:00') });
    const day = await t.app.inject({ url: `/api/terrasse/${terrace}/reservations?date=${DAY.member}`, headers: member5 });
    expect(day.json().map((r: { id: number }) => r.id)).toEqual([own.json().id]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/terrasse/reservation/${someoneElses.json().id}/cancel`, headers: member5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/terrasse/reservation/${own.json().id}/cancel`, headers: member5 })).statusCode,
    ).toBe(200);
  });

  it('keeps brands apart: another brand’s terrace and bookings are not found; a brand without the module is refused', async () => {
    const admin10 = await auth(brandStaffEmail('admin', 10));
    expect((await t.app.inject({ url: `/api/terrasse/${terrace}`, headers: admin10 })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/patch/terrasse/${terrace}`, headers: admin10, payload: { capacity: 3 } }))
        .statusCode,
    ).toBe(404);
    expect((await dispo(admin10, { start: DAY.member, startHour: '16:00', endHour: '16:30' }, 10)).statusCode).toBe(404);
    expect((await dispo(admin5, { start: DAY.member, startHour: '16:00', endHour: '16:30' }, 10)).statusCode).toBe(404);
    const res = await book(admin10, { user: otherMember5, dateBegin: at(DAY.member, '16:00'), dateEnd: at(DAY.member, '16:30') });
    expect(res.json().errors['hubgrade_terrasse_reservation.terrasse']).toEqual(['Terrasse inconnue']);
    const own5 = await book(admin5, { user: otherMember5, dateBegin: at(DAY.member, '16:00'), dateEnd: at(DAY.member, '16:30') });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/terrasse/reservation/${own5.json().id}/cancel`, headers: admin10 })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/brand/5/users', headers: admin10 })).statusCode).toBe(404);
    const users5 = await t.app.inject({ url: '/api/brand/5/users?search=a', headers: commercial5 });
    expect(users5.statusCode).toBe(200);
    expect(users5.json().length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/terrasse', headers: await auth(brandStaffEmail('admin', 9)) })).statusCode).toBe(403);
  });

  it('debits the booking from the payer at the hourly price of each person, refunds it once before the day; staff force, members cannot', async () => {
    const price = (priceHour: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/patch/terrasse/${terrace}`, headers: admin5, payload: { priceHour } });
    expect((await price(1_000)).json()).toMatchObject({ priceHour: 1_000 });
    const company = await first<number>(sql`select company_id as v from users where id = ${member5Id}`);
    const balance = () =>
      first<number>(sql`select coalesce((select e.balance_after_cents from credit_entries e join credit_accounts a on a.id = e.account_id
        where a.company_id = ${company} order by e.id desc limit 1), 0) as v`);
    const before = await balance();
    const made = await book(member5, {
      user: member5Id,
      dateBegin: at(DAY.paid, '10:00'),
      dateEnd: at(DAY.paid, '11:30'),
      guests: 'ami@exemple.fr;',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ price: 3_000, charged: 3_000 });
    expect(await balance()).toBe(before - 3_000);
    const cancel = (id: number) => t.app.inject({ method: 'POST', url: `/api/terrasse/reservation/${id}/cancel`, headers: member5 });
    expect((await cancel(made.json().id)).statusCode).toBe(200);
    expect(await balance()).toBe(before);
    expect((await cancel(made.json().id)).statusCode).toBe(409);
    expect(await balance()).toBe(before);

    // More than the balance: refused to the member, even asking to force; staff force it down to 0.
    await price(100_000);
    // Three people for two hours at 1,000 € an hour: more than the demo's 5,000 € pack.
    const fields = {
      user: member5Id,
      dateBegin: at(DAY.paid, '14:00'),
      dateEnd: at(DAY.paid, '16:00'),
      guests: 'a@exemple.fr;b@exemple.fr;',
    };
    const short = await book(member5, fields);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(CREDIT_LABELS.insufficient);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/terrasse/reservation',
      headers: member5,
      payload: { hubgrade_terrasse_reservation: { terrasse: terrace, ...fields }, forceReservation: true },
    });
    expect(asked.statusCode).toBe(409);
    const forced = await t.app.inject({
      method: 'POST',
      url: '/api/terrasse/reservation',
      headers: admin5,
      payload: { hubgrade_terrasse_reservation: { terrasse: terrace, ...fields }, forceReservation: true },
    });
    expect(forced.statusCode, forced.body).toBe(201);
    expect(forced.json()).toMatchObject({ price: 600_000, charged: before });
    expect(await balance()).toBe(0);
    await price(0);
  });

  it.runIf(engine === 'postgres')(
    'never oversells: of 200 concurrent one-person requests on 12 places, exactly 12 are taken, 188 answered 409',
    async () => {
      const fields = { user: otherMember5, dateBegin: at(DAY.race, '10:00'), dateEnd: at(DAY.race, '11:00') };
      const answers = await Promise.all(Array.from({ length: 200 }, () => book(admin5, fields)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(12);
      expect(statuses.filter((s) => s === 409)).toHaveLength(188);
      expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message))).toEqual(
        new Set(['La terrasse est complète sur ce créneau.']),
      );
      const live = await first<number>(
        sql`select coalesce(sum(people), 0)::int as v from terrace_reservations where terrace_id = ${terrace} and cancelled_at is null and starts_at = ${fields.dateBegin}::timestamptz`,
      );
      expect(live).toBe(12);
    },
  );
  it('edits the hours, guests and user: the old debit comes back and the new price is taken; full or short is a 409 that changes nothing', async () => {
    const price = (priceHour: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/patch/terrasse/${terrace}`, headers: admin5, payload: { priceHour } });
    const company = await first<number>(sql`select company_id as v from users where id = ${member5Id}`);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/credits/companies/${company}/entries`,
      headers: admin5,
      payload: { kind: 'grant', label: 'Pack', amount: 10_000 },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const balance = () =>
      first<number>(sql`select coalesce((select e.balance_after_cents from credit_entries e join credit_accounts a on a.id = e.account_id
        where a.company_id = ${company} order by e.id desc limit 1), 0) as v`);
    const entries = () => first<number>(sql`select count(*)::int as v from credit_entries`);
    await price(1_000);
    const start = await balance();
    const made = await book(member5, { user: member5Id, dateBegin: at(DAY.edit, '10:00'), dateEnd: at(DAY.edit, '11:00') });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(await balance()).toBe(start - 1_000);
    const more = await edit(member5, id, {
      user: member5Id,
      dateBegin: at(DAY.edit, '10:00'),
      dateEnd: at(DAY.edit, '11:30'),
      guests: 'ami@exemple.fr;',
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ id, begin: '10:00', end: '11:30', people: 2, price: 3_000, charged: 3_000 });
    expect(await balance()).toBe(start - 3_000);
    // The same price at other hours: the ledger is left alone.
    const count = await entries();
    const later = await edit(member5, id, {
      user: member5Id,
      dateBegin: at(DAY.edit, '11:00'),
      dateEnd: at(DAY.edit, '12:30'),
      guests: 'ami@exemple.fr;',
    });
    expect(later.json()).toMatchObject({ begin: '11:00', end: '12:30', price: 3_000 });
    expect(await entries()).toBe(count);

    // 12 places taken (free of charge) from 14:00 to 15:00: moving there is refused, and nothing changes.
    await price(0);
    for (let i = 0; i < 4; i++) {
      const filled = await book(admin5, {
        user: otherMember5,
        dateBegin: at(DAY.edit, '14:00'),
        dateEnd: at(DAY.edit, '15:00'),
        guests: 'a@exemple.fr;b@exemple.fr;',
      });
      expect(filled.statusCode, filled.body).toBe(201);
    }
    const before = await balance();
    const full = await edit(member5, id, { user: member5Id, dateBegin: at(DAY.edit, '14:00'), dateEnd: at(DAY.edit, '15:00') });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('La terrasse est complète sur ce créneau.');
    // Three people for two hours at 1,000 € an hour: more than the balance, the refund included.
    await price(100_000);
    const short = await edit(member5, id, {
      user: member5Id,
      dateBegin: at(DAY.edit, '10:00'),
      dateEnd: at(DAY.edit, '12:00'),
      guests: 'a@exemple.fr;b@exemple.fr;',
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(CREDIT_LABELS.insufficient);
    expect(await balance()).toBe(before);
    const day = (await t.app.inject({ url: `/api/terrasse/${terrace}/reservations?date=${DAY.edit}`, headers: member5 })).json();
    expect(day).toMatchObject([{ id, begin: '11:00', end: '12:30', people: 2, price: 3_000 }]);
    await price(0);

    // Someone else's booking, or another brand's, is not found; a member books for nobody else.
    const theirs = await book(admin5, { user: otherMember5, dateBegin: at(DAY.edit, '08:00'), dateEnd: at(DAY.edit, '08:30') });
    expect(
      (await edit(member5, theirs.json().id, { user: member5Id, dateBegin: at(DAY.edit, '08:00'), dateEnd: at(DAY.edit, '08:30') }))
        .statusCode,
    ).toBe(404);
    const admin10 = await auth(brandStaffEmail('admin', 10));
    expect(
      (await edit(admin10, id, { user: member5Id, dateBegin: at(DAY.edit, '08:00'), dateEnd: at(DAY.edit, '08:30') })).statusCode,
    ).toBe(404);
    const forOther = await edit(member5, id, { user: otherMember5, dateBegin: at(DAY.edit, '08:00'), dateEnd: at(DAY.edit, '08:30') });
    expect(forOther.statusCode).toBe(400);
    // Staff move it to another user: the member's company gets its 3,000 back.
    const moved = await edit(commercial5, id, { user: otherMember5, dateBegin: at(DAY.edit, '08:00'), dateEnd: at(DAY.edit, '08:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ userId: otherMember5, price: 0 });
    expect(await balance()).toBe(before + 3_000);
  });

  it.runIf(engine === 'postgres')('two edits racing for the last place: one moves, the other is refused 409 and stays', async () => {
    const window = { dateBegin: at(DAY.editRace, '14:00'), dateEnd: at(DAY.editRace, '15:00') };
    for (const guests of ['a@exemple.fr;b@exemple.fr;', 'a@exemple.fr;b@exemple.fr;', 'a@exemple.fr;b@exemple.fr;', 'a@exemple.fr;']) {
      expect((await book(admin5, { user: otherMember5, ...window, guests })).statusCode).toBe(201);
    }
    const a = await book(admin5, { user: otherMember5, dateBegin: at(DAY.editRace, '09:00'), dateEnd: at(DAY.editRace, '09:30') });
    const b = await book(admin5, { user: member5Id, dateBegin: at(DAY.editRace, '09:30'), dateEnd: at(DAY.editRace, '10:00') });
    const answers = await Promise.all([
      edit(admin5, a.json().id, { user: otherMember5, ...window }),
      edit(admin5, b.json().id, { user: member5Id, ...window }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const people = await first<number>(sql`select sum(people)::int as v from terrace_reservations
      where terrace_id = ${terrace} and cancelled_at is null and starts_at = ${window.dateBegin}::timestamptz`);
    expect(people).toBe(12);
  });
});
