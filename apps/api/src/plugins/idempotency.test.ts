import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_LABELS } from '@hubgrade/domain/common/idempotency';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../seed/accounts.ts';

describe.each(ENGINES)('Idempotency-Key on create calls (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let siteId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await t.tokenFor(DEMO_ACCOUNTS.brand);
    const [site] = await queryRows<{ id: number }>(t.database.db, sql`select id from sites where brand_id = 9 order by id limit 1`);
    siteId = site?.id as number;
  });
  afterAll(() => t.close());

  const companiesNamed = async (name: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from companies where name = ${name}`))[0]?.n;
  const create = (name: string, key?: string, bearer = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { authorization: `Bearer ${bearer}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { name, siteId },
    });

  it('answers a retry whose reply was lost with the first answer, and creates the record once', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const name = `Perdue ${engine}`;
    const key = randomUUID();
    const body = JSON.stringify({ name, siteId });

    // The request goes out whole; the client drops the connection without reading the reply.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/companies HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nIdempotency-Key: ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    for (let i = 0; i < 100 && (await companiesNamed(name)) === 0; i++) await sleep(50);
    socket.destroy();
    expect(await companiesNamed(name)).toBe(1);

    const retry = await fetch(`${address}/api/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'content-type': 'application/json' },
      body,
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const answer = (await retry.json()) as { id: number; companyName: string };
    expect(answer.companyName).toBe(name);
    expect(await companiesNamed(name)).toBe(1);
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from companies where name = ${name}`);
    expect(answer.id).toBe(row?.id);

    // Without the key, the same retry is a second record: the key is what spared it.
    expect((await create(name)).statusCode).toBe(201);
    expect(await companiesNamed(name)).toBe(2);
  });

  it('replays the first answer byte for byte, for the same caller only', async () => {
    const key = randomUUID();
    const first = await create('Rejouée', key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create('Rejouée', key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await companiesNamed('Rejouée')).toBe(1);

    // Another user's key is their own: the same key creates their record.
    const other = await t.tokenFor(brandStaffEmail('admin', 9));
    expect((await create('Rejouée', key, other)).json().id).not.toBe(first.json().id);
    expect(await companiesNamed('Rejouée')).toBe(2);
  });

  it('refuses the same key for another request, and a key that is not a token, in French', async () => {
    const key = randomUUID();
    expect((await create('Première', key)).statusCode).toBe(201);
    const other = await create('Seconde', key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, message: IDEMPOTENCY_LABELS.otherRequest });
    expect(await companiesNamed('Seconde')).toBe(0);

    for (const bad of ['', 'a b', 'x'.repeat(256), 'clé']) {
      const refused = await create('Clé invalide', bad === '' ? undefined : bad);
      if (bad === '') continue;
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe(IDEMPOTENCY_LABELS.invalidKey);
    }
    expect(await companiesNamed('Clé invalide')).toBe(1);
  });

  it('keeps nothing of a refused call: its retry runs anew', async () => {
    const key = randomUUID();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: { name: 'Refusée', siteId: 999_999 },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await queryRows(t.database.db, sql`select 1 from idempotency_keys where key = ${key}`)).length).toBe(0);
  });

  it('forgets a key after a day', async () => {
    const key = randomUUID();
    expect((await create('Hier', key)).statusCode).toBe(201);
    await t.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const later = await create('Hier', key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await companiesNamed('Hier')).toBe(2);
  });

  it.runIf(engine === 'postgres')('creates once when the same key arrives several times at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('Simultanée', key)));
    expect(await companiesNamed('Simultanée')).toBe(1);
    const created = answers.filter((answer) => answer.statusCode === 201);
    // Each one either waited for the first and got its answer, or was told it still ran.
    expect(created.length + answers.filter((answer) => answer.statusCode === 409).length).toBe(answers.length);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    expect(created.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  });
});
