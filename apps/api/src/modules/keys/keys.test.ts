import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('keys and badges on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const siteOf = (brandId: number | null) =>
    one<{ id: number }>(sql`select id from sites where brand_id is not distinct from ${brandId} order by id limit 1`).then((r) => r.id);
  const typeNamed = (name: string) => one<{ id: number }>(sql`select id from key_types where name = ${name}`).then((r) => r.id);
  /** A site of the scope without a tariff of this type, so that a new one can be made. */
  const freeSiteFor = async (brandId: number | null, typeId: number) =>
    (
      await one<{ id: number }>(sql`select s.id from sites s where s.brand_id is not distinct from ${brandId}
        and not exists (select 1 from key_tariffs k where k.site_id = s.id and k.key_type_id = ${typeId}) order by s.id limit 1`)
    ).id;
  const memberOf = (brandId: number | null) =>
    one<{ id: number }>(sql`select id from users where brand_id is not distinct from ${brandId} and roles = '{ROLE_USER}'
      and deleted_at is null and email like '%exemple.fr' order by id limit 1`).then((r) => r.id);
  const historyOf = (tariffId: number) =>
    rows<{ old_data: unknown; new_data: unknown }>(
      sql`select old_data, new_data from history_entries where entity = 'key' and entity_id = ${tariffId} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['commercial5', brandStaffEmail('commercial', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['brand10', brandStaffEmail('admin', 10)],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  describe('price list', () => {
    it('lists the brand’s tariffs 20 a page, newest first, with type, site, price in cents and keys held', async () => {
      const res = await call('brand5', 'GET', '/key_tarif');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      const expected = await one<{ n: number }>(sql`select count(*)::int as n from key_tariffs where brand_id = 5`);
      expect(list.total).toBe(expected.n);
      expect(list.items.length).toBe(Math.min(20, expected.n));
      expect(list.items.every((i: { brandId: number }) => i.brandId === 5)).toBe(true);
      const ids = list.items.map((i: { id: number }) => i.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(list.items[0]).toMatchObject({
        key: { id: expect.any(Number), name: expect.any(String) },
        espace: { id: expect.any(Number), name: expect.any(String), address: expect.any(String) },
        price: expect.any(Number),
        heldCount: expect.any(Number),
      });
    });

    it('pages with the keyset cursor, sorts by price and filters by site, type and search', async () => {
      const first = (await call('admin', 'GET', '/key_tarif?itemsPerPage=5')).json();
      expect(first.next).toEqual(expect.any(String));
      const second = (await call('admin', 'GET', `/key_tarif?itemsPerPage=5&page=2&after=${first.next}`)).json();
      const offset = (await call('admin', 'GET', '/key_tarif?itemsPerPage=5&page=2')).json();
      expect(second.items.map((i: { id: number }) => i.id)).toEqual(offset.items.map((i: { id: number }) => i.id));

      const byPrice = (await call('admin', 'GET', '/key_tarif?sortBy=price&sortDesc=false&itemsPerPage=100')).json();
      const prices = byPrice.items.map((i: { price: number }) => i.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const site = await siteOf(5);
      const bySite = (await call('brand5', 'GET', `/key_tarif?espace=${site}`)).json();
      expect(bySite.items.length).toBeGreaterThan(0);
      expect(bySite.items.every((i: { espace: { id: number } }) => i.espace.id === site)).toBe(true);
      const badge = await typeNamed('Badge');
      const byType = (await call('brand5', 'GET', `/key_tarif?type=${badge}&search=badge`)).json();
      expect(byType.items.every((i: { key: { name: string } }) => i.key.name === 'Badge')).toBe(true);
      expect((await call('brand5', 'GET', '/key_tarif?search=zzzz-rien')).json()).toMatchObject({ items: [], total: 0 });
      expect((await call('brand5', 'GET', '/key_tarif?sortBy=brandId')).statusCode).toBe(400);
    });

    it('offers the caller’s sites and the platform’s and brand’s key types', async () => {
      const options = (await call('brand5', 'GET', '/key_tarif/options')).json();
      expect(options.types.map((t: { name: string }) => t.name).sort()).toEqual(['Badge', 'Badge parking', 'Clé', 'Télécommande parking']);
      const sites = await rows<{ id: number }>(sql`select id from sites where brand_id = 5`);
      expect(options.espaces.map((s: { id: number }) => s.id).sort()).toEqual(sites.map((s) => s.id).sort());
    });

    it('creates, edits and deletes a tariff, with history and French refusals', async () => {
      const type = await typeNamed('Télécommande parking');
      const espace = await freeSiteFor(5, type);
      const created = await call('brand5', 'POST', '/key_tarif', { espace, type, price: 4550 });
      expect(created.statusCode).toBe(201);
      const tariff = created.json();
      expect(tariff).toMatchObject({
        key: { id: type, name: 'Télécommande parking' },
        espace: { id: espace },
        price: 4550,
        brandId: 5,
        heldCount: 0,
      });

      const duplicate = await call('brand5', 'POST', '/key_tarif', { espace, type, price: 100 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(L.duplicate);

      const edited = await call('brand5', 'PATCH', `/patch/key_tarif/${tariff.id}`, { espace, type, price: 0 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().price).toBe(0);

      const negative = await call('brand5', 'PATCH', `/patch/key_tarif/${tariff.id}`, { price: -1 });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().errors.price).toEqual([L.priceMin]);
      const missing = await call('brand5', 'POST', '/key_tarif', { espace, price: 10 });
      expect(missing.json().errors.type).toEqual([L.required]);
      const fraction = await call('brand5', 'POST', '/key_tarif', { espace, type, price: 10.5 });
      expect(fraction.statusCode).toBe(400);

      const deleted = await call('brand5', 'DELETE', `/key_tarif/${tariff.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await call('brand5', 'GET', `/key_tarif/${tariff.id}`)).statusCode).toBe(404);
      expect((await historyOf(tariff.id)).map((h) => [h.old_data, h.new_data])).toEqual([
        [null, { espace, type, price: 4550 }],
        [
          { espace, type, price: 4550 },
          { espace, type, price: 0 },
        ],
        [{ espace, type, price: 0 }, null],
      ]);
    });

    it('refuses another brand’s site or key type, and another brand’s tariff is not found', async () => {
      const clé = await typeNamed('Clé');
      const brand9Site = await siteOf(9);
      const foreignSite = await call('brand5', 'POST', '/key_tarif', { espace: brand9Site, type: clé, price: 100 });
      expect(foreignSite.statusCode).toBe(400);
      expect(foreignSite.json().errors.espace).toEqual([L.unknownSite]);
      // Brand 10's own type is not offered at brand 5's sites, even by the super administrator.
      const casier = await typeNamed('Clé casier');
      const foreignType = await call('admin', 'POST', '/key_tarif', { espace: await siteOf(5), type: casier, price: 100 });
      expect(foreignType.json().errors.type).toEqual([L.typeNotForSite]);

      const other = await one<{ id: number; row: string }>(
        sql`select id, k::text as row from key_tariffs k where brand_id = 10 order by id limit 1`,
      );
      expect((await call('brand5', 'GET', `/key_tarif/${other.id}`)).statusCode).toBe(404);
      expect((await call('brand5', 'PATCH', `/patch/key_tarif/${other.id}`, { price: 1 })).statusCode).toBe(404);
      expect((await call('brand5', 'DELETE', `/key_tarif/${other.id}`)).statusCode).toBe(404);
      expect((await call('brand5', 'GET', `/key_tarif/${other.id}/assignments`)).statusCode).toBe(404);
      expect((await one<{ row: string }>(sql`select k::text as row from key_tariffs k where id = ${other.id}`)).row).toBe(other.row);
    });

    it('needs the keys module, and an administrator to change anything', async () => {
      expect((await call('brand9', 'GET', '/key_tarif')).statusCode).toBe(403);
      expect((await call('member', 'GET', '/key_tarif')).statusCode).toBe(403);
      expect((await call('commercial5', 'GET', '/key_tarif')).statusCode).toBe(403);
      expect((await call('office5', 'GET', '/key_tarif')).statusCode).toBe(200);
      expect((await call('brand10', 'GET', '/key_tarif')).statusCode).toBe(200);
    });
  });

  describe('assignments', () => {
    it('hands a key to a member of the site’s brand, refuses the same number twice, and takes it back', async () => {
      const tariff = await one<{ id: number }>(sql`select id from key_tariffs where brand_id = 5 order by id limit 1`);
      const user = await memberOf(5);
      const options = (await call('office5', 'GET', `/key_tarif/${tariff.id}/members?search=${encodeURIComponent('exemple')}`)).json();
      expect(options.length).toBeGreaterThan(0);
      expect(options.length).toBeLessThanOrEqual(20);

      const given = await call('office5', 'POST', `/key_tarif/${tariff.id}/assignments`, {
        user,
        label: 'Z-900',
        assignedAt: '2026-03-02',
      });
      expect(given.statusCode).toBe(201);
      const assignment = given.json();
      expect(assignment).toMatchObject({
        tariffId: tariff.id,
        label: 'Z-900',
        user: { id: user },
        assignedAt: '2026-03-02',
        returnedAt: null,
      });
      expect((await call('office5', 'GET', `/key_tarif/${tariff.id}`)).json().heldCount).toBeGreaterThan(0);

      const taken = await call('office5', 'POST', `/key_tarif/${tariff.id}/assignments`, { user, label: 'z-900' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(L.assignment.labelTaken);

      // Keys still held: the tariff stays, and its site cannot move.
      const refused = await call('brand5', 'DELETE', `/key_tarif/${tariff.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(L.stillAssigned);

      const early = await call('office5', 'POST', `/key_assignments/${assignment.id}/return`, { returnedAt: '2026-03-01' });
      expect(early.statusCode).toBe(400);
      expect(early.json().errors.returnedAt).toEqual([L.assignment.returnBeforeAssign]);
      const back = await call('office5', 'POST', `/key_assignments/${assignment.id}/return`, {});
      expect(back.statusCode).toBe(200);
      expect(back.json().returnedAt).toBe(parisDay());
      const twice = await call('office5', 'POST', `/key_assignments/${assignment.id}/return`, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(L.assignment.alreadyReturned);
      // The number is free again.
      expect((await call('office5', 'POST', `/key_tarif/${tariff.id}/assignments`, { user, label: 'Z-900' })).statusCode).toBe(201);

      const list = (await call('office5', 'GET', `/key_tarif/${tariff.id}/assignments?state=returned`)).json();
      expect(list.items.some((a: { id: number }) => a.id === assignment.id)).toBe(true);
      expect(list.items.every((a: { returnedAt: string | null }) => a.returnedAt !== null)).toBe(true);
      const held = (await call('office5', 'GET', `/key_tarif/${tariff.id}/assignments?state=held&search=Z-900`)).json();
      expect(held.items).toHaveLength(1);

      const history = await historyOf(tariff.id);
      expect(history.map((h) => h.new_data)).toEqual([
        { assignment: assignment.id, user, label: 'Z-900', assignedAt: '2026-03-02' },
        { assignment: assignment.id, returnedAt: parisDay() },
        expect.objectContaining({ label: 'Z-900' }),
      ]);
    });

    it('keeps members and assignments inside the brand', async () => {
      const tariff = await one<{ id: number }>(sql`select id from key_tariffs where brand_id = 5 order by id limit 1`);
      const outsider = await memberOf(9);
      const res = await call('admin', 'POST', `/key_tarif/${tariff.id}/assignments`, { user: outsider, label: 'X-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.user).toEqual([L.assignment.memberOutOfScope]);
      const options = (await call('admin', 'GET', `/key_tarif/${tariff.id}/members`)).json();
      const brands = await rows<{ brand_id: number | null }>(
        sql`select distinct brand_id from users where id in ${sql.raw(`(${options.map((o: { id: number }) => o.id).join(',')})`)}`,
      );
      expect(brands).toEqual([{ brand_id: 5 }]);

      const foreign = await one<{ id: number }>(
        sql`select id from key_assignments where brand_id = 10 and returned_on is null order by id limit 1`,
      );
      expect((await call('brand5', 'POST', `/key_assignments/${foreign.id}/return`, {})).statusCode).toBe(404);
      expect(
        (await one<{ returned_on: string | null }>(sql`select returned_on from key_assignments where id = ${foreign.id}`)).returned_on,
      ).toBeNull();
    });
  });

  it('seeds key types, tariffs on every site and keys held and returned', async () => {
    const counts = await one<{ sites_without: number; held: number; returned: number }>(sql`
      select (select count(*)::int from sites s where not exists (select 1 from key_tariffs k where k.site_id = s.id)) as sites_without,
             (select count(*)::int from key_assignments where returned_on is null) as held,
             (select count(*)::int from key_assignments where returned_on is not null) as returned`);
    expect(counts.sites_without).toBe(0);
    expect(counts.held).toBeGreaterThan(10);
    expect(counts.returned).toBeGreaterThan(5);
  });
});
