import { AD_LABELS, SUGGESTION_LABELS } from '@hubgrade/domain/ads/labels';
import { addMonths, availableStart } from '@hubgrade/domain/ads/rules';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { PNG, uploadForm } from '../uploads/sample-files.ts';

describe.each(ENGINES)('ads on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const one = async <T>(query: SQL): Promise<T> => {
    const [row] = await queryRows<T>(t.database.db, query);
    if (!row) throw new Error('no row');
    return row;
  };
  const adRow = async (id: number) => (await one<{ row: string }>(sql`select a::text as row from ads a where id = ${id}`)).row;
  /** An ad of the scope in the given shape, reset so that each test starts from what it states. */
  /** The ads already given a state by a test: another draw never takes one of them back. */
  const drawn: number[] = [];
  async function adWith(brand: number | null, set: SQL): Promise<number> {
    const { id } = await one<{ id: number }>(
      sql`select id from ads where brand_id is not distinct from ${brand} and deleted_at is null and booking_state < 4
          and id not in (select ad_id from contracts where ad_id is not null) and id <> all(${sql.param(drawn)}::int[])
          order by random() limit 1`,
    );
    drawn.push(id);
    await t.database.db.execute(sql`update ads set ${set} where id = ${id}`);
    return id;
  }
  const patchState = (who: string, id: number, adState: number) =>
    t.app.inject({ method: 'PATCH', url: `/api/annonces/${id}`, headers: as(who), payload: { hubgrade_ad: { adState } } });
  const patchBack = (who: string, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/back/annonces/${id}`, headers: as(who), payload });
  const historyOf = async (id: number) =>
    (await t.app.inject({ url: `/api/history/slug/ad-${id}`, headers: as('admin') })).json() as {
      total: number;
      items: { newData: unknown }[];
    };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of Object.entries({
      admin: DEMO_ACCOUNTS.admin,
      commercial: DEMO_ACCOUNTS.commercial,
      brand9: DEMO_ACCOUNTS.brand,
      office9: brandStaffEmail('office', 9),
    })) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  describe('the ads table', () => {
    it('lists 25 ads newest first with the landlord and the current contract', async () => {
      const res = await t.app.inject({ url: '/api/annonces', headers: as('admin') });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: AdRow[]; total: number; next: string | null };
      expect(body.items).toHaveLength(25);
      const ids = body.items.map((a) => a.adId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const { n } = await one<{ n: number }>(sql`select count(*)::int as n from ads where deleted_at is null`);
      expect(body.total).toBe(n);
      expect(body.items[0]).toMatchObject({
        userEmail: expect.any(String),
        adPublicUrl: expect.stringContaining(body.items[0]?.adSlug ?? ''),
      });

      const rented = await one<{ ad_id: number; id: number; tenant_id: number }>(
        sql`select ad_id, id, tenant_id from contracts where kind = 'platform' and ad_id is not null and state between 1 and 5 and deleted_at is null order by id desc limit 1`,
      );
      const sheet = (await t.app.inject({ url: `/api/annonces/${rented.ad_id}`, headers: as('admin') })).json();
      expect(sheet).toMatchObject({ adId: rented.ad_id, adBookingId: rented.id, adBookingSenderId: rented.tenant_id });
      expect(sheet.adBookingState).toBeGreaterThanOrEqual(4);
    });

    it('pages with the keyset cursor exactly like page numbers', async () => {
      const first = (await t.app.inject({ url: '/api/annonces?sortBy=adRent&sortDesc=false', headers: as('admin') })).json();
      const byCursor = (
        await t.app.inject({ url: `/api/annonces?sortBy=adRent&sortDesc=false&page=2&after=${first.next}`, headers: as('admin') })
      ).json();
      const byNumber = (await t.app.inject({ url: '/api/annonces?sortBy=adRent&sortDesc=false&page=2', headers: as('admin') })).json();
      expect(byCursor.items.map((a: AdRow) => a.adId)).toEqual(byNumber.items.map((a: AdRow) => a.adId));
      const rents = [...first.items, ...byCursor.items].map((a: AdRow) => a.adRent);
      expect(rents).toEqual([...rents].sort((a, b) => a - b));
    });

    it('filters by state, city, category, landlord, boost, mandate, availability and search', async () => {
      const today = parisDay(new Date());
      const get = async (qs: string) => (await t.app.inject({ url: `/api/annonces?itemsPerPage=100&${qs}`, headers: as('admin') })).json();
      const sample = await one<{ city: string; user_id: number }>(
        sql`select city, user_id from ads where brand_id is null order by id limit 1`,
      );
      const checks: [string, (a: AdRow) => boolean][] = [
        ['state=online', (a) => a.adAdState >= 7],
        ['state=offline', (a) => a.adAdState < 7],
        [`city=${encodeURIComponent(sample.city)}`, (a) => a.adCity === sample.city],
        ['category=2', (a) => a.adCategory === 2],
        [`landlord=${sample.user_id}`, (a) => a.userId === sample.user_id],
        [`userId=${sample.user_id}`, (a) => a.userId === sample.user_id],
        ['boost=true', (a) => a.isBoost],
        ['mandate=2', (a) => a.mandateSigned],
        ['availability=available', (a) => a.adAvailabilityStart === null || a.adAvailabilityStart <= today],
        ['availability=unavailable', (a) => a.adAvailabilityStart !== null && a.adAvailabilityStart > today],
        ['search=bureau', (a) => `${a.adTitle} ${a.adCity} ${a.adAddress}`.toLowerCase().includes('bureau')],
      ];
      for (const [qs, holds] of checks) {
        const body = await get(qs);
        expect(body.items.length, qs).toBeGreaterThan(0);
        expect(body.items.every(holds), qs).toBe(true);
      }
      const byId = await get(`search=${sample.user_id}`);
      expect(byId.total).toBeGreaterThanOrEqual(0);
      expect((await t.app.inject({ url: '/api/annonces?state=soon', headers: as('admin') })).statusCode).toBe(400);
    });

    it('lists the running boosts ending by a Paris day, the day included, and the ads let on a day', async () => {
      // Whether the list with these filters holds the ad, looked up by its id (the filters may match more than a page).
      const lists = async (qs: string, id: number) =>
        (
          (await t.app.inject({ url: `/api/annonces?itemsPerPage=100&search=${id}&${qs}`, headers: as('brand9') })).json().items as AdRow[]
        ).some((a) => a.adId === id);
      // Sunday 3 January 2100 ends at 23:00 UTC (Paris winter time): a boost at 22:59:59 ends that day, one at 23:00 the next.
      const lastMinute = await adWith(9, sql`boost_until = '2100-01-03 22:59:59+00'`);
      const nextDay = await adWith(9, sql`boost_until = '2100-01-03 23:00:00+00'`);
      expect(await lists('boostEndTo=2100-01-03', lastMinute)).toBe(true);
      expect(await lists('boostEndTo=2100-01-03', nextDay)).toBe(false);
      expect(await lists('boostEndTo=2100-01-04', lastMinute)).toBe(true);
      expect(await lists('boostEndTo=2100-01-04', nextDay)).toBe(true);
      // A boost already over is not one that ends.
      const over = await adWith(9, sql`boost_until = now() - interval '1 minute'`);
      expect(await lists(`boostEndTo=${parisDay(new Date())}`, over)).toBe(false);

      const {
        id: contract,
        ad_id: ad,
        state,
        start_date,
        end_date,
      } = await one<{
        id: number;
        ad_id: number;
        state: number;
        start_date: string;
        end_date: string | null;
      }>(
        sql`select id, ad_id, state, start_date::text, end_date::text from contracts
            where kind = 'platform' and brand_id = 9 and deleted_at is null and ad_id is not null order by id limit 1`,
      );
      await t.database.db.execute(
        sql`update contracts set state = 5, start_date = '2099-12-01', end_date = '2099-12-31' where id = ${contract}`,
      );
      expect(await lists('letOn=2099-12-01', ad)).toBe(true);
      expect(await lists('letOn=2099-12-31', ad)).toBe(true);
      expect(await lists('letOn=2100-01-01', ad)).toBe(false);
      await t.database.db.execute(sql`update contracts set state = 6 where id = ${contract}`);
      expect(await lists('letOn=2099-12-15', ad)).toBe(false);
      await t.database.db.execute(
        sql`update contracts set state = ${state}, start_date = ${start_date}, end_date = ${end_date} where id = ${contract}`,
      );

      const bad = await t.app.inject({ url: '/api/annonces?boostEndTo=2026-02-30', headers: as('brand9') });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ boostEndTo: [AD_LABELS.validation.date] });
    });

    it('shows a brand its own ads only; another brand’s ad is 404 even by id', async () => {
      const body = (await t.app.inject({ url: '/api/annonces?itemsPerPage=100', headers: as('brand9') })).json();
      expect(body.items.every((a: AdRow) => a.brandId === 9)).toBe(true);
      const other = await adWith(8, sql`title = title`);
      const before = await adRow(other);
      expect((await t.app.inject({ url: `/api/annonces/${other}`, headers: as('brand9') })).statusCode).toBe(404);
      expect((await patchState('brand9', other, 7)).statusCode).toBe(404);
      expect((await patchBack('brand9', other, { type: 'adDispo', value: '2030-01-01' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/annonces/${other}`, headers: as('brand9') })).statusCode).toBe(404);
      expect(await adRow(other)).toBe(before);
    });
  });

  describe('online and offline', () => {
    it('takes an eligible ad online, with its history entry', async () => {
      const id = await adWith(null, sql`state = 4, mandate = 2, wrong_photo = false`);
      const res = await patchState('commercial', id, 7);
      expect(res.statusCode).toBe(204);
      expect((await one<{ state: number }>(sql`select state from ads where id = ${id}`)).state).toBe(7);
      expect((await historyOf(id)).items[0]?.newData).toEqual({ state: 7 });
    });

    it('refuses to take online without a signed mandate, with a wrong photo, or when already online (409)', async () => {
      const cases: [SQL, string][] = [
        [sql`state = 4, mandate = 1, wrong_photo = false`, AD_LABELS.refusals.mandateNotSigned],
        [sql`state = 5, mandate = 2, wrong_photo = true`, AD_LABELS.refusals.wrongPhoto],
        [sql`state = 7, mandate = 2, wrong_photo = false`, AD_LABELS.refusals.alreadyOnline],
        [sql`state = 2, mandate = 2, wrong_photo = false`, AD_LABELS.refusals.notEligible],
      ];
      for (const [set, message] of cases) {
        const id = await adWith(null, set);
        const before = await adRow(id);
        const res = await patchState('admin', id, 7);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(message);
        expect(await adRow(id)).toBe(before);
      }
    });

    it('lets a branded deployment take online an ad flagged for its photos', async () => {
      const id = await adWith(9, sql`state = 3, mandate = 2, wrong_photo = true`);
      expect((await patchState('brand9', id, 7)).statusCode).toBe(204);
    });

    it('takes an ad offline for ROLE_ADMIN of the main platform only', async () => {
      const id = await adWith(null, sql`state = 8`);
      expect((await patchState('commercial', id, 6)).statusCode).toBe(403);
      const branded = await adWith(9, sql`state = 7`);
      expect((await patchState('brand9', branded, 6)).statusCode).toBe(403);
      expect((await patchState('admin', id, 6)).statusCode).toBe(204);
      expect((await one<{ state: number }>(sql`select state from ads where id = ${id}`)).state).toBe(6);
      const again = await patchState('admin', id, 6);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(AD_LABELS.refusals.notOnline);
    });

    it('refuses any other state and mixed payloads (400)', async () => {
      const id = await adWith(null, sql`state = 4`);
      expect((await patchState('admin', id, 9)).statusCode).toBe(400);
      const mixed = await t.app.inject({
        method: 'PATCH',
        url: `/api/annonces/${id}`,
        headers: as('admin'),
        payload: { hubgrade_ad: { adState: 7, title: 'x' } },
      });
      expect(mixed.statusCode).toBe(400);
    });
  });

  describe('availability and boost', () => {
    it('makes an ad unavailable for 6 months, available again, or available from a chosen date', async () => {
      const today = parisDay(new Date());
      const id = await adWith(null, sql`availability_start = null`);
      const unavailable = await patchBack('commercial', id, { type: 'adDispo', value: addMonths(today, 6) });
      expect(unavailable.statusCode).toBe(200);
      expect(unavailable.json()).toMatchObject({ id, contract: { availabilityStart: addMonths(today, 6) } });
      const available = await patchBack('commercial', id, { type: 'adDispo', value: availableStart(today) });
      expect(available.json().contract.availabilityStart).toBe(availableStart(today));
      const tooEarly = await patchBack('commercial', id, { type: 'adDispo', value: '2020-01-01' });
      expect(tooEarly.statusCode).toBe(409);
      expect(tooEarly.json().message).toBe(AD_LABELS.refusals.availabilityTooEarly);
      expect((await historyOf(id)).total).toBe(2);
    });

    it('boosts an online ad for 30, 60 or 90 days, once, and removes the boost', async () => {
      const id = await adWith(null, sql`state = 7, boost_until = null`);
      const res = await patchBack('commercial', id, { type: 'isBoost', value: true, duration: 60 });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.isBoost).toBe(true);
      const days = (Date.parse(answer.dateExpBoost) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(59.9);
      expect(days).toBeLessThan(60.1);
      const twice = await patchBack('commercial', id, { type: 'isBoost', value: true, duration: 30 });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(AD_LABELS.refusals.alreadyBoosted);
      const removed = await patchBack('admin', id, { type: 'isBoost', value: false });
      expect(removed.json()).toMatchObject({ isBoost: false, dateExpBoost: null });
      expect((await patchBack('admin', id, { type: 'isBoost', value: false })).statusCode).toBe(409);
    });

    it('treats a past boost as ended and refuses boosting offline ads or in a branded deployment', async () => {
      const expired = await adWith(null, sql`state = 7, boost_until = now() - interval '1 day'`);
      const sheet = (await t.app.inject({ url: `/api/annonces/${expired}`, headers: as('admin') })).json();
      expect(sheet.isBoost).toBe(false);
      expect((await patchBack('admin', expired, { type: 'isBoost', value: true, duration: 30 })).statusCode).toBe(200);
      const offline = await adWith(null, sql`state = 5, boost_until = null`);
      const refused = await patchBack('admin', offline, { type: 'isBoost', value: true, duration: 30 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(AD_LABELS.refusals.boostNotOnline);
      const branded = await adWith(9, sql`state = 7, boost_until = null`);
      expect((await patchBack('brand9', branded, { type: 'isBoost', value: true, duration: 30 })).statusCode).toBe(403);
      expect((await patchBack('admin', offline, { type: 'isBoost', value: true })).statusCode).toBe(400);
    });
  });

  describe('a rented ad (booking state 4–9, locked by its contract)', () => {
    it('cannot go offline or online or be boosted (409 with the reason), and nothing changes', async () => {
      const online = await adWith(null, sql`state = 7, mandate = 2, wrong_photo = false, booking_state = 5, boost_until = null`);
      const offline = await adWith(null, sql`state = 4, mandate = 2, wrong_photo = false, booking_state = 9`);
      const cases: [number, () => ReturnType<typeof patchState>, string][] = [
        [online, () => patchState('admin', online, 6), AD_LABELS.refusals.lockedOffline],
        [offline, () => patchState('admin', offline, 7), AD_LABELS.refusals.lockedOnline],
        [online, () => patchBack('admin', online, { type: 'isBoost', value: true, duration: 30 }), AD_LABELS.refusals.lockedBoost],
      ];
      for (const [id, send, message] of cases) {
        const before = await adRow(id);
        const res = await send();
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(message);
        expect(await adRow(id)).toBe(before);
      }
      expect((await historyOf(online)).total).toBe(0);
    });

    it('still changes its availability date and loses a running boost', async () => {
      const id = await adWith(null, sql`state = 7, booking_state = 6, boost_until = now() + interval '10 days'`);
      expect((await patchBack('admin', id, { type: 'adDispo', value: addMonths(parisDay(new Date()), 6) })).statusCode).toBe(200);
      expect((await patchBack('admin', id, { type: 'isBoost', value: false })).json()).toMatchObject({ isBoost: false });
    });
  });

  describe('deletion, edition and photos', () => {
    it('refuses to delete a rented ad and deletes another', async () => {
      const rented = await one<{ id: number }>(sql`select id from ads where booking_state between 4 and 9 and brand_id is null limit 1`);
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/annonces/${rented.id}`, headers: as('admin') });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(AD_LABELS.refusals.rented);
      const id = await adWith(null, sql`booking_state = 0`);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/annonces/${id}`, headers: as('commercial') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/annonces/${id}`, headers: as('admin') })).statusCode).toBe(204);
      expect((await t.app.inject({ url: `/api/annonces/${id}`, headers: as('admin') })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/annonces?search=${id}`, headers: as('admin') })).json().items.some((a: AdRow) => a.adId === id),
      ).toBe(false);
    });

    it('edits the fields of the sheet, signs the mandate and clears the photo flag', async () => {
      const id = await adWith(null, sql`mandate = 0, wrong_photo = true`);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/annonces/${id}`,
        headers: as('admin'),
        payload: { hubgrade_ad: { title: 'Bureau rénové', rentMonthly: 150000, mandate: 2, wrongPhoto: false } },
      });
      expect(res.statusCode).toBe(204);
      const sheet = (await t.app.inject({ url: `/api/annonces/${id}`, headers: as('admin') })).json();
      expect(sheet).toMatchObject({ adTitle: 'Bureau rénové', adRent: 150000, mandateSigned: true, wrongPhoto: false });
      expect((await historyOf(id)).items[0]?.newData).toEqual({ title: 'Bureau rénové', rentCents: 150000, mandate: 2, wrongPhoto: false });
    });

    it('links uploaded images as the ad’s photos', async () => {
      const id = await adWith(null, sql`title = title`);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: as('admin'),
        payload: uploadForm(PNG, 'salle.png'),
      });
      expect(upload.statusCode).toBe(201);
      const photoId = upload.json().id as number;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/annonces/${id}/photos`,
        headers: as('admin'),
        payload: { uploadIds: [photoId] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject([{ id: photoId, originalName: 'salle.png' }]);
      const sheet = (await t.app.inject({ url: `/api/annonces/${id}`, headers: as('admin') })).json();
      expect(sheet.photos.map((p: { id: number }) => p.id)).toEqual([photoId]);
      const unknown = await t.app.inject({
        method: 'PUT',
        url: `/api/annonces/${id}/photos`,
        headers: as('admin'),
        payload: { uploadIds: [999999] },
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('lets a salesperson reorder and remove photos someone else uploaded, but not add another’s upload', async () => {
      const id = await adWith(null, sql`title = title`);
      const upload = async (name: string) =>
        (await t.app.inject({ method: 'POST', url: '/api/upload/image', headers: as('admin'), payload: uploadForm(PNG, name) })).json()
          .id as number;
      const [first, second, loose] = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
      const put = (who: string, uploadIds: number[]) =>
        t.app.inject({ method: 'PUT', url: `/api/annonces/${id}/photos`, headers: as(who), payload: { uploadIds } });
      expect((await put('admin', [first, second])).statusCode).toBe(200);

      const reordered = await put('commercial', [second, first]);
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json().map((p: { id: number }) => p.id)).toEqual([second, first]);
      expect((await put('commercial', [first])).statusCode).toBe(200);
      // An upload of the administrator's that is not on this ad stays out of reach.
      expect((await put('commercial', [first, loose])).statusCode).toBe(400);
      const sheet = (await t.app.inject({ url: `/api/annonces/${id}`, headers: as('commercial') })).json();
      expect(sheet.photos.map((p: { id: number }) => p.id)).toEqual([first]);
    });
  });

  describe('creation', () => {
    it('creates a main-platform ad at state 3 in a new group', async () => {
      const landlord = await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.landlord}`);
      const landlords = await t.app.inject({ url: '/api/branded/true/users/type/1?search=loueur', headers: as('admin') });
      expect(landlords.json().some((l: { id: number }) => l.id === landlord.id)).toBe(true);
      const payload = {
        adGroupId: 0,
        hubgrade_ad: {
          user: landlord.id,
          category: 1,
          adState: 3,
          title: 'Bureau neuf à Lyon',
          description: 'Lumineux',
          areaSquare: 40,
          capacity: 5,
          address: { addressLine1: '3 rue de la République', city: 'Lyon', zipcode: '69002', country: 'FR' },
          contract: { contractTypes: [1, 4], rentMonthly: 120000 },
        },
      };
      const res = await t.app.inject({ method: 'POST', url: '/api/annonces', headers: as('commercial'), payload });
      expect(res.statusCode).toBe(201);
      const ad = res.json();
      expect(ad).toMatchObject({
        adTitle: 'Bureau neuf à Lyon',
        adAdState: 3,
        adCity: 'Lyon',
        adRent: 120000,
        contractTypes: [1, 4],
        adGroupName: 'Bureau neuf à Lyon',
      });
      expect(ad.adSlug).toBe(`bureau-neuf-a-lyon-${ad.adId}`);
      const groups = (await t.app.inject({ url: `/api/annonces-groups/users/${landlord.id}`, headers: as('commercial') })).json();
      expect(groups.some((g: { id: number }) => g.id === ad.adGroupId)).toBe(true);

      const noTypes = await t.app.inject({
        method: 'POST',
        url: '/api/annonces',
        headers: as('commercial'),
        payload: { ...payload, hubgrade_ad: { ...payload.hubgrade_ad, contract: { contractTypes: [], rentMonthly: 120000 } } },
      });
      expect(noTypes.statusCode).toBe(400);
      expect(noTypes.json().errors).toEqual({ 'hubgrade_ad.contract.contractTypes': [AD_LABELS.validation.contractTypes] });
      const zeroRent = await t.app.inject({
        method: 'POST',
        url: '/api/annonces',
        headers: as('commercial'),
        payload: { ...payload, hubgrade_ad: { ...payload.hubgrade_ad, contract: { contractTypes: [1], rentMonthly: 0 } } },
      });
      expect(zeroRent.statusCode).toBe(400);
    });

    it('creates a branded ad in one of the brand’s sites, and refuses another brand’s landlord', async () => {
      const landlord = await one<{ id: number }>(sql`select id from users where brand_id = 9 and account_type = 1 order by id limit 1`);
      const sites = (await t.app.inject({ url: '/api/brand/9/espace', headers: as('brand9') })).json();
      expect(sites.length).toBeGreaterThan(0);
      expect((await t.app.inject({ url: '/api/brand/5/espace', headers: as('brand9') })).statusCode).toBe(404);
      const groups = (await t.app.inject({ url: `/api/annonces-groups/users/${landlord.id}`, headers: as('brand9') })).json();
      const payload = {
        adGroupId: groups[0]?.id ?? 0,
        hubgrade_ad: {
          user: landlord.id,
          category: 2,
          title: 'Poste nomade',
          description: 'Calme',
          areaSquare: 6,
          capacity: 1,
          space: sites[0].id,
          contract: { contractTypes: [], rentMonthly: 30000, rentDaily: 2500 },
        },
      };
      const res = await t.app.inject({ method: 'POST', url: '/api/annonces', headers: as('brand9'), payload });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ brandId: 9, siteId: sites[0].id, adCity: sites[0].city, dailyRent: 2500 });
      const stranger = await one<{ id: number }>(sql`select id from users where brand_id = 8 and account_type = 1 order by id limit 1`);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/annonces',
        headers: as('brand9'),
        payload: { ...payload, hubgrade_ad: { ...payload.hubgrade_ad, user: stranger.id } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ 'hubgrade_ad.user': [AD_LABELS.refusals.landlordNotFound] });
    });

    it('serves the lists of the dialog', async () => {
      expect((await t.app.inject({ url: '/api/categories', headers: as('admin') })).json()).toEqual([
        { id: 1, name: 'Bureau privé' },
        { id: 2, name: 'Poste de travail' },
        { id: 3, name: 'Espace indépendant' },
      ]);
      expect((await t.app.inject({ url: '/api/contract-types', headers: as('admin') })).json()).toHaveLength(2);
      const landlords = (await t.app.inject({ url: '/api/branded/9/users/type/1', headers: as('brand9') })).json();
      expect(landlords.length).toBeGreaterThan(0);
      expect((await t.app.inject({ url: '/api/branded/8/users/type/1', headers: as('brand9') })).statusCode).toBe(404);
    });
  });

  describe('ad groups', () => {
    it('creates, renames and lists a landlord’s groups; another brand’s group is 404', async () => {
      const landlord = await one<{ id: number }>(sql`select id from users where brand_id = 9 and account_type = 1 order by id limit 1`);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/annonces-groups',
        headers: as('brand9'),
        payload: { name: 'Tour Nova', userId: landlord.id },
      });
      expect(created.statusCode).toBe(201);
      const group = created.json();
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/annonces-groups/${group.id}`,
        headers: as('brand9'),
        payload: { name: 'Tour Nova Est' },
      });
      expect(renamed.json()).toMatchObject({ id: group.id, name: 'Tour Nova Est', adsCount: 0, userId: landlord.id });
      const list = (await t.app.inject({ url: '/api/annonces-groups?search=Nova%20Est', headers: as('brand9') })).json();
      expect(list.items.map((g: { id: number }) => g.id)).toEqual([group.id]);
      const other = await one<{ id: number }>(sql`select id from ad_groups where brand_id = 8 limit 1`);
      expect((await t.app.inject({ url: `/api/annonces-groups/${other.id}`, headers: as('brand9') })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'PATCH', url: `/api/annonces-groups/${other.id}`, headers: as('brand9'), payload: { name: 'x' } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('suggestions and favourites', () => {
    it('stores a suggestion and mails it to the tenant with links to the ads', async () => {
      const tenant = await one<{ id: number; email: string }>(sql`select id, email from users where email = ${DEMO_ACCOUNTS.member}`);
      const ad = await one<{ id: number; slug: string }>(
        sql`select id, slug from ads where brand_id is null and deleted_at is null order by id limit 1`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suggestion',
        headers: as('commercial'),
        payload: { suggest: { user: tenant.email, intro: 'Voici <b>nos</b> idées', ads: [{ id: ad.id, message: 'Proche du métro' }] } },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        user: { id: tenant.id },
        intro: 'Voici <b>nos</b> idées',
        ads: [{ id: ad.id, message: 'Proche du métro' }],
      });
      const mail = await one<{ subject: string; html_body: string }>(
        sql`select subject, html_body from mail_outbox where to_address = ${tenant.email} order by id desc limit 1`,
      );
      expect(mail.subject).toBe(SUGGESTION_LABELS.mailSubject);
      expect(mail.html_body).toContain(`/${ad.slug}`);
      expect(mail.html_body).toContain('Voici &lt;b&gt;nos&lt;/b&gt; idées');
      const list = (await t.app.inject({ url: `/api/suggestions?userId=${tenant.id}`, headers: as('commercial') })).json();
      expect(list.items[0]).toMatchObject({ id: res.json().id });
    });

    it('refuses unknown ads, other brands’ ads and a landlord as recipient', async () => {
      const tenant = await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.member}`);
      const foreign = await one<{ id: number }>(sql`select id from ads where brand_id = 9 limit 1`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suggestion',
        headers: as('admin'),
        payload: {
          suggest: {
            user: tenant.id,
            intro: 'Bonjour',
            ads: [
              { id: foreign.id, message: 'x' },
              { id: 0, message: 'y' },
            ],
          },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['suggest.ads.0.id', 'suggest.ads.1.id']);
      const landlord = await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.landlord}`);
      const toLandlord = await t.app.inject({
        method: 'POST',
        url: '/api/suggestion',
        headers: as('admin'),
        payload: { suggest: { user: landlord.id, intro: 'Bonjour', ads: [{ id: foreign.id, message: 'x' }] } },
      });
      expect(toLandlord.json().errors).toEqual({ 'suggest.user': [SUGGESTION_LABELS.notTenant] });
    });

    it('lists a member’s favourites 20 a page; another brand’s member is 404', async () => {
      const member = await one<{ id: number; n: number }>(
        sql`select u.id, count(*)::int as n from users u join favourites f on f.user_id = u.id join ads a on a.id = f.ad_id and a.deleted_at is null
            where u.email = ${DEMO_ACCOUNTS.member} group by u.id`,
      );
      const res = await t.app.inject({ url: `/api/users/${member.id}/favourites`, headers: as('admin') });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(member.n);
      expect(body.items).toHaveLength(Math.min(20, member.n));
      expect(body.items[0]).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        annonceId: expect.any(Number),
        rentMonthly: expect.any(Number),
      });
      expect((await t.app.inject({ url: `/api/users/${member.id}/favourites`, headers: as('brand9') })).statusCode).toBe(404);
    });
  });

  it('adds the ads figures to the dashboard of staff', async () => {
    const widgets = (await t.app.inject({ url: '/api/dashboard', headers: as('brand9') })).json().widgets as {
      id: string;
      data: { value: number };
    }[];
    const online = widgets.find((w) => w.id === 'ads.online');
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from ads where brand_id = 9 and state >= 7 and deleted_at is null`,
    );
    expect(online?.data.value).toBe(n);
    expect(widgets.some((w) => w.id === 'ads.boostsEnding')).toBe(true);
  });
});
