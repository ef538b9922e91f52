import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { WORKSTATION_LABELS as L } from '@hubgrade/domain/workstations/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const FIELD = 'hubgrade_poste_de_travail_reservation';
/** Days far enough ahead that "today" never catches up with them, one per test that counts seats. */
const base = addParisDays(parisDay(), 30);
const dayN = (n: number) => addParisDays(base, n);
const at = (day: string, hour: string) => new Date(`${day}T${hour}:00+01:00`).toISOString().replace('.000Z', 'Z');

describe.each(ENGINES)('workstation bookings on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  /** A coworking space of brand 5 made for one test: its seats and price are the test's own. */
  const space = (capacity: number, dailyPrice: number, hours = { opening: '08:00', closing: '19:00' }) =>
    one<{
      id: number;
    }>(sql`insert into coworking_spaces (brand_id, site_id, name, color, contract_capacity, reservation_capacity, opening_hour, closing_hour, daily_price_cents)
      select 5, id, ${`Open space test ${capacity}-${dailyPrice}-${Math.random()}`}, '#3366FF', 0, ${capacity}, ${hours.opening}, ${hours.closing}, ${dailyPrice}
      from sites where brand_id = 5 order by id limit 1 returning id`).then((r) => r.id);
  const book = (who: string, fields: Record<string, unknown>, forceReservation = false) =>
    call(who, 'POST', '/poste-de-travail', { [FIELD]: fields, forceReservation });
  const edit = (who: string, id: number, fields: Record<string, unknown>, forceReservation = false) =>
    call(who, 'PATCH', `/patch/poste-de-travail/${id}`, { [FIELD]: fields, forceReservation });
  const counter = async (spaceId: number, day: string) =>
    (await rows<{ c: number }>(sql`select seats_taken as c from workstation_day_counters where space_id = ${spaceId} and day = ${day}`))[0]
      ?.c ?? 0;
  let member5: { id: number; companyId: number };
  /** A member of brand 5 without a company, so that they pay with their own credits. */
  let loner5: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['brand10', brandStaffEmail('admin', 10)],
      ['member5', brandStaffEmail('member', 5)],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
    member5 = await one(sql`select id, company_id as "companyId" from users where email = ${brandStaffEmail('member', 5)}`);
    loner5 = (
      await one<{ id: number }>(sql`update users set company_id = null where id = (select id from users where brand_id = 5
        and roles = '{ROLE_USER}' and deleted_at is null and email not like '%@demo.test' order by id desc limit 1) returning id`)
    ).id;
  });
  afterAll(() => t.close());

  const grantTo = (who: { companyId: number } | { userId: number }, amount: number) =>
    'companyId' in who
      ? call('brand5', 'POST', `/credits/companies/${who.companyId}/entries`, { kind: 'grant', label: 'Pack', amount })
      : call('brand5', 'POST', `/credits/members/${who.userId}/entries`, { kind: 'grant', label: 'Pack', amount });
  const balanceOfMember = async (id: number) => (await call('brand5', 'GET', `/credits/members/${id}`)).json().balance as number;

  it('lists the open spaces of the scope with colour, €/j and seats left, leaving out those closed at those hours', async () => {
    const small = await space(3, 0);
    const late = await space(5, 1000, { opening: '10:00', closing: '20:00' });
    await book('brand5', {
      user: member5.id,
      openSpace: small,
      dateBegin: at(dayN(0), '09:00'),
      dateEnd: at(dayN(0), '12:00'),
      guests: 'a@exemple.fr',
    });
    const res = await call('brand5', 'POST', '/dispo/brand/5/open-space', {
      start: dayN(0),
      startHour: '08:00',
      end: dayN(0),
      endHour: '18:00',
      guests: 1,
    });
    expect(res.statusCode).toBe(200);
    const found = res.json().find((s: { id: number }) => s.id === small);
    expect(found).toMatchObject({
      color: '#3366FF',
      dailyPrice: 0,
      capacityLeft: 1,
      reservationCapacity: 3,
      full: true,
      openingHour: '08:00',
    });
    expect(res.json().some((s: { id: number }) => s.id === late)).toBe(false);
    const withLate = (
      await call('brand5', 'POST', '/dispo/brand/true/open-space', { start: dayN(0), startHour: '10:00', end: dayN(0), endHour: '12:00' })
    ).json();
    expect(withLate.find((s: { id: number }) => s.id === late)).toMatchObject({ capacityLeft: 5, full: false, dailyPrice: 1000 });
    expect(
      (await call('brand10', 'POST', '/dispo/brand/5/open-space', { start: dayN(0), startHour: '10:00', end: dayN(0), endHour: '12:00' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('brand9', 'POST', '/dispo/brand/true/open-space', { start: dayN(0), startHour: '10:00', end: dayN(0), endHour: '12:00' }))
        .statusCode,
    ).toBe(403);
  });

  it('a member books a seat for themselves: their company’s credits pay the day, the seats left go down, the history has it', async () => {
    const paid = await space(4, 2500);
    await grantTo({ companyId: member5.companyId }, 10_000);
    const before = (await call('brand5', 'GET', `/credits/companies/${member5.companyId}`)).json().balance;
    const res = await book('member5', {
      user: member5.id,
      openSpace: paid,
      dateBegin: at(dayN(1), '09:00'),
      dateEnd: at(dayN(1), '17:30'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: dayN(1),
      begin: '09:00',
      end: '17:30',
      duration: '8h30',
      seats: 1,
      price: 2500,
      charged: 2500,
      forced: false,
      cancellable: true,
    });
    expect((await call('brand5', 'GET', `/credits/companies/${member5.companyId}`)).json().balance).toBe(before - 2500);
    const planning = (await call('member5', 'GET', `/poste-de-travail/planning?from=${dayN(1)}&days=1`)).json();
    expect(planning.spaces.find((s: { id: number }) => s.id === paid).seats).toEqual([{ day: dayN(1), taken: 1, left: 3 }]);
    expect(planning.reservations.every((r: { userId: number }) => r.userId === member5.id)).toBe(true);
    const history = await rows<{ new_data: { charged: number } }>(
      sql`select new_data from history_entries where entity = 'workstation-reservation' and entity_id = ${res.json().id}`,
    );
    expect(history[0]?.new_data.charged).toBe(2500);
    const other = await book('member5', { user: loner5, openSpace: paid, dateBegin: at(dayN(1), '09:00'), dateEnd: at(dayN(1), '10:00') });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[`${FIELD}.user`]).toEqual([L.onlyForYourself]);
  });

  it('insufficient credits: 409 with the spec’s text, then forced it takes what is left and the balance ends at 0', async () => {
    const paid = await space(4, 3000);
    await grantTo({ userId: loner5 }, 1000);
    const fields = { user: loner5, openSpace: paid, dateBegin: at(dayN(2), '08:00'), dateEnd: at(dayN(2), '18:00') };
    const refused = await book('brand5', fields);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CREDIT_LABELS.insufficient);
    expect(await balanceOfMember(loner5)).toBe(1000);
    const forced = await book('brand5', fields, true);
    expect(forced.statusCode).toBe(201);
    expect(forced.json()).toMatchObject({ price: 3000, charged: 1000, forced: true });
    expect(await balanceOfMember(loner5)).toBe(0);
    const cancelled = await call('brand5', 'POST', `/poste-de-travail/${forced.json().id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await balanceOfMember(loner5)).toBe(1000);
    expect((await call('brand5', 'POST', `/poste-de-travail/${forced.json().id}/cancel`)).statusCode).toBe(409);
  });

  it('refuses bad hours, steps, spans, too many guests and invalid guest emails with French field errors', async () => {
    const free = await space(10, 0, { opening: '08:00', closing: '18:00' });
    const fields = (begin: string, end: string, extra: object = {}) => ({
      user: member5.id,
      openSpace: free,
      dateBegin: at(dayN(3), begin),
      dateEnd: at(dayN(3), end),
      ...extra,
    });
    const cases: [object, string, string][] = [
      [fields('09:03', '10:00'), 'dateBegin', L.minuteStep],
      [fields('09:00', '09:10'), 'dateEnd', L.tooShort],
      [fields('07:00', '10:00'), 'dateBegin', L.outsideHours('08:00', '18:00')],
      [fields('09:00', '18:30'), 'dateBegin', L.outsideHours('08:00', '18:00')],
      [fields('09:00', '10:00', { guests: 'a@x.fr;b@x.fr;c@x.fr' }), 'guests', L.maxGuests(2)],
      [
        {
          ...fields('09:00', '10:00'),
          dateBegin: at(addParisDays(parisDay(), -1), '09:00'),
          dateEnd: at(addParisDays(parisDay(), -1), '10:00'),
        },
        'dateBegin',
        L.dateTooEarly,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await book('brand5', body as Record<string, unknown>);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors[`${FIELD}.${field}`]).toEqual([message]);
    }
    const badGuests = await book('brand5', fields('09:00', '10:00', { guests: 'ok@x.fr;pas-un-mail;autre' }));
    expect(badGuests.statusCode).toBe(400);
    expect(badGuests.json().errors[`${FIELD}.guests`]).toEqual(['Les adresses mails suivantes sont invalides : pas-un-mail / autre']);
    const otherBrand = await book('brand10', fields('09:00', '10:00'));
    expect(otherBrand.json().errors[`${FIELD}.openSpace`]).toEqual([L.unknownSpace]);
  });

  it('never oversells: guests take seats, and the last seats are refused with the seats left', async () => {
    const small = await space(3, 0);
    const fields = (guests: string) => ({
      user: member5.id,
      openSpace: small,
      dateBegin: at(dayN(4), '09:00'),
      dateEnd: at(dayN(4), '12:00'),
      guests,
    });
    expect((await book('brand5', fields('a@x.fr'))).statusCode).toBe(201);
    const tooMany = await book('brand5', fields('a@x.fr;b@x.fr'));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`${L.placesLeft(1)} ${L.reduceGuests}`);
    expect((await book('brand5', fields(''))).statusCode).toBe(201);
    expect((await book('brand5', fields(''))).json().message).toBe(L.spaceFull);
  });

  it('a member cancels their own booking only; another brand’s is a 404', async () => {
    const free = await space(5, 0);
    const mine = (
      await book('member5', { user: member5.id, openSpace: free, dateBegin: at(dayN(5), '09:00'), dateEnd: at(dayN(5), '10:00') })
    ).json();
    const theirs = (
      await book('brand5', { user: loner5, openSpace: free, dateBegin: at(dayN(5), '09:00'), dateEnd: at(dayN(5), '10:00') })
    ).json();
    expect((await call('member5', 'GET', `/poste-de-travail/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('member5', 'POST', `/poste-de-travail/${theirs.id}/cancel`)).statusCode).toBe(404);
    expect((await call('brand10', 'POST', `/poste-de-travail/${mine.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await call('member5', 'POST', `/poste-de-travail/${mine.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ cancelledAt: expect.any(String), cancellable: false });
    const planning = (await call('brand5', 'GET', `/poste-de-travail/planning?from=${dayN(5)}&days=1`)).json();
    expect(planning.spaces.find((s: { id: number }) => s.id === free).seats[0]).toEqual({ day: dayN(5), taken: 1, left: 4 });
  });

  it.runIf(engine === 'postgres')('200 concurrent requests for a space of 12 seats: exactly 12 taken', async () => {
    const race = await space(12, 0);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        book('brand5', { user: member5.id, openSpace: race, dateBegin: at(dayN(6), '09:00'), dateEnd: at(dayN(6), '17:00') }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(12);
    expect(answers.filter((a) => a.statusCode === 409).length).toBe(188);
    const taken = await one<{
      n: number;
      c: number;
    }>(sql`select count(*)::int as n, (select seats_taken from workstation_day_counters where space_id = ${race} and day = ${dayN(6)}) as c
      from workstation_reservations where space_id = ${race} and cancelled_at is null`);
    expect(taken).toEqual({ n: 12, c: 12 });
  });
  it('edits the day, hours and guests: the seats move, the old debit comes back and the new price is taken in one step', async () => {
    const paid = await space(3, 2000);
    await grantTo({ userId: loner5 }, 5000);
    const start = await balanceOfMember(loner5);
    const made = await book('brand5', { user: loner5, openSpace: paid, dateBegin: at(dayN(10), '09:00'), dateEnd: at(dayN(10), '12:00') });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(await balanceOfMember(loner5)).toBe(start - 2000);
    const moved = await edit('brand5', id, {
      user: loner5,
      openSpace: paid,
      dateBegin: at(dayN(11), '10:00'),
      dateEnd: at(dayN(11), '16:00'),
      guests: 'ami@exemple.fr',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id, date: dayN(11), begin: '10:00', end: '16:00', seats: 2, price: 4000, charged: 4000 });
    expect(await balanceOfMember(loner5)).toBe(start - 4000);
    expect([await counter(paid, dayN(10)), await counter(paid, dayN(11))]).toEqual([0, 2]);
    // The booking's own seats count as free for its edit: 3 seats of 3 on the same day.
    const more = await edit('brand5', id, {
      user: loner5,
      openSpace: paid,
      dateBegin: at(dayN(11), '10:00'),
      dateEnd: at(dayN(11), '16:00'),
      guests: 'ami@exemple.fr;autre@exemple.fr',
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ seats: 3, price: 6000 });
    expect(await counter(paid, dayN(11))).toBe(3);
    expect(await balanceOfMember(loner5)).toBe(start - 6000);
    // An edit of the hours alone leaves the ledger alone.
    const entries = async () => (await one<{ n: number }>(sql`select count(*)::int as n from credit_entries`)).n;
    const before = await entries();
    const hours = await edit('brand5', id, {
      user: loner5,
      openSpace: paid,
      dateBegin: at(dayN(11), '11:00'),
      dateEnd: at(dayN(11), '15:00'),
      guests: 'ami@exemple.fr;autre@exemple.fr',
    });
    expect(hours.json()).toMatchObject({ begin: '11:00', end: '15:00', price: 6000 });
    expect(await entries()).toBe(before);
    const history = await rows<{ old_data: { seats: number } }>(
      sql`select old_data from history_entries where entity = 'workstation-reservation' and entity_id = ${id} and old_data is not null order by id`,
    );
    expect(history.map((h) => h.old_data.seats)).toEqual([1, 2, 3]);
  });

  it('refuses an edit with 409 and changes nothing when the day is full or the credits fall short', async () => {
    const small = await space(3, 1000);
    await grantTo({ userId: loner5 }, 3000);
    const made = await book('brand5', { user: loner5, openSpace: small, dateBegin: at(dayN(12), '09:00'), dateEnd: at(dayN(12), '12:00') });
    const id = made.json().id as number;
    const filled = await book('brand5', {
      user: member5.id,
      openSpace: small,
      dateBegin: at(dayN(13), '09:00'),
      dateEnd: at(dayN(13), '12:00'),
      guests: 'a@exemple.fr;b@exemple.fr',
    });
    expect(filled.statusCode, filled.body).toBe(201);
    const balance = await balanceOfMember(loner5);
    const full = await edit('brand5', id, {
      user: loner5,
      openSpace: small,
      dateBegin: at(dayN(13), '09:00'),
      dateEnd: at(dayN(13), '12:00'),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(L.spaceFull);
    const dear = await space(3, balance + 1000 + 1);
    const short = await edit('brand5', id, {
      user: loner5,
      openSpace: dear,
      dateBegin: at(dayN(12), '09:00'),
      dateEnd: at(dayN(12), '12:00'),
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(CREDIT_LABELS.insufficient);
    expect(await balanceOfMember(loner5)).toBe(balance);
    expect([await counter(small, dayN(12)), await counter(small, dayN(13)), await counter(dear, dayN(12))]).toEqual([1, 3, 0]);
    expect((await call('brand5', 'GET', `/poste-de-travail/${id}`)).json()).toMatchObject({
      openSpaceId: small,
      date: dayN(12),
      price: 1000,
    });
    // Forced, staff take what is left: the old debit back, then the balance down to 0.
    const forced = await edit(
      'brand5',
      id,
      { user: loner5, openSpace: dear, dateBegin: at(dayN(12), '09:00'), dateEnd: at(dayN(12), '12:00') },
      true,
    );
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({ openSpaceId: dear, forced: true, charged: balance + 1000 });
    expect(await balanceOfMember(loner5)).toBe(0);
    expect([await counter(small, dayN(12)), await counter(dear, dayN(12))]).toEqual([0, 1]);
  });

  it('a member edits their own booking only, never for someone else; another brand’s is a 404; a cancelled one is a 409', async () => {
    const free = await space(5, 0);
    const own = await book('member5', {
      user: member5.id,
      openSpace: free,
      dateBegin: at(dayN(14), '09:00'),
      dateEnd: at(dayN(14), '10:00'),
    });
    const id = own.json().id as number;
    const fields = { user: member5.id, openSpace: free, dateBegin: at(dayN(14), '14:00'), dateEnd: at(dayN(14), '15:00') };
    expect((await edit('member5', id, fields)).json()).toMatchObject({ begin: '14:00', end: '15:00' });
    const someoneElse = await edit('member5', id, { ...fields, user: loner5 });
    expect(someoneElse.json().errors[`${FIELD}.user`]).toEqual([L.onlyForYourself]);
    const theirs = await book('brand5', {
      user: loner5,
      openSpace: free,
      dateBegin: at(dayN(14), '09:00'),
      dateEnd: at(dayN(14), '10:00'),
    });
    expect((await edit('member5', theirs.json().id, fields)).statusCode).toBe(404);
    expect((await edit('brand10', id, fields)).statusCode).toBe(404);
    await call('member5', 'POST', `/poste-de-travail/${id}/cancel`);
    expect((await edit('member5', id, fields)).statusCode).toBe(409);
  });

  it.runIf(engine === 'postgres')('two edits racing for the last seat: one moves, the other is refused 409 and stays', async () => {
    const race = await space(2, 0);
    const taken = await book('brand5', {
      user: member5.id,
      openSpace: race,
      dateBegin: at(dayN(16), '09:00'),
      dateEnd: at(dayN(16), '10:00'),
    });
    expect(taken.statusCode).toBe(201);
    const first = await book('brand5', {
      user: member5.id,
      openSpace: race,
      dateBegin: at(dayN(15), '09:00'),
      dateEnd: at(dayN(15), '10:00'),
    });
    const second = await book('brand5', {
      user: loner5,
      openSpace: race,
      dateBegin: at(dayN(15), '11:00'),
      dateEnd: at(dayN(15), '12:00'),
    });
    const answers = await Promise.all([
      edit('brand5', first.json().id, {
        user: member5.id,
        openSpace: race,
        dateBegin: at(dayN(16), '09:00'),
        dateEnd: at(dayN(16), '10:00'),
      }),
      edit('brand5', second.json().id, { user: loner5, openSpace: race, dateBegin: at(dayN(16), '11:00'), dateEnd: at(dayN(16), '12:00') }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect([await counter(race, dayN(15)), await counter(race, dayN(16))]).toEqual([1, 2]);
    const live = await rows<{ day: string; n: number }>(
      sql`select day::text as day, count(*)::int as n from workstation_reservations where space_id = ${race} and cancelled_at is null group by day order by day`,
    );
    expect(live).toEqual([
      { day: dayN(15), n: 1 },
      { day: dayN(16), n: 2 },
    ]);
  });
});
