import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';
import { fundBrand } from './test-credits.ts';

/** Days far ahead of the seeded bookings (2032 starts on a Thursday; 2032-03-01 is a Monday). */
describe.each(ENGINES)('meeting-room planning, series, quotas and feeds on %s', (engine) => {
  let t: TestApp;
  let admin5: Record<string, string>;
  let member5: Record<string, string>;
  let member5Id: number;
  let other5: number;
  let other5Email: string;
  let hourly: number;
  let spare: number;

  const first = async <T>(query: ReturnType<typeof sql>) => (await queryRows<{ v: T }>(t.database.db, query))[0]?.v as T;
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const post = (url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+01:00`;
  const book = (headers: Record<string, string>, fields: object, extra: object = {}) =>
    post('/api/sdr-reservation', headers, { hubgrade_sdr_reservation: fields, selectedTime: 0, ...extra });
  const live = (roomId: number, from: string, to: string) =>
    first<number>(
      sql`select count(*)::int as v from meeting_room_reservations where room_id = ${roomId} and cancelled_at is null and starts_at >= ${from}::timestamptz and starts_at < ${to}::timestamptz`,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin5 = await auth(brandStaffEmail('admin', 5));
    member5 = await auth(brandStaffEmail('member', 5));
    member5Id = await first<number>(sql`select id as v from users where email = ${brandStaffEmail('member', 5)}`);
    [other5, other5Email] = await first<[number, string]>(
      sql`select json_build_array(id, email) as v from users where brand_id = 5 and roles = '{ROLE_USER}' and deleted_at is null and id <> ${member5Id} order by id limit 1`,
    );
    hourly = await first<number>(
      sql`select id as v from meeting_rooms where brand_id = 5 and price_half_day_cents is null order by id limit 1`,
    );
    spare = await first<number>(sql`select id as v from meeting_rooms where brand_id = 5 and id <> ${hourly} order by id limit 1`);
    // Bookings are paid from credits: brand 5's payers get enough for every test here.
    await fundBrand(t.database.db, 5);
  });
  afterAll(() => t.close());

  it('shows the week from Monday with the rooms as columns, another member’s private booking busy without subject nor guests', async () => {
    const made = await book(admin5, {
      user: other5,
      sdr: hourly,
      date: at('2032-01-14', '10:00'),
      dateEnd: at('2032-01-14', '11:00'),
      subject: 'Comité secret',
      guests: 'invite@exemple.fr',
      private: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const site = await first<number>(sql`select site_id as v from meeting_rooms where id = ${hourly}`);
    const url = `/api/specific/sdr-reservation/2032-01-14/week/null/true?espace=${site}`;
    const asMember = (await get(url, member5)).json();
    expect(asMember.from).toBe('2032-01-12');
    expect(asMember.to).toBe('2032-01-18');
    expect(asMember.rooms.map((r: { brandId: number }) => r.brandId)).toContain(5);
    expect(asMember.rooms.every((r: { brandId: number }) => r.brandId === 5)).toBe(true);
    const seen = asMember.events.find((e: { id: number }) => e.id === made.json().id);
    expect(seen).toMatchObject({ busy: true, subject: null, guests: null, private: true, editable: false, begin: '10:00', end: '11:00' });
    const asStaff = (await get(url, admin5)).json();
    expect(asStaff.events.find((e: { id: number }) => e.id === made.json().id)).toMatchObject({
      busy: false,
      subject: 'Comité secret',
      guests: 'invite@exemple.fr',
      editable: true,
    });
    expect((await get('/api/specific/sdr-reservation/2032-01-14/month/null/true', admin5)).json().from).toBe('2032-01-01');
  });

  it('lists the scope’s sites and shows one site in the day and week views: the asked one, else the first; every site in the month or with « tous »', async () => {
    const url = (view: string, espace?: string) =>
      `/api/specific/sdr-reservation/2032-01-14/${view}/null/true${espace === undefined ? '' : `?espace=${espace}`}`;
    const siteCount = await first<number>(sql`select count(distinct site_id)::int as v from meeting_rooms where brand_id = 5`);
    expect(siteCount).toBeGreaterThan(1);
    const week = (await get(url('week'), admin5)).json();
    expect(week.sites).toHaveLength(siteCount);
    expect(week.espace).toBe(week.sites[0].id);
    expect(week.rooms.length).toBeGreaterThan(0);
    expect(week.rooms.every((r: { espace: { id: number } }) => r.espace.id === week.espace)).toBe(true);
    const other = week.sites[1].id;
    const chosen = (await get(url('day', String(other)), admin5)).json();
    expect(chosen.espace).toBe(other);
    expect(chosen.rooms.every((r: { espace: { id: number } }) => r.espace.id === other)).toBe(true);
    const everyRoom = new Set((await get(url('week', 'tous'), admin5)).json().rooms.map((r: { espace: { id: number } }) => r.espace.id));
    expect(everyRoom.size).toBe(siteCount);
    const month = (await get(url('month'), admin5)).json();
    expect(month.espace).toBeNull();
    expect(new Set(month.rooms.map((r: { espace: { id: number } }) => r.espace.id)).size).toBe(siteCount);
    const badSite = await get(url('week', 'partout'), admin5);
    expect(badSite.statusCode).toBe(400);
  });

  it('answers French 400s for a bad planning, 404 for another brand, 403 for a brand without the module', async () => {
    const bad = await get('/api/specific/sdr-reservation/2032-13-40/semaine/null/true', admin5);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Vue inconnue : jour, semaine ou mois.');
    expect((await get('/api/specific/sdr-reservation/2032-01-14/day/8/true', admin5)).statusCode).toBe(404);
    expect((await get('/api/specific/sdr-reservation/2032-01-14/day/8/true', member5)).statusCode).toBe(404);
    const admin9 = await auth(brandStaffEmail('admin', 9));
    expect((await get('/api/specific/sdr-reservation/2032-01-14/day/null/true', admin9)).statusCode).toBe(403);
    expect((await get('/api/specific/sdr-reservation/2032-01-14/day/null/true')).statusCode).toBe(401);
  });

  it('lists the rooms free on a window that seat more than the guests', async () => {
    const made = await book(admin5, { user: other5, sdr: hourly, date: at('2032-01-15', '10:00'), dateEnd: at('2032-01-15', '11:00') });
    const ask = (body: object, headers = member5, brand = 'true') =>
      post(`/api/dispo/brand/${brand}/sdr`, headers, {
        start: '2032-01-15',
        startHour: '10:30',
        end: '2032-01-15',
        endHour: '11:30',
        ...body,
      });
    const ids = (await ask({})).json().map((r: { id: number }) => r.id);
    expect(ids).not.toContain(hourly);
    expect(ids).toContain(spare);
    expect((await ask({ eventId: made.json().id })).json().map((r: { id: number }) => r.id)).toContain(hourly);
    const capacity = await first<number>(sql`select capacity as v from meeting_rooms where id = ${spare}`);
    expect((await ask({ guests: capacity })).json().map((r: { id: number }) => r.id)).not.toContain(spare);
    expect((await ask({}, admin5, '8')).statusCode).toBe(404);
    // One site's rooms when the planning shows one; the edited booking's own room stays offered.
    const hourlySite = await first<number>(sql`select site_id as v from meeting_rooms where id = ${hourly}`);
    const elsewhere = await first<number>(
      sql`select site_id as v from meeting_rooms where brand_id = 5 and site_id <> ${hourlySite} order by id limit 1`,
    );
    const sites = async (body: object) => new Set((await ask(body)).json().map((r: { espace: { id: number } }) => r.espace.id));
    expect([...(await sites({ espace: hourlySite }))]).toEqual([hourlySite]);
    const editing = (await ask({ espace: elsewhere, eventId: made.json().id })).json().map((r: { id: number }) => r.id);
    expect(editing).toContain(hourly);
    expect((await ask({ espace: elsewhere })).json().map((r: { id: number }) => r.id)).not.toContain(hourly);
    expect((await ask({ espace: 'Paris' })).statusCode).toBe(400);
    const bad = await ask({ startHour: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.startHour).toEqual(['Heure invalide (HH:mm).']);
  });

  it('checks the quotas: the dialog’s answer, a member refused, staff past it once confirmed, quota-free for staff only', async () => {
    await t.database.db.execute(sql`update meeting_rooms set quota_hours_per_day = 2, quota_hours_per_month = 3 where id = ${spare}`);
    const day = '2032-02-10';
    expect((await book(member5, { user: member5Id, sdr: spare, date: at(day, '09:00'), dateEnd: at(day, '10:30') })).statusCode).toBe(201);
    const check = (from: string, to: string, headers = member5, userId = member5Id) =>
      get(
        `/api/sdr-reservation/check-quota/${spare}/${userId}?date_start=${encodeURIComponent(at(day, from))}&date_end=${encodeURIComponent(at(day, to))}&selected_time=0`,
        headers,
      );
    expect((await check('11:00', '11:30')).json()).toMatchObject({ message: null, dayMinutes: 120, quotaHoursPerDay: 2 });
    expect((await check('11:00', '12:00')).json()).toMatchObject({ message: 'Quota journalier atteint', dayMinutes: 150 });
    expect((await check('11:00', '12:00', member5, other5)).statusCode).toBe(404);
    const over = await book(member5, { user: member5Id, sdr: spare, date: at(day, '11:00'), dateEnd: at(day, '12:00') });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Cet utilisateur a dépassé son quota journalier pour cette salle de réunion.');
    const free = await book(member5, { user: member5Id, sdr: spare, date: at(day, '11:00'), dateEnd: at(day, '12:00'), quotaFree: true });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('Seule l’équipe peut ne pas décompter une réservation du quota.');
    const confirmed = await book(
      admin5,
      { user: member5Id, sdr: spare, date: at(day, '11:00'), dateEnd: at(day, '12:00') },
      { quotaChecked: true },
    );
    expect(confirmed.statusCode).toBe(201);
    // 1h30 + 1h = 2h30 this month: another hour passes the 3 hours of the month.
    const monthly = await check('14:00', '15:00', admin5).then((r) => r.json());
    expect(monthly.message).toBe('Quota journalier atteint');
    const other = '2032-02-11';
    const nextDay = await get(
      `/api/sdr-reservation/check-quota/${spare}/${member5Id}?date_start=${encodeURIComponent(at(other, '09:00'))}&date_end=${encodeURIComponent(at(other, '10:00'))}&selected_time=0`,
      member5,
    );
    expect(nextDay.json()).toMatchObject({ message: 'Quota mensuel atteint', monthMinutes: 210 });
    const uncounted = await book(admin5, {
      user: member5Id,
      sdr: spare,
      date: at(other, '09:00'),
      dateEnd: at(other, '10:00'),
      quotaFree: true,
    });
    expect(uncounted.statusCode).toBe(201);
    expect(uncounted.json().reservation.quotaFree).toBe(true);
  });

  it('books a weekly series in one transaction, lists a taken date in noDispo and writes nothing for it', async () => {
    // 2032-03-01 is a Monday; its 10th Monday, 2032-05-03, is taken.
    const taken = await book(admin5, {
      user: other5,
      sdr: hourly,
      date: '2032-05-03T09:30:00+02:00',
      dateEnd: '2032-05-03T10:30:00+02:00',
    });
    expect(taken.statusCode).toBe(201);
    const res = await book(
      admin5,
      { user: other5, sdr: hourly, date: at('2032-03-01', '10:00'), dateEnd: at('2032-03-01', '11:00'), subject: 'Hebdo' },
      { frequency: { number: 1, period: 'semaines', days: [1], endType: 'count', endCount: 12 } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.instances.noDispo).toEqual(['03/05/2032']);
    expect(body.instances.except).toEqual(['03/05/2032']);
    expect(body.instances.dates).toHaveLength(11);
    expect(body.reservation).toMatchObject({ begin: '10:00', end: '11:00', frequency: { period: 'semaines', endCount: 12 } });
    const group = body.reservation.group as number;
    const rows = await queryRows<{ starts_at: Date }>(
      t.database.db,
      sql`select starts_at from meeting_room_reservations where series_id = ${group} and cancelled_at is null order by starts_at`,
    );
    expect(rows).toHaveLength(11);
    // 10:00 in Paris on both sides of the end of March.
    expect(new Date(rows[0]?.starts_at as Date).toISOString()).toBe('2032-03-01T09:00:00.000Z');
    expect(new Date(rows[5]?.starts_at as Date).toISOString()).toBe('2032-04-05T08:00:00.000Z');
    expect(await live(hourly, '2032-05-03T00:00:00+02:00', '2032-05-04T00:00:00+02:00')).toBe(1);

    // "Modifier cet événement uniquement": the 3rd meeting moves to 14:00, the series stays.
    const third = await first<number>(
      sql`select id as v from meeting_room_reservations where series_id = ${group} order by starts_at offset 2 limit 1`,
    );
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/sdr-reservation/${third}`,
      headers: admin5,
      payload: {
        hubgrade_sdr_reservation: {
          user: other5,
          sdr: hourly,
          date: at('2032-03-15', '14:00'),
          dateEnd: at('2032-03-15', '15:00'),
          subject: 'Hebdo',
        },
        selectedTime: 0,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().reservation).toMatchObject({ id: third, begin: '14:00', group });

    // "…et les suivants" from the 6th meeting: every 2 weeks at 16:00 until the end of May.
    const sixth = await first<number>(
      sql`select id as v from meeting_room_reservations where series_id = ${group} and cancelled_at is null order by starts_at offset 5 limit 1`,
    );
    const following = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/sdr-reservation/${sixth}/group`,
      headers: admin5,
      payload: {
        hubgrade_sdr_reservation: {
          user: other5,
          sdr: hourly,
          date: '2032-04-05T16:00:00+02:00',
          dateEnd: '2032-04-05T17:00:00+02:00',
          subject: 'Bimensuel',
        },
        selectedTime: 0,
        frequency: { number: 2, period: 'semaines', endType: 'date', endDate: '2032-05-31' },
      },
    });
    expect(following.statusCode, following.body).toBe(200);
    expect(following.json().instances.dates).toEqual(['05/04/2032', '19/04/2032', '03/05/2032', '17/05/2032', '31/05/2032']);
    expect(
      await first<number>(
        sql`select count(*)::int as v from meeting_room_reservations where series_id = ${group} and cancelled_at is null`,
      ),
    ).toBe(5);
    const newGroup = following.json().reservation.group as number;
    expect(newGroup).not.toBe(group);

    // Cancelling the new series from its 3rd meeting leaves two.
    const cancelFrom = await first<number>(
      sql`select id as v from meeting_room_reservations where series_id = ${newGroup} order by starts_at offset 2 limit 1`,
    );
    expect((await post(`/api/sdr-reservation/${cancelFrom}/cancel/group`, admin5)).statusCode).toBe(200);
    expect(
      await first<number>(
        sql`select count(*)::int as v from meeting_room_reservations where series_id = ${newGroup} and cancelled_at is null`,
      ),
    ).toBe(2);
    expect((await post(`/api/sdr-reservation/${taken.json().id}/cancel/group`, admin5)).json().message).toBe(
      'Cette réservation ne fait pas partie d’une récurrence.',
    );
  });

  it('refuses a bad series in French, a member changing another’s booking is not found', async () => {
    const fields = { user: other5, sdr: hourly, date: at('2032-06-07', '10:00'), dateEnd: at('2032-06-07', '11:00') };
    const tooShort = await book(admin5, fields, { frequency: { number: 1, period: 'semaines', endType: 'count', endCount: 1 } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors['frequency.endCount']).toEqual(['Une récurrence compte au moins 2 réunions.']);
    const before = await book(admin5, fields, { frequency: { number: 1, period: 'mois', endType: 'date', endDate: '2032-06-01' } });
    expect(before.json().message).toBe('La date de fin de la récurrence ne peut pas précéder la fin de l’événement.');
    const made = await book(admin5, fields);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/sdr-reservation/${made.json().id}`,
      headers: member5,
      payload: { hubgrade_sdr_reservation: { ...fields, user: member5Id }, selectedTime: 0 },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/sdr-reservation/${made.json().id}`, headers: member5 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/sdr-reservation/${made.json().id}`, headers: admin5 })).json().subject).toMatch(
      /^Réservation - /,
    );
  });

  it('tells the member booked for: a notification and a mail with their calendar’s address and the meeting’s .ics', async () => {
    const res = await book(admin5, {
      user: other5,
      sdr: spare,
      date: '2032-07-06T10:00:00+02:00',
      dateEnd: '2032-07-06T11:00:00+02:00',
      subject: 'Revue',
    });
    expect(res.statusCode).toBe(201);
    expect(
      await first<number>(sql`select count(*)::int as v from notifications where user_id = ${other5} and kind = 'booking_for_you'`),
    ).toBeGreaterThan(0);
    const mail = await first<string>(
      sql`select text_body as v from mail_outbox where to_address = ${other5Email} order by id desc limit 1`,
    );
    expect(mail).toContain('le 06/07/2032 de 10:00 à 11:00');
    expect(mail).toMatch(/\/api\/calendar\/sdr\/[A-Za-z0-9_-]+\.ics/);
    const [attachment] = await first<{ filename: string; contentType: string; content: string }[]>(
      sql`select attachments as v from mail_outbox where to_address = ${other5Email} order by id desc limit 1`,
    );
    expect(attachment).toMatchObject({ filename: 'invitation.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    const ics = (attachment?.content ?? '').replace(/\r\n[ \t]/g, '');
    // The meeting under the UID the member's feed gives it, at its instant: 10:00 in Paris in July is 08:00 UTC.
    expect(ics).toContain(`UID:sdr-reservation-${res.json().id}@hubgrade`);
    expect(ics).toContain('DTSTART:20320706T080000Z');
    expect(ics).toContain('DTEND:20320706T090000Z');
    expect(ics).toContain('SUMMARY:Revue');
  });

  it('joins every meeting of a series to the invitation', async () => {
    const res = await book(
      admin5,
      { user: other5, sdr: spare, date: '2032-09-07T10:00:00+02:00', dateEnd: '2032-09-07T11:00:00+02:00', subject: 'Point hebdo' },
      { frequency: { number: 1, period: 'semaines', days: [], endType: 'count', endCount: 3 } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [attachment] = await first<{ content: string }[]>(
      sql`select attachments as v from mail_outbox where to_address = ${other5Email} order by id desc limit 1`,
    );
    const starts = [...(attachment?.content ?? '').matchAll(/DTSTART:(\d{8})T080000Z/g)].map((m) => m[1]);
    expect(starts).toEqual(['20320907', '20320914', '20320921']);
  });

  it('serves a member’s and a room’s calendar at a secret address, replaced on demand; a member gets no room address', async () => {
    const mine = await book(member5, {
      user: member5Id,
      sdr: hourly,
      date: '2032-08-02T10:00:00+02:00',
      dateEnd: '2032-08-02T11:00:00+02:00',
      subject: 'Mon rendez-vous',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const { url } = (await get('/api/sdr-reservation/calendar-feed', member5)).json();
    const path = new URL(url).pathname;
    const feed = await get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('SUMMARY:Mon rendez-vous');
    // 10:00 in Paris in August is 08:00 UTC: a calendar in any zone shows the meeting at its hour.
    expect(feed.body).toContain('DTSTART:20320802T080000Z');
    expect(feed.body).toContain('DTEND:20320802T090000Z');
    const renewed = (await post('/api/sdr-reservation/calendar-feed', member5)).json().url;
    expect(renewed).not.toBe(url);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(new URL(renewed).pathname)).statusCode).toBe(200);
    expect((await get(`/api/sdr/${hourly}/calendar-feed`, member5)).statusCode).toBe(403);
    const admin8 = await auth(brandStaffEmail('admin', 8));
    expect((await get(`/api/sdr/${hourly}/calendar-feed`, admin8)).statusCode).toBe(404);
    const room = (await get(`/api/sdr/${hourly}/calendar-feed`, admin5)).json().url;
    expect((await get(new URL(room).pathname)).body).toContain('BEGIN:VEVENT');
    expect((await get('/api/calendar/sdr/pas-un-jeton-valide-du-tout-0000.ics')).statusCode).toBe(404);
  });
});
