import { SETTINGS_LABELS as L } from '@hubgrade/domain/settings/labels';
import { ZSettings } from '@hubgrade/domain/settings/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'office5' | 'member5';

const VALUES = {
  seller: null,
  vatRates: null,
  terraceMaxGuests: null,
  terraceMaxDuration: null,
  quotaHoursPerDay: null,
  quotaHoursPerMonth: null,
  bookingMaxDaysAhead: null,
  mailSenderName: null,
  mailSenderAddress: null,
  defaultSiteId: null,
  adminTwoFactor: null,
};

describe.each(ENGINES)('settings on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const first = async <T>(query: ReturnType<typeof sql>) => (await rows<{ v: T }>(query))[0]?.v as T;
  const save = async (who: Who, brand: number, values: object) => {
    const res = await call(who, 'PUT', `/settings/${brand}`, { ...VALUES, ...values });
    expect(res.statusCode, res.body).toBe(200);
    return ZSettings.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    tokens.brand9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    tokens.office5 = await t.tokenFor(DEMO_ACCOUNTS.office);
    tokens.member5 = await t.tokenFor(brandStaffEmail('member', 5));
  });
  afterAll(() => t?.close());

  it('reads the defaults of a brand that has set nothing, with its seller and sites', async () => {
    const res = await call('office5', 'GET', '/settings/5');
    expect(res.statusCode, res.body).toBe(200);
    const settings = ZSettings.parse(res.json());
    expect(settings).toMatchObject({ id: null, brandId: 5, vatRates: null, mailSenderAddress: null, defaultMailFrom: t.config.mailFrom });
    expect(settings.seller?.siren).toMatch(/^\d{9}$/);
    const siteCount = await first<number>(sql`select count(*)::int as v from sites where brand_id = 5`);
    expect(settings.sites).toHaveLength(siteCount);
  });

  it('keeps each brand to its own settings; only brand administrators and the super admin write', async () => {
    expect((await call('brand5', 'GET', '/settings/9')).statusCode).toBe(404);
    expect((await call('brand5', 'GET', '/settings/0')).statusCode).toBe(404);
    expect((await call('brand5', 'PUT', '/settings/9', VALUES)).statusCode).toBe(404);
    expect((await call('office5', 'PUT', '/settings/5', VALUES)).statusCode).toBe(403);
    expect((await call('member5', 'GET', '/settings/5')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/settings/424242')).statusCode).toBe(404);
    const nine = await save('admin', 9, { mailSenderName: 'Marque Neuf', mailSenderAddress: 'bonjour@neuf.test' });
    expect(nine.mailSenderName).toBe('Marque Neuf');
    expect((await call('brand5', 'GET', '/settings/5')).json().mailSenderName).toBeNull();
  });

  it('refuses bad values field by field, in French, and writes nothing', async () => {
    const site9 = await first<number>(sql`select id as v from sites where brand_id = 9 order by id limit 1`);
    const res = await call('brand5', 'PUT', '/settings/5', {
      ...VALUES,
      vatRates: [2000, 1234],
      quotaHoursPerDay: 5,
      quotaHoursPerMonth: 2,
      bookingMaxDaysAhead: 0,
      terraceMaxDuration: 5,
      mailSenderName: 'Nom',
      mailSenderAddress: 'pas-une-adresse',
      seller: { name: '' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors['vatRates.1']).toEqual([L.refusals.vatRate]);
    expect(errors.bookingMaxDaysAhead).toEqual([L.refusals.days]);
    expect(errors.terraceMaxDuration).toEqual([L.refusals.duration]);
    expect(errors.mailSenderAddress).toContain(L.refusals.senderAddress);
    expect(errors['seller.siren']).toBeDefined();
    const order = await call('brand5', 'PUT', '/settings/5', { ...VALUES, quotaHoursPerDay: 5, quotaHoursPerMonth: 2 });
    expect(order.json().errors).toEqual({ quotaHoursPerMonth: [L.refusals.quotaOrder] });
    const otherSite = await call('brand5', 'PUT', '/settings/5', { ...VALUES, vatRates: [2000], defaultSiteId: site9 });
    expect(otherSite.statusCode).toBe(400);
    expect(otherSite.json().errors).toEqual({ defaultSiteId: [L.refusals.unknownSite] });
    expect(await first<number>(sql`select count(*)::int as v from brand_settings where brand_key = 5`)).toBe(0);
  });

  it('saves every value with the seller, historised, and billing prints the new seller', async () => {
    const current = ZSettings.parse((await call('brand5', 'GET', '/settings/5')).json());
    const site = current.sites[0]?.id ?? null;
    const saved = await save('brand5', 5, {
      seller: { ...current.seller, name: 'Cinq Espaces SAS', shareCapitalCents: 1_000_000 },
      vatRates: [2000, 550],
      terraceMaxGuests: 4,
      terraceMaxDuration: 120,
      quotaHoursPerDay: 3,
      quotaHoursPerMonth: 20,
      bookingMaxDaysAhead: 60,
      mailSenderName: 'Espaces Cinq',
      mailSenderAddress: 'contact@cinq.test',
      defaultSiteId: site,
    });
    expect(saved).toMatchObject({ vatRates: [2000, 550], quotaHoursPerDay: 3, bookingMaxDaysAhead: 60, defaultSiteId: site });
    expect(saved.seller).toMatchObject({ name: 'Cinq Espaces SAS', shareCapitalCents: 1_000_000 });
    expect(saved.id).toBeGreaterThan(0);
    const seller = await call('brand5', 'GET', '/invoices/seller/5');
    expect(seller.json().identity.name).toBe('Cinq Espaces SAS');

    const again = await save('brand5', 5, {
      ...saved,
      seller: null,
      sites: undefined,
      brands: undefined,
      id: undefined,
      brandId: undefined,
      defaultMailFrom: undefined,
      updatedAt: undefined,
      bookingMaxDaysAhead: null,
    });
    expect(again.seller?.name).toBe('Cinq Espaces SAS');
    const history = await rows<{ old_data: { bookingMaxDaysAhead: number } | null; new_data: { bookingMaxDaysAhead: number | null } }>(
      sql`select old_data, new_data from history_entries where entity = 'settings' and entity_id = ${saved.id} order by id`,
    );
    expect(history).toHaveLength(2);
    expect(history[0]?.old_data).toBeNull();
    expect(history[1]).toMatchObject({ old_data: { bookingMaxDaysAhead: 60 }, new_data: { bookingMaxDaysAhead: null } });
    const listed = await call('admin', 'GET', `/history/slug/settings-${saved.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(2);
  });

  it('gives a brand’s rooms without quotas its default quotas, and holds members to its booking horizon', async () => {
    await save('brand5', 5, { vatRates: [2000], quotaHoursPerDay: 3, quotaHoursPerMonth: 20, bookingMaxDaysAhead: 30 });
    const room = await first<number>(
      sql`select id as v from meeting_rooms where brand_id = 5 and quota_hours_per_day is null and quota_hours_per_month is null
          and price_half_day_cents is not null and room_type = 1 order by id limit 1`,
    );
    const member = await first<number>(sql`select id as v from users where email = ${brandStaffEmail('member', 5)}`);
    const quota = await call('member5', 'GET', `/sdr-reservation/check-quota/${room}/${member}?date_start=2031-03-12&selected_time=1`);
    expect(quota.statusCode, quota.body).toBe(200);
    expect(quota.json()).toMatchObject({ quotaHoursPerDay: 3, quotaHoursPerMonth: 20 });

    const far = await call('member5', 'POST', '/sdr-reservation', {
      hubgrade_sdr_reservation: { user: member, sdr: room, date: '2031-03-12', guests: '' },
      selectedTime: 1,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors['hubgrade_sdr_reservation.date']).toEqual([L.tooFarAhead(30)]);
  });

  it('refuses a product at a VAT rate the brand does not offer', async () => {
    const category = await first<number>(sql`select id as v from product_categories where brand_id = 5 order by id limit 1`);
    const site = await first<number>(sql`select id as v from sites where brand_id = 5 order by id limit 1`);
    const pack = {
      name: 'Pack au taux réduit',
      kind: 'credit_pack',
      category,
      unitPriceCents: 9_000,
      unit: 'one_off',
      sites: [site],
      creditsCents: 10_000,
      validityMonths: 6,
    };
    const res = await call('brand5', 'POST', '/services', { ...pack, vatRate: 550 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.vatRate).toEqual([L.refusals.vatRateNotOffered]);
    expect((await call('brand5', 'POST', '/services', { ...pack, vatRate: 2000 })).statusCode).toBe(201);
  });
});
