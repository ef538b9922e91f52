import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';

/** 2033 is far ahead of the seeded bookings; 2033-03-07 is a Monday. One room per test, so the tests never meet. */
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+01:00`;
const HOUR = 2_000;

describe.each(ENGINES)('meeting-room bookings paid with credits on %s', (engine) => {
  let t: TestApp;
  let admin5: Record<string, string>;
  let loner: { id: number; headers: Record<string, string> };

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const post = (url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method: 'POST', url, headers, payload });
  /** A room of brand 5 made for one test: no quota, `HOUR` cents an hour, a half day at 6,000. */
  const room = () =>
    one<{
      id: number;
    }>(sql`insert into meeting_rooms (brand_id, site_id, name, color, capacity, price_hour_cents, price_half_day_cents, room_type)
      select 5, id, ${`Salle crédits ${Math.random()}`}, '#3366FF', 6, ${HOUR}, 6000, 1 from sites where brand_id = 5 order by id limit 1
      returning id`).then((r) => r.id);
  const book = (headers: Record<string, string>, fields: object, extra: object = {}) =>
    post('/api/sdr-reservation', headers, { hubgrade_sdr_reservation: { user: loner.id, ...fields }, selectedTime: 0, ...extra });
  const hour = (sdr: number, day: string, from = '10:00', to = '11:00') => ({ sdr, date: at(day, from), dateEnd: at(day, to) });
  /** The loner's balance, set to `cents` by an adjustment. */
  const setBalance = async (cents: number) => {
    const account = await one<{ id: number }>(
      sql`insert into credit_accounts (brand_id, user_id) values (5, ${loner.id}) on conflict (user_id) do update set brand_id = 5 returning id`,
    );
    const current = await balance();
    await t.database.db.execute(sql`insert into credit_entries (account_id, brand_id, kind, label, amount_cents, balance_after_cents)
      values (${account.id}, 5, 'adjustment', 'Test', ${cents - current}, ${cents})`);
  };
  const balance = () =>
    one<{ v: number } | undefined>(sql`select e.balance_after_cents as v from credit_entries e join credit_accounts a on a.id = e.account_id
      where a.user_id = ${loner.id} order by e.id desc limit 1`).then((r) => r?.v ?? 0);
  const entries = (kind: string) =>
    one<{ v: number }>(sql`select count(*)::int as v from credit_entries e join credit_accounts a on a.id = e.account_id
      where a.user_id = ${loner.id} and e.kind = ${kind}`).then((r) => r.v);
  const live = (roomId: number) =>
    one<{ v: number }>(
      sql`select count(*)::int as v from meeting_room_reservations where room_id = ${roomId} and cancelled_at is null`,
    ).then((r) => r.v);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin5 = { authorization: `Bearer ${await t.tokenFor(brandStaffEmail('admin', 5))}` };
    // A member of brand 5 without a company pays with their own credits.
    const user = await one<{ id: number; email: string }>(sql`update users set company_id = null where id = (select id from users
      where brand_id = 5 and roles = '{ROLE_USER}' and deleted_at is null and enabled and email not like '%@demo.test'
      order by id desc limit 1)
      returning id, email`);
    loner = { id: user.id, headers: { authorization: `Bearer ${await t.tokenFor(user.email)}` } };
  });
  afterAll(() => t.close());

  it('debits the price with the booking, one entry per meeting, and refunds it once on cancellation before the start', async () => {
    const sdr = await room();
    await setBalance(10_000);
    const made = await book(loner.headers, hour(sdr, '2033-03-07', '10:00', '11:30'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const written = await one<{ price: number; amount: number; label: string }>(sql`select r.price_cents as price, e.amount_cents as amount,
      e.label from meeting_room_reservations r join credit_entries e on e.id = r.credit_entry_id where r.id = ${id}`);
    expect(written).toMatchObject({ price: 3_000, amount: -3_000 });
    expect(written.label).toContain('07/03/2033');
    expect(await balance()).toBe(7_000);
    // A fixed slot costs its price: the half day.
    expect((await book(loner.headers, { sdr, date: '2033-03-08' }, { selectedTime: 1 })).statusCode).toBe(201);
    expect(await balance()).toBe(1_000);

    const cancelled = await post(`/api/sdr-reservation/${id}/cancel`, loner.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance()).toBe(4_000);
    expect((await post(`/api/sdr-reservation/${id}/cancel`, loner.headers)).statusCode).toBe(409);
    expect(await entries('refund')).toBe(1);
    expect(await balance()).toBe(4_000);
  });

  it('refuses a single booking the credits do not cover (409), which staff may force down to 0; a member cannot force', async () => {
    const sdr = await room();
    await setBalance(1_500);
    const short = await book(loner.headers, hour(sdr, '2033-03-09'));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(CREDIT_LABELS.insufficient);
    expect(await live(sdr)).toBe(0);
    expect((await book(loner.headers, hour(sdr, '2033-03-09'), { forceReservation: true })).statusCode).toBe(409);
    expect(await balance()).toBe(1_500);

    const quota = await t.app.inject({
      method: 'GET',
      url: `/api/sdr-reservation/check-quota/${sdr}/${loner.id}?date_start=${encodeURIComponent(at('2033-03-09', '10:00'))}&date_end=${encodeURIComponent(at('2033-03-09', '11:00'))}&selected_time=0`,
      headers: admin5,
    });
    expect(quota.json()).toMatchObject({ message: 'Pack insuffisant', creditsCents: 1_500, priceCents: HOUR });

    const forced = await book(admin5, hour(sdr, '2033-03-09'), { forceReservation: true });
    expect(forced.statusCode, forced.body).toBe(201);
    expect(await balance()).toBe(0);
    const entry = await one<{ amount: number }>(
      sql`select e.amount_cents as amount from meeting_room_reservations r join credit_entries e on e.id = r.credit_entry_id where r.id = ${forced.json().id}`,
    );
    expect(entry.amount).toBe(-1_500);
  });

  it('books a series meeting by meeting while the credits last: the others come back in noCredit and nothing is written for them', async () => {
    const sdr = await room();
    await setBalance(2 * HOUR + 500);
    const res = await book(loner.headers, hour(sdr, '2033-03-14'), {
      frequency: { number: 1, period: 'semaines', days: [1], endType: 'count', endCount: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { instances } = res.json();
    expect(instances.dates).toEqual(['14/03/2033', '21/03/2033']);
    expect(instances.noCredit).toEqual(['28/03/2033', '04/04/2033']);
    expect(instances.except).toEqual(['28/03/2033', '04/04/2033']);
    expect(instances.endTime).toBe('2033-03-21T10:00:00.000Z');
    expect(await live(sdr)).toBe(2);
    expect(await entries('debit')).toBeGreaterThanOrEqual(2);
    expect(await balance()).toBe(500);

    // Cancelling the series from its first meeting gives both debits back.
    const first = res.json().id as number;
    expect((await post(`/api/sdr-reservation/${first}/cancel/group`, loner.headers)).statusCode).toBe(200);
    expect(await balance()).toBe(2 * HOUR + 500);
  });

  it('pays a series in one go: each meeting its own debit, in date order, the balances following one another; a taken date neither booked nor paid', async () => {
    const sdr = await room();
    await setBalance(10 * HOUR);
    // The third Monday is taken beforehand by staff, for a member of staff: it costs no credit.
    const taken = await post('/api/sdr-reservation', admin5, {
      hubgrade_sdr_reservation: {
        user: (await one<{ id: number }>(sql`select id from users where email = ${brandStaffEmail('admin', 5)}`)).id,
        ...hour(sdr, '2033-05-16'),
      },
      selectedTime: 0,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const res = await book(loner.headers, hour(sdr, '2033-05-02'), {
      frequency: { number: 1, period: 'semaines', days: [1], endType: 'count', endCount: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { instances, id, reservation } = res.json();
    expect(instances.noDispo).toEqual(['16/05/2033']);
    expect(instances.dates).toEqual(['02/05/2033', '09/05/2033', '23/05/2033', '30/05/2033']);
    const paid = await rows<{ day: string; amount: number; after: number; label: string }>(
      sql`select to_char(r.starts_at at time zone 'Europe/Paris', 'DD/MM/YYYY') as day, e.amount_cents as amount,
            e.balance_after_cents as after, e.label
          from meeting_room_reservations r join credit_entries e on e.id = r.credit_entry_id
          where r.room_id = ${sdr} and r.user_id = ${loner.id} order by e.id`,
    );
    expect(paid.map((p) => p.day)).toEqual(instances.dates);
    expect(paid.map((p) => p.amount)).toEqual([-HOUR, -HOUR, -HOUR, -HOUR]);
    expect(paid.map((p) => p.after)).toEqual([9 * HOUR, 8 * HOUR, 7 * HOUR, 6 * HOUR]);
    for (const p of paid) expect(p.label).toContain(p.day);
    expect(await balance()).toBe(6 * HOUR);
    // The answer gives the first meeting as a read of it does.
    const read = await t.app.inject({ method: 'GET', url: `/api/sdr-reservation/${id}`, headers: loner.headers });
    expect(read.statusCode).toBe(200);
    expect(reservation).toEqual(read.json());
  });

  it('re-prices an edit: the old debit given back and the new price taken in one transaction, refused when short', async () => {
    const sdr = await room();
    await setBalance(5 * HOUR);
    const made = await book(loner.headers, hour(sdr, '2033-03-10'));
    const id = made.json().id as number;
    expect(await balance()).toBe(4 * HOUR);
    const patch = (fields: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/patch/sdr-reservation/${id}`,
        headers: loner.headers,
        payload: { hubgrade_sdr_reservation: { user: loner.id, ...fields }, selectedTime: 0 },
      });
    const longer = await patch(hour(sdr, '2033-03-10', '10:00', '13:00'));
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await balance()).toBe(2 * HOUR);
    expect(await one(sql`select price_cents as v from meeting_room_reservations where id = ${id}`)).toEqual({ v: 3 * HOUR });
    // A subject changed alone leaves the ledger as it is.
    const refunds = await entries('refund');
    expect((await patch({ ...hour(sdr, '2033-03-10', '10:00', '13:00'), subject: 'Revue' })).statusCode).toBe(200);
    expect(await entries('refund')).toBe(refunds);
    // Six hours cost more than the five the credits and the refund hold: refused, nothing changed.
    const tooLong = await patch(hour(sdr, '2033-03-10', '09:00', '15:00'));
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().message).toBe(CREDIT_LABELS.insufficient);
    expect(await balance()).toBe(2 * HOUR);
    expect(await one(sql`select price_cents as v from meeting_room_reservations where id = ${id}`)).toEqual({ v: 3 * HOUR });
  });

  it('writes no entry for a free room', async () => {
    const sdr = await one<{
      id: number;
    }>(sql`insert into meeting_rooms (brand_id, site_id, name, color, capacity, price_hour_cents, room_type)
      select 5, id, 'Salle gratuite', '#3366FF', 6, 0, 1 from sites where brand_id = 5 order by id limit 1 returning id`).then((r) => r.id);
    await setBalance(0);
    const made = await book(loner.headers, hour(sdr, '2033-03-11'));
    expect(made.statusCode, made.body).toBe(201);
    expect(await one(sql`select credit_entry_id as v from meeting_room_reservations where id = ${made.json().id}`)).toEqual({ v: null });
  });

  it.runIf(engine === 'postgres')('lets staff swap the payers of two bookings many times at once without a deadlock', async () => {
    const sdr = await room();
    await setBalance(100 * HOUR);
    // A second member of brand 5 paying with their own credits.
    const other = await one<{ id: number }>(sql`update users set company_id = null where id = (select id from users
      where brand_id = 5 and roles = '{ROLE_USER}' and deleted_at is null and enabled and email not like '%@demo.test'
        and id <> ${loner.id} order by id desc limit 1)
      returning id`);
    const account = await one<{ id: number }>(
      sql`insert into credit_accounts (brand_id, user_id) values (5, ${other.id}) on conflict (user_id) do update set brand_id = 5 returning id`,
    );
    await t.database.db.execute(sql`insert into credit_entries (account_id, brand_id, kind, label, amount_cents, balance_after_cents)
      values (${account.id}, 5, 'adjustment', 'Test', ${100 * HOUR}, ${100 * HOUR})`);
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const h = String(8 + i).padStart(2, '0');
        const slots = [hour(sdr, '2033-03-20', `${h}:00`, `${h}:30`), hour(sdr, '2033-03-21', `${h}:00`, `${h}:30`)] as const;
        const a = await book(admin5, slots[0], { forceReservation: true });
        const b = await book(admin5, { ...slots[1], user: other.id }, { forceReservation: true });
        expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
        return [
          { id: a.json().id as number, fields: { ...slots[0], user: other.id } },
          { id: b.json().id as number, fields: { ...slots[1], user: loner.id } },
        ];
      }),
    );
    // Each pair moves A's booking to B and B's to A at the same time: the two edits lock the same two accounts.
    const answers = await Promise.all(
      pairs.flat().map(({ id, fields }) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/patch/sdr-reservation/${id}`,
          headers: admin5,
          payload: { hubgrade_sdr_reservation: fields, selectedTime: 0, forceReservation: true },
        }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.find((a) => a.statusCode !== 200)?.body,
    ).toEqual(answers.map(() => 200));
  });

  it.runIf(engine === 'postgres')('lets exactly N of many racing bookings through an account worth N, ending at 0', async () => {
    const sdr = await room();
    const worth = 5;
    await setBalance(worth * HOUR);
    // 20 distinct hours over two days, all at once.
    const slots = Array.from({ length: 20 }, (_, i) => {
      const day = i < 10 ? '2033-03-15' : '2033-03-16';
      const h = 8 + (i % 10);
      return hour(sdr, day, `${String(h).padStart(2, '0')}:00`, `${String(h + 1).padStart(2, '0')}:00`);
    });
    const answers = await Promise.all(slots.map((s) => book(loner.headers, s)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(worth);
    expect(codes.filter((c) => c === 409)).toHaveLength(20 - worth);
    expect(await live(sdr)).toBe(worth);
    expect(await balance()).toBe(0);
  });
});
