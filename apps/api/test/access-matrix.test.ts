import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { PNG, uploadForm } from '../src/modules/uploads/sample-files.ts';
import {
  type AreaMatrix,
  type Call,
  type Cells,
  type Fixtures,
  HEADER,
  PEOPLE,
  type Row,
  show,
  WHO,
  type Who,
} from './access-matrix/matrix.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

/**
 * Every /api route called by every kind of user of the main platform and of two brands (5 and 9),
 * on a record of the caller's own scope and on another brand's. Each cell is the exact status.
 * A route without a row, or a row without a route, fails the test: a new route needs its row in
 * the `access-matrix/<area>.rows.ts` of its area.
 */

const MATRIX: Record<string, Row> = {};
const FIXTURES: Fixtures = {};
const AREA_DIR = join(import.meta.dirname, 'access-matrix');
for (const file of readdirSync(AREA_DIR).filter((name) => name.endsWith('.rows.ts'))) {
  const area = (await import(pathToFileURL(join(AREA_DIR, file)).href)) as AreaMatrix;
  for (const [key, row] of Object.entries(area.rows)) {
    if (key in MATRIX) throw new Error(`${file}: ${key} already has a row`);
    MATRIX[key] = row;
  }
  Object.assign(FIXTURES, area.fixtures);
}

