import { SPACE_LABELS } from '@hubgrade/domain/spaces/labels';
import { DEFAULT_WEEK_HOURS } from '@hubgrade/domain/spaces/opening-hours';
import { ZSpace, ZSpaceList } from '@hubgrade/domain/spaces/site-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('sites on %s', (engine) => {
  let t: TestApp;
  let admin9: Record<string, string>;
  const siteOf = async (brandId: number | null) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from sites where brand_id is not distinct from ${brandId} order by id limit 1`,
      )
    )[0]?.id as number;
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const body = {
    name: 'Le Carré Bastille',
    address: '12 rue de la Roquette',
    zipcode: '75011',
    city: 'Paris',
    openingHours: DEFAULT_WEEK_HOURS,
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin9 = await auth(brandStaffEmail('admin', 9));
  });
  afterAll(() => t.close());

  it('shows a site of the brand with what it hosts, and 404 for another brand’s or the platform’s', async () => {
    const headers = await auth(brandStaffEmail('office', 9));
    const own = await siteOf(9);
    const res = await t.app.inject({ url: `/api/espaces/${own}`, headers });
    expect(res.statusCode).toBe(200);
    const site = ZSpace.parse(res.json());
    expect(site).toMatchObject({ id: own, brandId: 9, brandName: 'Nova Services', zipcode: expect.stringMatching(/^\d{5}$/) });
    expect(site.openingHours).toHaveLength(7);
    expect(site.meetingRooms.length).toBe(site.meetingRoomCount);
    expect(site.coworkingSpaces.length).toBe(site.coworkingCount);
    expect((await t.app.inject({ url: `/api/espaces/${await siteOf(5)}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/espaces/${await siteOf(null)}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/espaces/999999', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/espaces/abc', headers })).statusCode).toBe(400);
  });

  it('lists the brand’s sites only, searched by city', async () => {
    const list = ZSpaceList.parse((await t.app.inject({ url: '/api/espaces?itemsPerPage=100', headers: admin9 })).json());
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((s) => s.brandId === 9)).toBe(true);
    const city = list.items[0]?.city as string;
    const found = ZSpaceList.parse(
      (await t.app.inject({ url: `/api/espaces?search=${encodeURIComponent(city)}`, headers: admin9 })).json(),
    );
    expect(found.items.every((s) => s.city === city || s.name.includes(city) || s.address.includes(city))).toBe(true);
  });

  it('lets a main-platform commercial read every brand’s sites, but not change them', async () => {
    const commercial = await auth(DEMO_ACCOUNTS.commercial);
    const res = await t.app.inject({ url: `/api/espaces/${await siteOf(5)}`, headers: commercial });
    expect(res.statusCode).toBe(200);
    expect(res.json().brandName).toBe('Cocoon Bureaux');
    expect((await t.app.inject({ method: 'POST', url: '/api/espaces', headers: commercial, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/espaces', headers: await auth(brandStaffEmail('member', 9)) })).statusCode).toBe(403);
  });

  it('creates a site in the caller’s brand with its hours and a history entry, then edits it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/espaces', headers: admin9, payload: body });
    expect(created.statusCode).toBe(201);
    const site = ZSpace.parse(created.json());
    expect(site).toMatchObject({ brandId: 9, name: 'Le Carré Bastille', openingHours: DEFAULT_WEEK_HOURS, coworkingCount: 0 });
    const saturday = [...DEFAULT_WEEK_HOURS.slice(0, 5), { opens: '09:00', closes: '13:00' }, null];
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/espaces/${site.id}`,
      headers: admin9,
      payload: { city: 'Paris 11e', openingHours: saturday },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ city: 'Paris 11e', openingHours: saturday });
    const history = await queryRows<{ city: string }>(
      t.database.db,
      sql`select new_data->>'city' as city from history_entries where entity = 'site' and entity_id = ${site.id} order by id`,
    );
    expect(history.map((h) => h.city)).toEqual(['Paris', 'Paris 11e']);
  });

  it('answers bad input with a French 400 on each field, never a 500', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/espaces',
      headers: admin9,
      payload: { ...body, name: ' ', zipcode: '7501', openingHours: [{ opens: '19:00', closes: '08:00' }, ...DEFAULT_WEEK_HOURS.slice(1)] },
    });
    expect(wrong.statusCode).toBe(400);
    const errors = wrong.json().errors;
    expect(errors.name).toEqual([SPACE_LABELS.required]);
    expect(errors.zipcode).toEqual([SPACE_LABELS.zipcodeInvalid]);
    expect(errors['openingHours.0.closes']).toEqual([SPACE_LABELS.hoursOrder]);
    const other = await t.app.inject({ method: 'POST', url: '/api/espaces', headers: admin9, payload: { ...body, brand: 5 } });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.brand).toEqual([SPACE_LABELS.unknownBrand]);
    const empty = await t.app.inject({ method: 'PATCH', url: `/api/patch/espaces/${await siteOf(9)}`, headers: admin9, payload: {} });
    expect(empty.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/espaces/${await siteOf(5)}`,
      headers: admin9,
      payload: { city: 'Lyon' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets the main platform create a site for a brand', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/espaces',
      headers: await auth(DEMO_ACCOUNTS.admin),
      payload: { ...body, brand: 5 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ brandId: 5, brandName: 'Cocoon Bureaux' });
  });
});
