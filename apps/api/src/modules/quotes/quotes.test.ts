import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { expireDue } from './expiry.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'commercial' | 'member';

describe.each(ENGINES)('quotes on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  let room: number;
  let space: number;
  let room5: number;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  // Far enough ahead that no seeded booking holds the rooms; each test takes its own hours.
  const day = addParisDays(parisDay(), 400);
  const expiry = addParisDays(parisDay(), 30);
  const free = { kind: 'free', designation: 'Domiciliation', quantity: 3, unitPriceCents: 3333, vatRate: 2000 };
  const roomLine = (start: string, end: string, roomId = room) => ({ kind: 'meetingRoom', roomId, day, start, end, vatRate: 2000 });
  const draft = async (lines: object[], over: object = {}) => {
    const res = await call('admin', 'POST', '/devis', { client: ids.member, expirationDate: expiry, lines, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const move = (id: number, state: number, who: Who = 'admin') => call(who, 'POST', `/devis/${id}/state`, { state });
  const sent = async (lines: object[]) => {
    const quote = await draft(lines);
    const res = await move(quote.id, 3);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['member', DEMO_ACCOUNTS.member],
    ];
    for (const [who, email] of accounts) {
      tokens[who] = await t.tokenFor(email);
      ids[who] = (await one<{ id: number }>(sql`select id from users where email = ${email}`)).id;
    }
    room = (await one<{ id: number }>(sql`select id from meeting_rooms where brand_id is null order by id limit 1`)).id;
    room5 = (await one<{ id: number }>(sql`select id from meeting_rooms where brand_id = 5 order by id limit 1`)).id;
    space = (
      await one<{ id: number }>(
        sql`select id from coworking_spaces where brand_id is null and reservation_capacity > 0 order by id limit 1`,
      )
    ).id;
  });
  afterAll(() => t.close());

  it('starts from demo quotes in every state for the main platform and brand 5', async () => {
    const seeded = await rows<{ brand_id: number | null; states: number[] }>(
      sql`select brand_id, array_agg(distinct state order by state) as states from quotes group by brand_id order by brand_id nulls first`,
    );
    expect(seeded.map((r) => [r.brand_id, r.states.map(Number)])).toEqual([
      [null, [1, 2, 3, 4, 5, 6, 7]],
      [5, [1, 2, 3, 4, 5, 6, 7]],
    ]);
    const list = (await call('admin', 'GET', '/devis')).json();
    expect(list.items).toHaveLength(20);
    expect(list.total).toBeGreaterThanOrEqual(28);
  });

  it('writes a draft with a free line and a meeting-room slot priced from the room, VAT rounded per line', async () => {
    const price = (await one<{ p: number }>(sql`select price_hour_cents as p from meeting_rooms where id = ${room}`)).p;
    const quote = await draft([free, roomLine('09:00', '10:30')], { comment: 'Pour le séminaire', subscription: true });
    expect(quote).toMatchObject({
      state: 2,
      stateName: 'Brouillon',
      subscription: true,
      comment: 'Pour le séminaire',
      editable: true,
      targets: [3, 6],
    });
    expect(quote.number).toMatch(/^D-\d{4}-\d{6}$/);
    expect(quote.lines[0]).toMatchObject({ htCents: 9999, vatCents: 2000, ttcCents: 11999 });
    expect(quote.lines[1]).toMatchObject({
      kind: 'meetingRoom',
      unitPriceCents: Math.round(price * 1.5),
      slot: { placeId: room, day, start: '09:00' },
    });
    expect(quote.ht).toBe(9999 + Math.round(price * 1.5));
    expect(quote.vatBreakdown).toEqual([{ vatRate: 2000, baseCents: quote.ht, vatCents: quote.vat }]);
    const list = (await call('admin', 'GET', `/devis?client=${ids.member}&search=${quote.number}`)).json();
    expect(list.items.map((q: { id: number }) => q.id)).toEqual([quote.id]);
    expect(list.items[0]).toMatchObject({ ht: quote.ht, expirationDate: expiry, dateDemande: parisDay(), cryptId: quote.cryptId });
  });

  it('refuses bad input with French field messages and writes nothing', async () => {
    const before = (await one<{ n: number }>(sql`select count(*)::int as n from quotes`)).n;
    const noLines = await call('admin', 'POST', '/devis', { client: ids.member, expirationDate: expiry, lines: [] });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().errors.lines).toEqual([L.refusals.noLines]);
    const badVat = await call('admin', 'POST', '/devis', {
      client: ids.member,
      expirationDate: expiry,
      lines: [{ ...free, vatRate: 1900 }],
    });
    expect(badVat.statusCode).toBe(400);
    expect(JSON.stringify(badVat.json().errors)).toContain(L.refusals.vatRate);
    const past = await call('admin', 'POST', '/devis', { client: ids.member, expirationDate: '2020-01-01', lines: [free] });
    expect(past.json()).toMatchObject({ errors: { expirationDate: [L.refusals.expiryBeforeDate] } });
    const short = await call('admin', 'POST', '/devis', {
      client: ids.member,
      expirationDate: expiry,
      lines: [roomLine('09:00', '09:10')],
    });
    expect(short.statusCode).toBe(400);
    const otherBrandRoom = await call('admin', 'POST', '/devis', {
      client: ids.member,
      expirationDate: expiry,
      lines: [roomLine('09:00', '10:00', room5)],
    });
    expect(otherBrandRoom.json()).toMatchObject({ errors: { 'lines.0.roomId': [L.refusals.unknownRoom] } });
    expect((await one<{ n: number }>(sql`select count(*)::int as n from quotes`)).n).toBe(before);
  });

  it('edits a draft, then sends it: the client gets the link by mail and the quote can no longer change', async () => {
    const quote = await draft([free]);
    const edited = await call('admin', 'PUT', `/devis/${quote.id}`, {
      client: ids.member,
      expirationDate: expiry,
      lines: [{ ...free, quantity: 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().ht).toBe(3333);
    const res = await move(quote.id, 3);
    expect(res.json()).toMatchObject({ state: 3, editable: false, targets: [4, 5, 6] });
    const mail = await one<{ to_address: string; subject: string; text_body: string }>(
      sql`select to_address, subject, text_body from mail_outbox order by id desc limit 1`,
    );
    expect(mail.to_address).toBe(DEMO_ACCOUNTS.member);
    expect(mail.subject).toContain(quote.number);
    expect(mail.text_body).toContain(`/devis/accepter/${quote.cryptId}`);
    const again = await call('admin', 'PUT', `/devis/${quote.id}`, { client: ids.member, expirationDate: expiry, lines: [free] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(L.refusals.notEditable);
    expect((await call('admin', 'GET', `/devis/${quote.id}`)).json().events.map((e: { state: number }) => e.state)).toEqual([2, 3]);
  });

  it('refuses every transition the machine does not allow, with its reason', async () => {
    const request = await draft([free], { state: 1 });
    expect(request.targets).toEqual([2, 6]);
    expect((await move(request.id, 3)).json().message).toBe(L.transitionRefusals.notAllowed);
    expect((await move(request.id, 4)).statusCode).toBe(409);
    expect((await move(request.id, 2)).json().state).toBe(2);
    expect((await move(request.id, 2)).json().message).toBe(L.transitionRefusals.same);
    expect((await move(request.id, 7)).statusCode).toBe(409);
    const quote = await sent([free]);
    expect((await move(quote.id, 2)).statusCode).toBe(409);
    expect((await move(quote.id, 7)).json().message).toBe(L.transitionRefusals.notAllowed);
    expect((await move(quote.id, 6)).json().state).toBe(6);
    for (const state of [2, 3, 4, 5]) {
      const res = await move(quote.id, state);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(L.transitionRefusals.final);
    }
  });

  it('lets the client accept through the mailed link without signing in, which books the slot for them', async () => {
    const quote = await sent([free, roomLine('11:00', '12:00')]);
    const page = await call(null, 'GET', `/devis/public/${quote.cryptId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ number: quote.number, state: 3, open: true, ht: quote.ht });
    const accepted = await call(null, 'POST', `/devis/public/${quote.cryptId}`, { accept: true });
    expect(accepted.json()).toMatchObject({ state: 4, open: false });
    const booking = await one<{ user_id: number; room_id: number; subject: string; quota_free: boolean; credit_entry_id: number | null }>(
      sql`select user_id, room_id, subject, quota_free, credit_entry_id from meeting_room_reservations
          where id = (select meeting_room_reservation_id from quote_lines where quote_id = ${quote.id} and kind = 'meetingRoom')`,
    );
    expect(booking).toEqual({
      user_id: ids.member,
      room_id: room,
      subject: `Devis ${quote.number}`,
      quota_free: true,
      credit_entry_id: null,
    });
    const sheet = (await call('admin', 'GET', `/devis/${quote.id}`)).json();
    expect(sheet.acceptedAt).not.toBeNull();
    expect(sheet.lines[1].slot.bookingId).toEqual(expect.any(Number));
    expect((await call(null, 'POST', `/devis/public/${quote.cryptId}`, { accept: false })).json().message).toBe(L.transitionRefusals.final);
  });

  it('books a workstation seat when a quote with a workstation slot is accepted by staff', async () => {
    const quote = await sent([{ kind: 'workstation', spaceId: space, day, start: '08:00', end: '18:00', vatRate: 2000 }]);
    const res = await move(quote.id, 4);
    expect(res.statusCode, res.body).toBe(200);
    const seats = await one<{ seats_taken: number }>(
      sql`select seats_taken from workstation_day_counters where space_id = ${space} and day = ${day}`,
    );
    expect(seats.seats_taken).toBe(1);
    expect(res.json().lines[0].slot.bookingId).toEqual(expect.any(Number));
  });

  it('refuses a slot the room is taken on, when written and when accepted, and books nothing', async () => {
    const first = await sent([roomLine('14:00', '15:00')]);
    const second = await sent([roomLine('14:30', '15:30')]);
    expect((await move(first.id, 4)).statusCode).toBe(200);
    const taken = await call('admin', 'POST', '/devis', {
      client: ids.member,
      expirationDate: expiry,
      lines: [roomLine('14:45', '16:00')],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('La salle est occupée sur ce créneau.');
    const late = await call(null, 'POST', `/devis/public/${second.cryptId}`, { accept: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(L.slot.roomTaken);
    expect((await call('admin', 'GET', `/devis/${second.id}`)).json().state).toBe(3);
    const check = (await call('admin', 'GET', `/devis/slot?kind=meetingRoom&placeId=${room}&day=${day}&start=14:00&end=15:00`)).json();
    expect(check.free).toBe(false);
  });

  it('expires a sent quote past its day: read as expiré at once, written by the job, then refused', async () => {
    const quote = await sent([free]);
    await t.database.db.execute(sql`update quotes set quote_date = '2020-01-01', expiration_date = '2020-01-31' where id = ${quote.id}`);
    expect((await call('admin', 'GET', `/devis/${quote.id}`)).json()).toMatchObject({ state: 7, stateName: 'Expiré', targets: [] });
    const filtered = (await call('admin', 'GET', '/devis?state=7&itemsPerPage=100')).json();
    expect(filtered.items.map((q: { id: number }) => q.id)).toContain(quote.id);
    expect(await expireDue(t.database.db)).toContain(quote.id);
    expect((await one<{ state: number }>(sql`select state from quotes where id = ${quote.id}`)).state).toBe(7);
    const accept = await call(null, 'POST', `/devis/public/${quote.cryptId}`, { accept: true });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('Ce devis a expiré.');
  });

  it('keeps each brand to its quotes: another brand’s quote, PDF or crypt is a 404', async () => {
    const quote = await draft([free]);
    expect((await call('brand5', 'GET', `/devis/${quote.id}`)).statusCode).toBe(404);
    expect((await call('brand5', 'POST', `/devis/${quote.id}/state`, { state: 3 })).statusCode).toBe(404);
    expect((await call('brand5', 'GET', '/devis?itemsPerPage=100')).json().items.some((q: { id: number }) => q.id === quote.id)).toBe(
      false,
    );
    const pdf = await call('admin', 'GET', `/devis/${quote.cryptId}/download/pdf/${quote.cryptBrand}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const address = await t.app.inject({
      method: 'GET',
      url: `/api/devis/${quote.cryptId}/download/pdf/${quote.cryptBrand}`,
      headers: { authorization: `Bearer ${tokens.admin}`, accept: 'application/json' },
    });
    expect(address.json()).toEqual({ message: 'OK', path: `/api/devis/${quote.cryptId}/download/pdf/${quote.cryptBrand}` });
    const member5 = (await one<{ id: number }>(sql`select id from users where email = ${brandStaffEmail('member', 5)}`)).id;
    const own5 = (await call('brand5', 'POST', '/devis', { client: member5, expirationDate: expiry, lines: [free] })).json();
    expect(own5.cryptBrand).not.toBe(quote.cryptBrand);
    expect((await call('brand5', 'GET', `/devis/${own5.cryptId}/download/pdf/${own5.cryptBrand}`)).statusCode).toBe(200);
    expect((await call('brand5', 'POST', '/devis', { client: ids.member, expirationDate: expiry, lines: [free] })).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/devis/${quote.cryptId}/download/pdf/${own5.cryptBrand}`)).statusCode).toBe(404);
    expect((await call('brand5', 'GET', `/devis/${quote.cryptId}/download/pdf/${quote.cryptBrand}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/devis/public/${quote.cryptId}`)).statusCode).toBe(404);
  });

  it('is the shop staff’s: a brand without the services module and a member are refused', async () => {
    expect((await call('brand9', 'GET', '/devis')).statusCode).toBe(403);
    expect((await call('member', 'GET', '/devis')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/devis')).statusCode).toBe(401);
    expect((await call('commercial', 'GET', '/devis')).statusCode).toBe(200);
  });
});
