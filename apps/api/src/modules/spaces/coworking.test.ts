import { ZCoworkingSpace, ZCoworkingSpaceList, ZCoworkingSpaceSheet } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS } from '@hubgrade/domain/spaces/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

/** Brand 10 lets coworking spaces ("posteDeTravail" module); brands 5 and 9 do not. */
describe.each(ENGINES)('coworking spaces on %s', (engine) => {
  let t: TestApp;
  let admin10: Record<string, string>;
  const first = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: number }>(t.database.db, query))[0]?.v as number;
  const siteOf = (brand: number) => first(sql`select id as v from sites where brand_id = ${brand} order by id limit 1`);
  /** The space of the brand whose live contracts hold the most seats. */
  const busiestOf = (brand: number) =>
    first(sql`select s.id as v from coworking_spaces s join contracts c on c.coworking_space_id = s.id
      where s.brand_id = ${brand} and c.deleted_at is null and c.state <> 6 group by s.id order by sum(c.seats) desc, s.id limit 1`);
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const body = async () => ({
    name: 'Open space Canal',
    color: '#00897B',
    espace: await siteOf(10),
    contractCapacity: 20,
    reservationCapacity: 8,
    openingHour: '08:00',
    closingHour: '20:00',
    dailyPrice: 0,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin10 = await auth(brandStaffEmail('admin', 10));
  });
  afterAll(() => t.close());

  it('lists the brand’s spaces and shows one with the contracts holding its seats', async () => {
    const list = ZCoworkingSpaceList.parse((await t.app.inject({ url: '/api/coworking?itemsPerPage=100', headers: admin10 })).json());
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((s) => s.brandId === 10)).toBe(true);
    const id = await busiestOf(10);
    const sheet = ZCoworkingSpaceSheet.parse((await t.app.inject({ url: `/api/coworking/${id}`, headers: admin10 })).json());
    expect(sheet.contracts.length).toBeGreaterThan(0);
    const live = sheet.contracts.filter((c) => c.state !== 6);
    expect(sheet.seatsHeld).toBe(live.reduce((sum, c) => sum + c.seats, 0));
    expect(sheet.contracts[0]?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 for another brand’s space, 403 to brands without the module and to a commercial writing', async () => {
    const foreign = await first(sql`select id as v from coworking_spaces where brand_id = 5 order by id limit 1`);
    expect((await t.app.inject({ url: `/api/coworking/${foreign}`, headers: admin10 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/coworking/999999', headers: admin10 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/coworking', headers: await auth(brandStaffEmail('admin', 5)) })).statusCode).toBe(403);
    const commercial = await auth(DEMO_ACCOUNTS.commercial);
    expect((await t.app.inject({ url: `/api/coworking/${foreign}`, headers: commercial })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/coworking', headers: commercial, payload: await body() })).statusCode).toBe(
      403,
    );
  });

  it('creates a free space with a history entry, then edits its price and hours', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/coworking', headers: admin10, payload: await body() });
    expect(created.statusCode).toBe(201);
    const space = ZCoworkingSpace.parse(created.json());
    expect(space).toMatchObject({ brandId: 10, dailyPrice: 0, seatsHeld: 0, openingHour: '08:00' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/coworking/${space.id}`,
      headers: admin10,
      payload: { dailyPrice: 2_500, closingHour: '21:30' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ dailyPrice: 2_500, closingHour: '21:30' });
    const history = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from history_entries where entity = 'coworking-space' and entity_id = ${space.id}`,
    );
    expect(history[0]?.n).toBe(2);
  });

  it('refuses bad input with French field errors: hours, prices, a foreign site, a capacity below the contracts', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/coworking',
      headers: admin10,
      payload: { ...(await body()), color: 'vert', dailyPrice: -1, openingHour: '20:00', closingHour: '08:00' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      color: [COWORKING_LABELS.colorInvalid],
      dailyPrice: [COWORKING_LABELS.priceInvalid],
      closingHour: [COWORKING_LABELS.hoursOrder],
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/coworking',
      headers: admin10,
      payload: { ...(await body()), espace: await siteOf(5) },
    });
    expect(foreign.json().errors.espace).toEqual([COWORKING_LABELS.unknownSite]);
    const busiest = await busiestOf(10);
    const held = (await t.app.inject({ url: `/api/coworking/${busiest}`, headers: admin10 })).json().seatsHeld as number;
    const below = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/coworking/${busiest}`,
      headers: admin10,
      payload: { contractCapacity: held - 1 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors.contractCapacity).toEqual([COWORKING_LABELS.capacityBelowContracts(held)]);
    const late = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/coworking/${busiest}`,
      headers: admin10,
      payload: { openingHour: '23:00' },
    });
    expect(late.json().errors.closingHour).toEqual([COWORKING_LABELS.hoursOrder]);
  });
});
