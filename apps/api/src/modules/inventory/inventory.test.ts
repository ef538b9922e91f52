import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { PNG, pdf, uploaded } from '../uploads/sample-files.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'member';

describe.each(ENGINES)('condition reports on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const upload = (data: Buffer, name: string) => uploaded(t.app, tokens.brand5, data, name);
  /** A new entry report of brand 5, on a contract of the options. */
  const newEntry = async () => {
    const options = (await call('brand5', 'GET', '/edl/options')).json();
    const res = await call('brand5', 'POST', '/edl', { contract: options.contracts[0].id });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', brandStaffEmail('admin', 9)],
      ['member', DEMO_ACCOUNTS.member],
    ];
    for (const [who, email] of accounts) tokens[who] = await t.tokenFor(email);
  });
  afterAll(() => t.close());

  it('creates the entry report of a contract with the usual rooms, once per contract', async () => {
    const options = (await call('brand5', 'GET', '/edl/options')).json();
    const contract = options.contracts[0].id as number;
    const res = await call('brand5', 'POST', '/edl', { contract });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({ kind: 'entry', state: 'draft', contract, brand: 5, filled: 0, exitReport: null, entryReport: null });
    expect(report.rooms.map((r: { name: string }) => r.name)).toEqual(['Bureau', 'Clés et badges']);
    expect((await call('brand5', 'GET', '/edl/options')).json().contracts.map((c: { id: number }) => c.id)).not.toContain(contract);
    const again = await call('brand5', 'POST', '/edl', { contract });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(L.refusals.entryExists);
  });

  it('saves rooms, items and photos of a draft, "Non concerné" counting as empty', async () => {
    const report = await newEntry();
    const photo = await upload(PNG, 'sol.png');
    const res = await call('brand5', 'PUT', `/edl/${report.id}`, {
      rooms: [
        {
          name: 'Bureau',
          items: [
            { name: 'Sol', condition: 'good', commentary: 'Parquet', photos: [photo] },
            { name: 'Store', condition: 'na' },
            { name: 'Chaises', condition: 'fair', number: 4, multiple: true },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ items: 3, filled: 2 });
    expect(saved.rooms[0].items[0]).toMatchObject({ name: 'Sol', condition: 'good', commentary: 'Parquet', photos: [{ id: photo }] });
    expect(saved.rooms[0].items[2]).toMatchObject({ number: 4, multiple: true });
    const file = await t.app.inject({ url: `/api/upload/${photo}/file`, headers: { authorization: `Bearer ${tokens.brand5}` } });
    expect(file.statusCode).toBe(200);
  });

  it('refuses bad items with French field errors and writes nothing', async () => {
    const report = await newEntry();
    const bad = await call('brand5', 'PUT', `/edl/${report.id}`, { rooms: [{ name: '', items: [{ name: 'Sol', number: -1 }] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'rooms.0.name': [L.refusals.required], 'rooms.0.items.0.number': [L.refusals.number] });
    const plan = await upload(pdf(), 'plan.pdf');
    const wrongType = await call('brand5', 'PUT', `/edl/${report.id}`, {
      rooms: [{ name: 'Bureau', items: [{ name: 'Sol', photos: [plan] }] }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ 'rooms.0.items.0.photos.0': [L.refusals.badPhotoType] });
    const strayEntry = await call('brand5', 'PUT', `/edl/${report.id}`, {
      rooms: [{ name: 'Bureau', items: [{ name: 'Sol', entryItem: 1 }] }],
    });
    expect(strayEntry.statusCode).toBe(400);
    expect((await call('brand5', 'GET', `/edl/${report.id}`)).json().rooms.map((r: { name: string }) => r.name)).toEqual([
      'Bureau',
      'Clés et badges',
    ]);
    expect((await call('brand5', 'POST', '/edl', { contract: 'x' })).statusCode).toBe(400);
  });

  it('makes the exit report from the entry report, shows the entry values, and freezes the entry', async () => {
    const entry = await newEntry();
    const photo = await upload(PNG, 'porte.png');
    await call('brand5', 'PUT', `/edl/${entry.id}`, {
      rooms: [
        {
          name: 'Bureau',
          items: [
            { name: 'Porte', condition: 'good', photos: [photo] },
            { name: 'Clés', number: 3, multiple: true },
          ],
        },
      ],
    });
    const res = await call('brand5', 'POST', `/edl/${entry.id}/exit`);
    expect(res.statusCode, res.body).toBe(201);
    const exit = res.json();
    expect(exit).toMatchObject({ kind: 'exit', state: 'draft', contract: entry.contract, filled: 0, entryReport: { id: entry.id } });
    const [door, keys] = exit.rooms[0].items;
    expect(door).toMatchObject({ name: 'Porte', condition: null, photos: [], entry: { condition: 'good', photos: [{ id: photo }] } });
    expect(keys).toMatchObject({ name: 'Clés', multiple: true, number: null, entry: { number: 3 } });
    expect((await call('brand5', 'POST', `/edl/${entry.id}/exit`)).statusCode).toBe(409);
    expect((await call('brand5', 'POST', `/edl/${exit.id}/exit`)).json().message).toBe(L.refusals.notEntry);
    expect((await call('brand5', 'GET', `/edl/${entry.id}`)).json().exitReport).toBe(exit.id);
    const frozen = await call('brand5', 'PUT', `/edl/${entry.id}`, { rooms: [] });
    expect(frozen.statusCode).toBe(409);

    const filled = await call('brand5', 'PUT', `/edl/${exit.id}`, {
      rooms: [
        {
          name: 'Bureau',
          items: [
            { name: 'Porte', condition: 'poor', entryItem: door.entry.id },
            { name: 'Clés', number: 2, multiple: true, entryItem: keys.entry.id },
            { name: 'Étagère', condition: 'good' },
          ],
        },
      ],
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().rooms[0].items.map((i: { entry: { id: number } | null }) => i.entry?.id ?? null)).toEqual([
      door.entry.id,
      keys.entry.id,
      null,
    ]);
    const foreign = await call('brand5', 'PUT', `/edl/${exit.id}`, {
      rooms: [{ name: 'Bureau', items: [{ name: 'Porte', entryItem: exit.rooms[0].items[0].id }] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'rooms.0.items.0.entryItem': [L.refusals.unknownEntryItem] });
    const history = await one<{ n: number }>(
      sql`select count(*)::int as n from history_entries where entity = 'contract' and entity_id = ${entry.contract}`,
    );
    expect(Number(history.n)).toBeGreaterThanOrEqual(4);
  });

  it('never rewrites a signed report', async () => {
    const signed = await one<{ id: number }>(sql`select id from inventory_reports where brand_id = 5 and state = 'signed' limit 1`);
    const res = await call('brand5', 'PUT', `/edl/${signed.id}`, { rooms: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(L.refusals.signed);
  });

  it('keeps each brand to its own reports and refuses members and brands without the module', async () => {
    const other = await one<{ id: number }>(sql`select id from inventory_reports where brand_id is null order by id limit 1`);
    expect((await call('brand5', 'GET', `/edl/${other.id}`)).statusCode).toBe(404);
    expect((await call('brand5', 'PUT', `/edl/${other.id}`, { rooms: [] })).statusCode).toBe(404);
    expect((await call('brand5', 'POST', `/edl/${other.id}/exit`)).statusCode).toBe(404);
    const list = (await call('brand5', 'GET', '/edl?itemsPerPage=100')).json();
    expect(list.items.length).toBeGreaterThan(0);
    const brands = await queryRows<{ brand_id: number | null }>(
      t.database.db,
      sql`select brand_id from inventory_reports where id = any(${sql.param(list.items.map((i: { id: number }) => i.id))}::int[])`,
    );
    expect(new Set(brands.map((b) => b.brand_id))).toEqual(new Set([5]));
    const foreignContract = await one<{ id: number }>(
      sql`select id from contracts where brand_id is null and deleted_at is null order by id desc limit 1`,
    );
    const refused = await call('brand5', 'POST', '/edl', { contract: foreignContract.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ contract: [L.refusals.unknownContract] });
    expect((await call('admin', 'GET', `/edl/${other.id}`)).statusCode).toBe(200);
    expect((await call('member', 'GET', '/edl')).statusCode).toBe(403);
    expect((await call('brand9', 'GET', '/edl')).statusCode).toBe(403);
  });

  it('filters the list by kind and reads the seeded exit report with its differences to compute', async () => {
    const exits = (await call('admin', 'GET', '/edl?kind=exit')).json();
    expect(exits.items.every((i: { kind: string }) => i.kind === 'exit')).toBe(true);
    const seeded = (await call('admin', 'GET', `/edl/${exits.items.at(-1).id}`)).json();
    expect(seeded.entryReport.rooms.length).toBe(seeded.rooms.length);
    expect(seeded.rooms[0].items[1]).toMatchObject({ condition: 'poor', entry: { condition: 'good' } });
  });
});