// Both engines are PostgreSQL and run the same statements: the matrix, the suite's longest file
// after the fuzz, runs once, on the engine production uses (PostgreSQL when the machine has one).
describe.each(ENGINES.slice(-1))('access matrix on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<Who, string>();
  const brandOf = new Map<Who, number | null>();
  const idOf = new Map<Who, number>();
  const records = new Map<string, number>();
  const mail = { main: 0, brand9: 0 };
  const notificationOf = new Map<Who | 'other', number>();
  const uploadOf = new Map<string, number>();

  const routeKeys = () => t.app.routeTable.map((r) => `${r.method} ${r.url}`);
  const scalar = async <T>(query: SQL): Promise<T> => {
    const [row] = await queryRows<{ v: T }>(t.database.db, query);
    if (!row) throw new Error('fixture not found in the demo data');
    return row.v;
  };
  const rowText = (table: string, id: number) => scalar<string>(sql`select t::text as v from ${sql.identifier(table)} t where id = ${id}`);

  function callFor(who: Who): Call {
    const brand = brandOf.get(who) ?? null;
    const record = (kind: string, b: number | null) => {
      const id = records.get(`${kind}:${b}`);
      if (id === undefined) throw new Error(`no fixture of kind ${kind}: declare it in the fixtures of its rows file`);
      return id;
    };
    return {
      who,
      own: (kind) => record(kind, brand),
      other: (kind) => record(kind, brand === 9 ? 5 : 9),
      self: idOf.get(who === 'anonymous' ? 'superAdmin' : who) as number,
      brand,
      db: t.database.db,
      scalar,
      mail,
      notification: {
        own: notificationOf.get(who === 'anonymous' ? 'superAdmin' : who) as number,
        other: notificationOf.get('other') as number,
      },
      upload(purpose, whose) {
        const caller = who === 'anonymous' ? 'superAdmin' : who;
        if (purpose !== 'delete' && whose !== 'self')
          return uploadOf.get(`${purpose}:${whose === 'own' ? brand : brand === 9 ? 5 : 9}`) as number;
        return uploadOf.get(`${purpose}:${whose}:${caller}`) as number;
      },
    };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of WHO) {
      const email = PEOPLE[who];
      if (email === null) continue;
      tokens.set(who, await t.tokenFor(email));
      const user = await queryRows<{ id: number; brand_id: number | null }>(
        t.database.db,
        sql`select id, brand_id from users where email = ${email}`,
      );
      idOf.set(who, user[0]?.id as number);
      brandOf.set(who, user[0]?.brand_id ?? null);
    }
    for (const [kind, query] of Object.entries(FIXTURES)) {
      for (const brand of [null, 5, 9]) records.set(`${kind}:${brand}`, await scalar<number>(query(brand)));
    }
    for (const [key, brand] of [
      ['main', null],
      ['brand9', 9],
    ] as const) {
      mail[key] = await scalar<number>(
        sql`insert into mail_outbox (brand_id, to_address, subject, text_body) values (${brand}, 'matrice@demo.test', 'Matrice', 'Bonjour') returning id as v`,
      );
    }
    for (const who of [...WHO, 'other'] as const) {
      const userId = who === 'other' ? records.get('member:null') : idOf.get(who);
      if (userId === undefined) continue;
      notificationOf.set(
        who,
        await scalar<number>(
          sql`insert into notifications (user_id, kind, content) values (${userId}, 'system', 'Matrice') returning id::int as v`,
        ),
      );
    }
    // Uploads go through the API, so that their files exist: by each caller, and by a plain user of each scope.
    const uploadAs = async (token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { authorization: `Bearer ${token}` },
        payload: uploadForm(PNG, 'matrice.png', 'image/png'),
      });
      if (res.statusCode !== 201) throw new Error(`fixture upload failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: number }).id;
    };
    const uploaderToken = new Map<number | null, string>();
    for (const brand of [null, 5, 9]) {
      const email = await scalar<string>(
        sql`select email as v from users where brand_id is not distinct from ${brand} and roles = '{ROLE_USER}' and enabled
            and deleted_at is null and email like '%exemple.fr' order by id limit 1`,
      );
      uploaderToken.set(brand, await t.tokenFor(email));
      uploadOf.set(`read:${brand}`, await uploadAs(uploaderToken.get(brand) as string));
      uploadOf.set(`loose:${brand}`, await uploadAs(uploaderToken.get(brand) as string));
    }
    for (const who of WHO) {
      const token = tokens.get(who);
      if (!token) continue;
      const brand = brandOf.get(who) ?? null;
      uploadOf.set(`read:self:${who}`, await uploadAs(token));
      uploadOf.set(`delete:self:${who}`, await uploadAs(token));
      uploadOf.set(`delete:own:${who}`, await uploadAs(uploaderToken.get(brand) as string));
      uploadOf.set(`delete:other:${who}`, await uploadAs(uploaderToken.get(brand === 9 ? 5 : 9) as string));
    }
  });
  afterAll(() => t.close());

  it('has a row for every registered route and a registered route for every row', () => {
    const registered = routeKeys();
    const missingRows = registered.filter((key) => !(key in MATRIX));
    const unregistered = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    const pending = unregistered.filter((key) => MATRIX[key]?.pendingRoute);
    if (pending.length > 0) console.warn(`Routes not registered yet (pendingRoute): ${pending.join(', ')}`);
    expect(missingRows, 'routes without a row in MATRIX').toEqual([]);
    expect(
      unregistered.filter((key) => !pending.includes(key)),
      'rows in MATRIX without a registered route',
    ).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const row = MATRIX[key] as Row;
    const route = t.app.routeTable.find((r) => `${r.method} ${r.url}` === key);
    if (!route) {
      expect(row.pendingRoute, `${key} is not registered`).toBe(true);
      console.warn(`${key}: route not registered yet, cells not checked`);
      return;
    }
    expect(route.access, `${key}: declared policy`).toEqual(row.access);

    for (const [name, testCase] of Object.entries(row.cases)) {
      const actual = {} as Cells;
      for (const who of WHO) {
        const call = callFor(who);
        const fresh = testCase.setup ? await testCase.setup(call) : 0;
        const guarded = testCase.guards?.(call, fresh);
        const before = guarded ? await rowText(guarded.table, guarded.id) : null;
        const token = tokens.get(who);
        const request = testCase.request(call, fresh);
        const res = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        actual[who] = res.statusCode;
        if (res.statusCode < 300) await testCase.undo?.(call);
        if (guarded && res.statusCode >= 300) {
          expect.soft(await rowText(guarded.table, guarded.id), `${key} ${name} as ${who}: refused write changed the row`).toBe(before);
        }
      }
      expect.soft(`${HEADER}\n${name}: ${show(actual)}`, `${key} ${name}`).toBe(`${HEADER}\n${name}: ${show(testCase.expect)}`);
    }
  });
});
