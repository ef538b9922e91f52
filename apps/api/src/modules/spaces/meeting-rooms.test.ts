import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('meeting rooms on %s', (engine) => {
  let t: TestApp;
  let admin5: Record<string, string>;
  const first = async <T>(query: ReturnType<typeof sql>) => (await queryRows<{ v: T }>(t.database.db, query))[0]?.v as T;
  const roomOf = (brand: number, type: 1 | 2) =>
    first<number>(sql`select id as v from meeting_rooms where brand_id = ${brand} and room_type = ${type} order by id limit 1`);
  const siteOf = (brand: number) => first<number>(sql`select id as v from sites where brand_id = ${brand} order by id limit 1`);
  const setUps = () => queryRows<{ id: number }>(t.database.db, sql`select id from meeting_room_set_ups order by id`);
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin5 = await auth(brandStaffEmail('admin', 5));
  });
  afterAll(() => t.close());

  it('lists the brand’s rooms only, and shows one with its prices, type and set-ups', async () => {
    const list = await t.app.inject({ url: '/api/sdr?itemsPerPage=100', headers: admin5 });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { brandId: number; sdrType: { id: number } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.brandId === 5)).toBe(true);
    expect(new Set(items.map((r) => r.sdrType.id))).toEqual(new Set([1, 2]));

    const room = await t.app.inject({ url: `/api/sdr/${await roomOf(5, 2)}`, headers: admin5 });
    expect(room.statusCode).toBe(200);
    expect(room.json()).toMatchObject({ sdrType: { id: 2, name: 'Salle avec disposition' }, priceEvening: null, brandId: 5 });
    expect(room.json().setUps).toHaveLength(3);
  });

  it('answers 404 for another brand’s room and an unknown one', async () => {
    expect((await t.app.inject({ url: `/api/sdr/${await roomOf(8, 1)}`, headers: admin5 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/sdr/999999', headers: admin5 })).statusCode).toBe(404);
    const platform = await auth(DEMO_ACCOUNTS.admin);
    expect((await t.app.inject({ url: `/api/sdr/${await roomOf(8, 1)}`, headers: platform })).statusCode).toBe(200);
  });

  it('refuses members and brands without the meeting-room module', async () => {
    expect((await t.app.inject({ url: '/api/sdr', headers: await auth(brandStaffEmail('member', 5)) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/sdr', headers: await auth(brandStaffEmail('admin', 9)) })).statusCode).toBe(403);
    // A brand's commercial is not one of its administrators, who alone see a brand's modules (spec shell §6).
    expect((await t.app.inject({ url: '/api/sdr', headers: await auth(brandStaffEmail('commercial', 5)) })).statusCode).toBe(403);
    const commercial = await auth(DEMO_ACCOUNTS.commercial);
    expect((await t.app.inject({ url: '/api/sdr', headers: commercial })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/sdr', headers: commercial, payload: {} })).statusCode).toBe(403);
  });

  it('creates a room with set-ups and a history entry, then edits it', async () => {
    const [a, b] = await setUps();
    const body = {
      name: 'Salle Opéra',
      color: '#FF5722',
      capacity: 12,
      price: 3_000,
      priceHalfDay: 10_000,
      sdrType: 2,
      setUps: [a?.id, b?.id],
      quotaHoursPerDay: 3,
      quotaHoursPerMonth: 20,
      espace: await siteOf(5),
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/sdr', headers: admin5, payload: body });
    expect(created.statusCode).toBe(201);
    const room = created.json();
    expect(room).toMatchObject({ name: 'Salle Opéra', priceHalfDay: 10_000, priceDay: null, brandId: 5, quotaHoursPerMonth: 20 });
    expect(room.setUps.map((s: { id: number }) => s.id).sort()).toEqual([a?.id, b?.id].sort());
    const history = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from history_entries where entity = 'meeting-room' and entity_id = ${room.id}`,
    );
    expect(history[0]?.n).toBe(1);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/sdr/${room.id}`,
      headers: admin5,
      payload: { sdrType: 1, priceDay: 30_000 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ sdrType: { id: 1 }, setUps: [], priceDay: 30_000, name: 'Salle Opéra' });
  });

  it('refuses bad rooms with French field errors, and another brand’s site or room', async () => {
    const base = { name: 'X', color: '#123456', capacity: 4, price: 1_000, sdrType: 1, espace: await siteOf(5) };
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/sdr', headers: admin5, payload });
    const setUpsOnType1 = await post({ ...base, setUps: [(await setUps())[0]?.id] });
    expect(setUpsOnType1.statusCode).toBe(400);
    expect(setUpsOnType1.json().errors.setUps).toEqual(['Seule une salle avec disposition prend des dispositions']);
    const quotas = await post({ ...base, quotaHoursPerDay: 5, quotaHoursPerMonth: 4 });
    expect(quotas.json().errors.quotaHoursPerMonth).toEqual(['Le quota par mois ne peut pas être inférieur au quota par jour']);
    expect((await post({ ...base, color: 'red' })).json().errors.color).toEqual(['Couleur invalide (#RRGGBB)']);
    expect((await post({ ...base, price: 10.5 })).statusCode).toBe(400);
    expect((await post({ ...base, sdrType: 3 })).statusCode).toBe(400);
    const otherSite = await post({ ...base, espace: await siteOf(8) });
    expect(otherSite.statusCode).toBe(400);
    expect(otherSite.json().errors.espace).toEqual(['Espace inconnu']);
    expect((await post({ ...base, sdrType: 2, setUps: [999_999] })).json().errors.setUps).toEqual(['Disposition inconnue']);
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/sdr/${await roomOf(8, 1)}`,
      headers: admin5,
      payload: { capacity: 2 },
    });
    expect(other.statusCode).toBe(404);
    const platform = await auth(DEMO_ACCOUNTS.admin);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/patch/sdr/${await roomOf(5, 1)}`,
      headers: platform,
      payload: { espace: await siteOf(8) },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.espace).toEqual(['Une salle de réunion reste dans les espaces de sa marque']);
    const count = await first<number>(sql`select count(*)::int as v from meeting_rooms where name = 'X'`);
    expect(count).toBe(0);
  });

  it('lists the set-ups', async () => {
    const res = await t.app.inject({ url: '/api/sdr-setup', headers: admin5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string }) => s.name)).toContain('Théâtre');
  });
  it('seeds rooms of both types on every demo site, set-ups on the type-2 ones, and bookings of each brand’s own members', async () => {
    const sitesWithout = await first<number>(sql`
      select count(*)::int as v from sites s
      where (select count(distinct room_type) from meeting_rooms r where r.site_id = s.id) < 2`);
    expect(sitesWithout).toBe(0);
    const type2WithoutSetUps = await first<number>(sql`
      select count(*)::int as v from meeting_rooms r
      where r.room_type = 2 and not exists (select 1 from meeting_room_set_up_links l where l.room_id = r.id)`);
    expect(type2WithoutSetUps).toBe(0);
    expect(await first<number>(sql`select count(*)::int as v from meeting_room_reservations`)).toBeGreaterThan(100);
    const crossBrand = await first<number>(sql`
      select count(*)::int as v from meeting_room_reservations b join users u on u.id = b.user_id
      where u.brand_id is distinct from b.brand_id`);
    expect(crossBrand).toBe(0);
  });
});
