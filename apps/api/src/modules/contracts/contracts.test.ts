import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { paymentMode } from '@hubgrade/domain/contracts/payment';
import type { ContractRow } from '@hubgrade/domain/contracts/schemas';
import { refusedTransitionMessage } from '@hubgrade/domain/contracts/states';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { pdf, uploadForm } from '../uploads/sample-files.ts';

describe.each(ENGINES)('contracts on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;
  const contractWhere = async (where: ReturnType<typeof sql>) =>
    (await one<{ id: number }>(sql`select id from contracts c where deleted_at is null and ${where} order by id limit 1`))?.id;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of Object.entries({
      admin: DEMO_ACCOUNTS.admin,
      brand9: DEMO_ACCOUNTS.brand,
      brand5: brandStaffEmail('admin', 5),
      office5: DEMO_ACCOUNTS.office,
      commercial: DEMO_ACCOUNTS.commercial,
    })) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  describe('lists', () => {
    it('pages platform contracts 25 at a time, newest first, with a keyset cursor', async () => {
      const first = await t.app.inject({ url: '/api/bookings', headers: as('admin') });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      const expected = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from contracts where kind = 'platform' and not off_platform and deleted_at is null order by id desc`,
      );
      expect(body.total).toBe(expected.length);
      expect(body.items.map((c: ContractRow) => c.id)).toEqual(expected.slice(0, 25).map((r) => r.id));
      const second = await t.app.inject({ url: `/api/bookings?page=2&after=${body.next}`, headers: as('admin') });
      expect(second.json().items.map((c: ContractRow) => c.id)).toEqual(expected.slice(25, 50).map((r) => r.id));
      const byOffset = await t.app.inject({ url: '/api/bookings?page=2', headers: as('admin') });
      expect(byOffset.json().items.map((c: ContractRow) => c.id)).toEqual(expected.slice(25, 50).map((r) => r.id));
    });

    it('lists the contracts made on the platform in /bookings, those made off it in /booking-hp only', async () => {
      const total = (where: ReturnType<typeof sql>) =>
        one<{ n: number }>(sql`select count(*)::int as n from contracts where kind = 'platform' and deleted_at is null and ${where}`);
      const platform = (await t.app.inject({ url: '/api/bookings?itemsPerPage=100', headers: as('admin') })).json();
      expect(platform.total).toBe((await total(sql`not off_platform`)).n);
      expect(platform.items.some((c: ContractRow) => c.offPlatform)).toBe(false);
      const explicit = (await t.app.inject({ url: '/api/bookings?offPlatform=false&itemsPerPage=1', headers: as('admin') })).json();
      expect(explicit.total).toBe(platform.total);
      const off = (await t.app.inject({ url: '/api/bookings?offPlatform=true&itemsPerPage=100', headers: as('admin') })).json();
      expect(off.total).toBe((await total(sql`off_platform`)).n);
      expect(off.total).toBeGreaterThan(0);
      expect(off.items.every((c: ContractRow) => c.offPlatform)).toBe(true);
      const offIds = new Set(off.items.map((c: ContractRow) => c.id));
      const search = (await t.app.inject({ url: `/api/bookings?search=${off.items[0].id}`, headers: as('admin') })).json();
      expect(search.items.some((c: ContractRow) => offIds.has(c.id))).toBe(false);
    });

    it('keeps a brand to its own contracts on both sides', async () => {
      for (const url of ['/api/bookings?itemsPerPage=100', '/api/bookings-os?itemsPerPage=100']) {
        const items: ContractRow[] = (await t.app.inject({ url, headers: as('brand9') })).json().items;
        expect(items.length).toBeGreaterThan(0);
        expect(items.every((c) => c.brandId === 9)).toBe(true);
      }
    });

    it('filters by state, tenant, off-platform, city and search', async () => {
      const states = (await t.app.inject({ url: '/api/bookings?state=4&itemsPerPage=100', headers: as('admin') })).json()
        .items as ContractRow[];
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((c) => c.stateName === 4)).toBe(true);

      const sample = (await t.app.inject({ url: '/api/bookings', headers: as('admin') })).json().items[0] as ContractRow;
      const byTenant = (await t.app.inject({ url: `/api/bookings?tenantId=${sample.senderId}`, headers: as('admin') })).json();
      expect(byTenant.items.every((c: ContractRow) => c.senderId === sample.senderId)).toBe(true);

      const off = (await t.app.inject({ url: '/api/bookings?offPlatform=true&itemsPerPage=100', headers: as('admin') })).json()
        .items as ContractRow[];
      expect(off.length).toBeGreaterThan(0);
      expect(off.every((c) => c.offPlatform && c.ad === null)).toBe(true);

      const city = sample.city as string;
      const inCity = (
        await t.app.inject({ url: `/api/bookings?city=${encodeURIComponent(city)}&itemsPerPage=100`, headers: as('admin') })
      ).json().items as ContractRow[];
      expect(inCity.length).toBeGreaterThan(0);
      expect(inCity.every((c) => c.city === city)).toBe(true);

      const found = (
        await t.app.inject({ url: `/api/bookings?search=${encodeURIComponent(sample.senderLastName.toUpperCase())}`, headers: as('admin') })
      ).json().items as ContractRow[];
      expect(found.map((c) => c.id)).toContain(sample.id);
      const byId = (await t.app.inject({ url: `/api/bookings?search=${sample.id}`, headers: as('admin') })).json().items as ContractRow[];
      expect(byId.map((c) => c.id)).toContain(sample.id);
      const none = await t.app.inject({ url: '/api/bookings?search=zzqqxxnothing', headers: as('admin') });
      expect(none.json()).toMatchObject({ items: [], total: 0 });
    });

    it('lists the contracts a user is a party to, as the landlord or the tenant, for their sheet', async () => {
      const party = await one<{ id: number }>(
        sql`select landlord_id as id from contracts where kind = 'platform' and deleted_at is null and landlord_id is not null
            order by id limit 1`,
      );
      const counted = (kind: string) =>
        one<{ n: number }>(
          sql`select count(*)::int as n from contracts
              where kind = ${kind} and not off_platform and deleted_at is null and (tenant_id = ${party.id} or landlord_id = ${party.id})`,
        );
      const landlordSide = (await t.app.inject({ url: `/api/bookings?userId=${party.id}&itemsPerPage=100`, headers: as('admin') })).json();
      expect(landlordSide.total).toBe((await counted('platform')).n);
      expect(landlordSide.total).toBeGreaterThan(0);
      expect(landlordSide.items.every((c: ContractRow) => c.userId === party.id || c.senderId === party.id)).toBe(true);

      const tenant = await one<{ id: number }>(
        sql`select tenant_id as id from contracts where kind = 'coworking' and deleted_at is null order by id limit 1`,
      );
      const tenantSide = (
        await t.app.inject({ url: `/api/bookings-os?userId=${tenant.id}&itemsPerPage=100`, headers: as('admin') })
      ).json();
      expect(tenantSide.items.length).toBeGreaterThan(0);
      expect(tenantSide.items.every((c: ContractRow) => c.senderId === tenant.id)).toBe(true);
      expect((await t.app.inject({ url: '/api/bookings?userId=abc', headers: as('admin') })).statusCode).toBe(400);
    });

    it('filters the running contracts (En cours, Préavis) on both sides, in the brand scope, with their end dates', async () => {
      for (const [url, kind] of [
        ['/api/bookings', 'platform'],
        ['/api/bookings-os', 'coworking'],
      ] as const) {
        for (const [who, brand] of [
          ['admin', sql`true`],
          ['brand9', sql`brand_id = 9`],
        ] as const) {
          const running = (await t.app.inject({ url: `${url}?ongoing=true&itemsPerPage=100`, headers: as(who) })).json();
          const counted = (n: ReturnType<typeof sql>) =>
            one<{ n: number }>(
              sql`select count(*)::int as n from contracts where kind = ${kind} and not off_platform and deleted_at is null and ${brand}
                  and ${n}`,
            );
          expect(running.total, `${url} ${who}`).toBe((await counted(sql`state in (4, 5)`)).n);
          expect(running.total, `${url} ${who}`).toBeGreaterThan(0);
          expect(running.items.every((c: ContractRow) => c.stateName === 4 || c.stateName === 5)).toBe(true);
          const others = (await t.app.inject({ url: `${url}?ongoing=false&itemsPerPage=1`, headers: as(who) })).json();
          expect(others.total, `${url} ${who}`).toBe((await counted(sql`state not in (4, 5)`)).n);
        }
      }
      const ending = (
        await t.app.inject({ url: '/api/bookings?ongoing=true&endFrom=2000-01-01&endTo=2999-12-31&itemsPerPage=100', headers: as('admin') })
      ).json().items as ContractRow[];
      expect(ending.every((c) => (c.stateName === 4 || c.stateName === 5) && c.bookingEnd !== null)).toBe(true);
      expect((await t.app.inject({ url: '/api/bookings?ongoing=yes', headers: as('admin') })).statusCode).toBe(400);
    });

    it('shows the payment badge by the §4 rule and filters the Auto ones (SEPA view)', async () => {
      for (const url of ['/api/bookings-os?itemsPerPage=100', '/api/bookings?itemsPerPage=100']) {
        const items = (await t.app.inject({ url, headers: as('admin') })).json().items as ContractRow[];
        for (const c of items) expect(c.paymentMode).toBe(paymentMode(c));
        const auto = (await t.app.inject({ url: `${url}&paymentMode=Auto`, headers: as('admin') })).json().items as ContractRow[];
        expect(auto.length).toBeGreaterThan(0);
        expect(auto.every((c) => c.paymentMode === 'Auto' && c.subscription === 1 && c.mandateDateRemoved === null)).toBe(true);
      }
    });

    it('refuses an unknown sort, a bad cursor and a foreign filter with 400', async () => {
      for (const url of [
        '/api/bookings?sortBy=rent',
        '/api/bookings?after=nope',
        '/api/bookings-os?landlordId=3',
        '/api/bookings?state=9',
      ]) {
        expect((await t.app.inject({ url, headers: as('admin') })).statusCode).toBe(400);
      }
    });

    it('is closed to members and to a brand without the module', async () => {
      const member = await t.tokenFor(DEMO_ACCOUNTS.member);
      expect((await t.app.inject({ url: '/api/bookings', headers: { authorization: `Bearer ${member}` } })).statusCode).toBe(403);
      const brand10 = await t.tokenFor(brandStaffEmail('admin', 10));
      expect((await t.app.inject({ url: '/api/bookings-os', headers: { authorization: `Bearer ${brand10}` } })).statusCode).toBe(403);
    });
  });

  describe('sheet', () => {
    it('shows a coworking contract with its space, site and the month computed line by line', async () => {
      const id = await contractWhere(sql`kind = 'coworking' and brand_id = 9 and discount_cents = 0`);
      const res = await t.app.inject({ url: `/api/bookings-os/${id}`, headers: as('brand9') });
      expect(res.statusCode).toBe(200);
      const c = res.json();
      expect(c).toMatchObject({ id, kind: 'coworking', brandId: 9, openSpaceName: expect.any(String), spaceName: expect.any(String) });
      expect(c.amounts.tva).toBe(Math.round((c.contractRent * c.vatRate) / 10_000));
      expect(c.amounts.ttc).toBe(c.amounts.ht - c.amounts.remise + c.amounts.tva);
    });

    it('answers 404 for another brand’s contract, and for a contract of the other side', async () => {
      const other = await contractWhere(sql`kind = 'platform' and brand_id = 5`);
      expect((await t.app.inject({ url: `/api/bookings/${other}`, headers: as('brand9') })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/bookings-os/${other}`, headers: as('admin') })).statusCode).toBe(404);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/backend/${other}`,
        headers: as('brand9'),
        payload: { hubgrade_booking: { invoiceWarning: true } },
      });
      expect(patch.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings/${other}`, headers: as('brand9') })).statusCode).toBe(404);
      const move = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${other}/state`,
        headers: as('brand9'),
        payload: { state: 1 },
      });
      expect(move.statusCode).toBe(404);
    });
  });

  describe('end date and invoice warning', () => {
    it('sets an end date once, never before the start, with its history entry', async () => {
      const id = await contractWhere(sql`kind = 'platform' and end_date is null and state = 4`);
      const start = (await one<{ start: string }>(sql`select start_date::text as start from contracts where id = ${id}`)).start;
      const patch = (bookingEnd: unknown) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/bookings/backend/${id}`,
          headers: as('admin'),
          payload: { hubgrade_booking: { bookingEnd } },
        });

      const early = await patch('2000-01-01');
      expect(early.statusCode).toBe(400);
      expect(early.json().errors).toEqual({ 'hubgrade_booking.bookingEnd': [L.endDateBeforeStart] });
      expect((await patch('')).statusCode).toBe(400);
      expect((await patch('2031-02-30')).statusCode).toBe(400);

      const ok = await patch('2031-06-30');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ id, bookingEnd: '2031-06-30', bookingStart: start });
      const again = await patch('2032-01-31');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(L.endDateExists);
      const history = await t.app.inject({ url: `/api/history/slug/contract-${id}`, headers: as('admin') });
      expect(history.json().items[0]).toMatchObject({ newData: { endDate: '2031-06-30' }, user: { email: DEMO_ACCOUNTS.admin } });
    });

    it('toggles the invoice warning on a coworking contract; both fields at once is a 400', async () => {
      const id = await contractWhere(sql`kind = 'coworking' and brand_id is null and not invoice_warning`);
      const patch = (body: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/bookings-os/backend/${id}`,
          headers: as('admin'),
          payload: { hubgrade_booking_open_space: body },
        });
      expect((await patch({ invoiceWarning: true })).json().invoiceWarning).toBe(true);
      expect((await patch({ invoiceWarning: false })).json().invoiceWarning).toBe(false);
      expect((await patch({ invoiceWarning: true, bookingEnd: '2031-01-01' })).statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
      const wrongWrapper = await t.app.inject({
        method: 'PATCH',
        url: `/api/bookings-os/backend/${id}`,
        headers: as('admin'),
        payload: { hubgrade_booking: { invoiceWarning: true } },
      });
      expect(wrongWrapper.statusCode).toBe(400);
    });
  });

  describe('deletion', () => {
    it('is refused to office administrators and sales staff (403), and to a signed contract (409)', async () => {
      const draft = await contractWhere(sql`kind = 'platform' and brand_id = 5 and state = 0`);
      const office = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${draft}`, headers: as('office5') });
      expect(office.statusCode).toBe(403);
      expect(office.json().message).toBe(ERROR_LABELS.forbidden);
      const commercial = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${draft}`, headers: as('commercial') });
      expect(commercial.statusCode).toBe(403);
      const signed = await contractWhere(sql`kind = 'coworking' and brand_id is null and state = 4`);
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/bookings-os/${signed}`, headers: as('admin') });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(L.deleteRefused);
    });

    it('soft-deletes a draft or accepted contract and frees its ad', async () => {
      const id = await contractWhere(sql`kind = 'platform' and brand_id = 5 and state = 1 and ad_id is not null`);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as('brand5') });
      expect(res.statusCode).toBe(204);
      const row = await one<{ deleted: boolean; booking_state: number }>(
        sql`select c.deleted_at is not null as deleted, a.booking_state from contracts c join ads a on a.id = c.ad_id where c.id = ${id}`,
      );
      expect(row).toEqual({ deleted: true, booking_state: 0 });
      expect((await t.app.inject({ url: `/api/bookings/${id}`, headers: as('brand5') })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as('brand5') })).statusCode).toBe(404);
    });
  });

  describe('state', () => {
    it('moves a contract through its states and locks its ad, with history', async () => {
      const id = await contractWhere(sql`kind = 'platform' and brand_id = 9 and state = 0 and ad_id is not null`);
      const move = (state: number) =>
        t.app.inject({ method: 'POST', url: `/api/bookings/${id}/state`, headers: as('brand9'), payload: { state } });
      for (const state of [1, 2, 3, 4]) {
        const res = await move(state);
        expect(res.statusCode).toBe(200);
        expect(res.json().stateName).toBe(state);
      }
      const row = await one<{ signed: boolean; booking_state: number }>(
        sql`select c.signed_at is not null as signed, a.booking_state from contracts c join ads a on a.id = c.ad_id where c.id = ${id}`,
      );
      expect(row).toEqual({ signed: true, booking_state: 7 });
      const history = (await t.app.inject({ url: `/api/history/slug/contract-${id}?itemsPerPage=10`, headers: as('admin') })).json();
      expect(history.items.map((h: { newData: { state: number } }) => h.newData.state)).toEqual([4, 3, 2, 1]);
    });

    it('refuses a move the state machine forbids with 409 and its reason; a bad state is a 400', async () => {
      const id = await contractWhere(sql`kind = 'coworking' and brand_id is null and state = 6`);
      const res = await t.app.inject({ method: 'POST', url: `/api/bookings-os/${id}/state`, headers: as('admin'), payload: { state: 4 } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(refusedTransitionMessage(6, 4));
      const draft = await contractWhere(sql`kind = 'platform' and brand_id is null and state = 0`);
      const skip = await t.app.inject({ method: 'POST', url: `/api/bookings/${draft}/state`, headers: as('admin'), payload: { state: 3 } });
      expect(skip.statusCode).toBe(409);
      expect((await one<{ state: number }>(sql`select state from contracts where id = ${draft}`)).state).toBe(0);
      const bad = await t.app.inject({ method: 'POST', url: `/api/bookings/${draft}/state`, headers: as('admin'), payload: { state: 7 } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('contract notification', () => {
    it('is raised for the brand’s staff by a change, shown as new activity, and deleted when the viewer opens the contract', async () => {
      const id = await contractWhere(sql`kind = 'platform' and brand_id = 9 and state = 4 and end_date is null`);
      await t.database.db.execute(sql`delete from contract_notifications where contract_id = ${id}`);
      const brand9Admin = await t.tokenFor(brandStaffEmail('admin', 9));
      await t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/backend/${id}`,
        headers: { authorization: `Bearer ${brand9Admin}` },
        payload: { hubgrade_booking: { bookingEnd: '2032-12-31' } },
      });
      const seen = async () => (await t.app.inject({ url: `/api/bookings/${id}`, headers: as('brand9') })).json();
      expect(await seen()).toMatchObject({ newActivity: true, notifications: 1 });
      const del = await t.app.inject({ method: 'DELETE', url: `/api/bookings-notification/${id}`, headers: as('brand9') });
      expect(del.statusCode).toBe(204);
      expect(await seen()).toMatchObject({ newActivity: false, notifications: 0 });
      const other = await contractWhere(sql`brand_id = 5`);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings-notification/${other}`, headers: as('brand9') })).statusCode).toBe(
        404,
      );
    });
  });

  describe('off-platform contracts', () => {
    it('creates a signed off-platform contract with a landlord by name, in the tenant’s brand', async () => {
      const tenant = await one<{ id: number; company_id: number }>(
        sql`select id, company_id from users where brand_id = 9 and roles = '{ROLE_USER}' and company_id is not null order by id limit 1`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings-hp',
        headers: as('brand9'),
        payload: {
          tenantId: tenant.id,
          landlordName: 'SCI Les Platanes',
          city: 'Lyon',
          startDate: '2026-11-01',
          rentCents: 150_000,
          contractType: 4,
        },
      });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      expect(c).toMatchObject({
        offPlatform: true,
        brandId: 9,
        stateName: 3,
        landlordName: 'SCI Les Platanes',
        senderCompanyId: tenant.company_id,
        city: 'Lyon',
      });
      expect(c.signedAt).not.toBeNull();
      const found = (await t.app.inject({ url: '/api/bookings?offPlatform=true&search=platanes', headers: as('brand9') })).json();
      expect(found.items.map((r: ContractRow) => r.id)).toEqual([c.id]);
    });

    it('refuses a tenant of another brand, both or neither landlord, and an end before the start', async () => {
      const foreign = await one<{ id: number }>(sql`select id from users where brand_id = 5 and roles = '{ROLE_USER}' order by id limit 1`);
      const base = { tenantId: foreign.id, landlordName: 'X', startDate: '2026-11-01', rentCents: 1000, contractType: 1 };
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/bookings-hp', headers: as('brand9'), payload });
      const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from contracts`)).n;
      const before = await count();
      expect((await post(base)).json().errors).toEqual({ tenantId: [L.tenantNotFound] });
      expect((await post({ ...base, landlordName: undefined })).statusCode).toBe(400);
      expect((await post({ ...base, landlordId: 1 })).statusCode).toBe(400);
      expect((await post({ ...base, endDate: '2026-10-01' })).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });
  });

  describe('documents', () => {
    it('gives a user’s identity proof and KBIS, null when missing, and streams the file', async () => {
      const withDocs = await one<{ user_id: number }>(
        sql`select user_id from user_documents group by user_id having count(*) = 2 order by user_id limit 1`,
      );
      const res = await t.app.inject({ url: `/api/documents/users/${withDocs.user_id}`, headers: as('admin') });
      expect(res.statusCode).toBe(200);
      const [docs] = res.json();
      expect(docs.pieceIdentite).toMatchObject({
        name: expect.stringMatching(/\.pdf$/),
        path: `/api/documents/users/${withDocs.user_id}/pieceIdentite/file`,
      });
      expect(docs.kbis).not.toBeNull();
      const file = await t.app.inject({ url: docs.kbis.path, headers: as('admin') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body.startsWith('%PDF')).toBe(true);

      const without = await one<{ id: number }>(
        sql`select id from users u where brand_id is null and not exists (select 1 from user_documents d where d.user_id = u.id) order by id limit 1`,
      );
      const empty = await t.app.inject({ url: `/api/documents/users/${without.id}`, headers: as('admin') });
      expect(empty.json()).toEqual([{ pieceIdentite: null, kbis: null }]);
      const missing = await t.app.inject({ url: `/api/documents/users/${without.id}/kbis/file`, headers: as('admin') });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(L.missingDocument);
    });

    it('attaches an uploaded PDF as a user’s KBIS and a contract document; another brand’s user is 404', async () => {
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/upload/pdf',
        headers: as('brand9'),
        payload: uploadForm(pdf(), 'kbis.pdf', 'application/pdf'),
      });
      expect(upload.statusCode).toBe(201);
      const uploadId = upload.json().id;
      const user = await one<{ id: number }>(sql`select id from users where brand_id = 9 and roles = '{ROLE_USER}' order by id limit 1`);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/users/${user.id}`,
        headers: as('brand9'),
        payload: { kind: 'kbis', uploadId },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()[0].kbis).toMatchObject({ name: 'kbis.pdf' });

      const foreign = await one<{ id: number }>(sql`select id from users where brand_id = 5 order by id limit 1`);
      expect((await t.app.inject({ url: `/api/documents/users/${foreign.id}`, headers: as('brand9') })).statusCode).toBe(404);

      const contract = await contractWhere(sql`kind = 'platform' and brand_id = 9 and state = 4`);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${contract}/documents`,
        headers: as('brand9'),
        payload: { side: 'tenant', uploadId },
      });
      expect(added.statusCode).toBe(201);
      const doc = added.json().tenant.at(-1);
      expect(doc).toMatchObject({ name: 'kbis.pdf' });
      expect((await t.app.inject({ url: doc.path, headers: as('brand9') })).statusCode).toBe(200);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${contract}/documents/${doc.id}`, headers: as('brand9') });
      expect(removed.statusCode).toBe(204);
    });
  });

  describe('dashboard', () => {
    const occupancy = async (who: string) => {
      const widgets = (await t.app.inject({ url: '/api/dashboard', headers: as(who) })).json().widgets as {
        id: string;
        data: { value: number; total: number; link: string | null };
      }[];
      return widgets.find((w) => w.id === 'contracts.occupancy')?.data;
    };
    /** Ads held today (Paris) by a live platform contract from Accepté to Préavis, counted apart from the API. */
    const letToday = (brand: ReturnType<typeof sql>) =>
      one<{ n: number }>(sql`
        select count(distinct ad_id)::int as n from contracts
        where kind = 'platform' and deleted_at is null and ad_id is not null and state between 1 and 5 and ${brand}
          and start_date <= (now() at time zone 'Europe/Paris')::date
          and (end_date is null or end_date >= (now() at time zone 'Europe/Paris')::date)`);

    it('counts the offices let today out of the ads listed, in the viewer’s scope', async () => {
      const platform = await occupancy('admin');
      const today = (await one<{ d: string }>(sql`select to_char(now() at time zone 'Europe/Paris', 'YYYY-MM-DD') as d`)).d;
      expect(platform).toEqual({
        value: (await letToday(sql`true`)).n,
        total: (await one<{ n: number }>(sql`select count(*)::int as n from ads where deleted_at is null`)).n,
        link: `/annonces?letOn=${today}`,
      });
      const brand = await occupancy('brand9');
      expect(brand?.value).toBe((await letToday(sql`brand_id = 9`)).n);
      expect(brand?.total).toBe(
        (await one<{ n: number }>(sql`select count(*)::int as n from ads where deleted_at is null and brand_id = 9`)).n,
      );
    });

    it('counts an ad once a contract holds it today, and not a draft or a contract still to come', async () => {
      const before = (await occupancy('brand9'))?.value ?? 0;
      const { id } = await one<{ id: number }>(sql`
        select c.id from contracts c
        where c.kind = 'platform' and c.brand_id = 9 and c.deleted_at is null and c.ad_id is not null
          and not exists (select 1 from contracts o where o.ad_id = c.ad_id and o.deleted_at is null and o.state between 1 and 5)
        order by c.id limit 1`);
      await t.database.db.execute(sql`update contracts set state = 0, start_date = current_date - 1, end_date = null where id = ${id}`);
      expect((await occupancy('brand9'))?.value).toBe(before);
      await t.database.db.execute(sql`update contracts set state = 2, start_date = current_date + 30 where id = ${id}`);
      expect((await occupancy('brand9'))?.value).toBe(before);
      await t.database.db.execute(sql`update contracts set start_date = current_date - 1 where id = ${id}`);
      expect((await occupancy('brand9'))?.value).toBe(before + 1);
    });
  });
});
