import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PANEL_SCREEN_GONE_CLOSE } from '@hubgrade/domain/panels/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres, queryRows } from '../src/db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestApp, type ScratchPostgres, scratchPostgres, type TestApp } from './harness.ts';
import { type FrameClient, openClient, withContent, wsUrl } from './realtime-client.ts';
import { redisAnswers, TEST_REDIS_URL } from './redis.ts';
import { openScreen, type ScreenClient, screenUrl } from './screen-client.ts';

/**
 * Several API instances serve one user base: two instances on one PostgreSQL database and the
 * machine's Redis, each listening on its own loopback port. Skipped without TEST_DATABASE_URL or
 * without a reachable Redis (TEST_REDIS_URL, redis://127.0.0.1:6379 by default).
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = TEST_REDIS_URL;

const available = Boolean(DATABASE_URL) && (await redisAnswers(REDIS_URL));
if (!available) console.warn(`two-instance test skipped: ${DATABASE_URL ? `no Redis at ${REDIS_URL}` : 'TEST_DATABASE_URL is not set'}`);

interface Instance {
  app: App;
  database: Database;
  baseUrl: string;
}

describe.skipIf(!available)('two API instances on one PostgreSQL and Redis', () => {
  let scratch: ScratchPostgres | null = null;
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'hubgrade-test'),
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    WEB_DIST: join(tmpdir(), 'hubgrade-no-web'),
    AUTH_RATE_LIMIT: '100000',
    AUTH_ACCOUNT_RATE_LIMIT: '100000',
    REDIS_URL,
  });
  const instances: Instance[] = [];
  const open: FrameClient[] = [];
  const screens: ScreenClient[] = [];
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  let elsewhere: TestApp | null = null;

  const MEMBER = DEMO_ACCOUNTS.member;
  const OWNER = DEMO_ACCOUNTS.owner;
  const ADMIN = DEMO_ACCOUNTS.admin;
  const BRAND9 = DEMO_ACCOUNTS.brand;
  const at = (i: 0 | 1) => instances[i] as Instance;
  const A = 0;
  const B = 1;

  async function lastId(): Promise<number> {
    const [row] = await queryRows<{ id: number }>(at(A).database.db, sql`select coalesce(max(id), 0)::int as id from notifications`);
    return row?.id ?? 0;
  }
  /** `since` as the web client sends it: nothing raised after it can be missed. */
  async function connect(instance: 0 | 1, email: string): Promise<FrameClient> {
    const client = await openClient(wsUrl(at(instance).baseUrl, { token: tokens.get(email), since: await lastId() }));
    open.push(client);
    return client;
  }
  /** Over HTTP, as a browser would call the instance behind the load balancer. */
  async function send(instance: 0 | 1, recipients: string[], content: string): Promise<void> {
    const res = await fetch(`${at(instance).baseUrl}/api/notifs/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(ADMIN)}` },
      body: JSON.stringify({ userIds: recipients.map((e) => ids.get(e)), content }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }

  beforeAll(async () => {
    scratch = await scratchPostgres();
    for (const i of [A, B]) {
      const database = openPostgres(scratch.url, 5);
      await database.migrate();
      if (i === A && !scratch.prepared) await seedDemo(database.db);
      const app = await buildApp({ config, database });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, database, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
    for (const email of [MEMBER, OWNER, ADMIN, BRAND9]) {
      // Signed in on A, used on both: a session is a token, not a server's memory.
      const res = await at(A).app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      tokens.set(email, res.json().token);
      const [row] = await queryRows<{ id: number }>(at(A).database.db, sql`select id from users where email = ${email}`);
      ids.set(email, row?.id as number);
    }
  });
  afterAll(async () => {
    await Promise.all([...open, ...screens].map((c) => c.close()));
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await elsewhere?.close();
    await scratch?.drop();
  });

  it('brings a notification created through instance A to a client connected to instance B, and only to its user', async () => {
    const onB = await connect(B, MEMBER);
    const alsoOnA = await connect(A, MEMBER);
    const ownerOnA = await connect(A, OWNER);

    await send(A, [MEMBER], 'Créée sur A');
    const frame = await onB.frame(withContent('Créée sur A'));
    expect(frame.channel).toBe(`User.Notif.${ids.get(MEMBER)}`);
    expect((await alsoOnA.frame(withContent('Créée sur A'))).data).toEqual(frame.data);

    await send(B, [OWNER], 'Créée sur B');
    await ownerOnA.frame(withContent('Créée sur B'));
    await send(A, [MEMBER], 'Encore pour le membre');
    await Promise.all([onB, alsoOnA].map((c) => c.frame(withContent('Encore pour le membre'))));
    for (const client of [onB, alsoOnA]) expect(client.frames.map((f) => f.data.content)).not.toContain('Créée sur B');
    expect(ownerOnA.frames.map((f) => f.data.content)).toEqual(['Créée sur B']);
  }, 60_000);

  it('delivers each notification once per socket although both instances are woken by its commit', async () => {
    const onA = await connect(A, OWNER);
    const onB = await connect(B, OWNER);
    const contents = Array.from({ length: 30 }, (_, i) => `Série ${i}`);
    await Promise.all(contents.map((content, i) => send(i % 2 === 0 ? A : B, [OWNER], content)));
    await send(B, [OWNER], 'Fin de série');
    for (const client of [onA, onB]) {
      await client.frame(withContent('Fin de série'));
      const got = client.frames.map((f) => f.data.content).filter((c) => c.startsWith('Série'));
      expect(got.sort()).toEqual([...contents].sort());
    }
  }, 60_000);

  it('pushes a registration made on A to the brand administrators connected to B', async () => {
    const admin = await connect(B, BRAND9);
    // The brand is the host's; fetch cannot set Host, inject can.
    const res = await at(A).app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { host: 'brand9.localhost' },
      payload: {
        hubgrade_registration: {
          email: 'deux.instances@exemple.fr',
          firstName: 'Dora',
          lastName: 'Double',
          mobile: '0612345678',
          plainPassword: { first: 'une phrase de passe sûre', second: 'une phrase de passe sûre' },
          cgu: true,
          cguBrand: true,
          accountType: 2,
        },
        brand: 9,
      },
    });
    expect(res.statusCode).toBe(201);
    const frame = await admin.frame((f) => f.data.kind === 'account_pending');
    expect(frame.data).toMatchObject({ createdByFirstName: 'Dora', link: `/membres/${((await res.json()) as { id: number }).id}` });
  }, 60_000);

  it('signals a booking made through instance A to a lobby screen of its site connected to B, and cuts off a secret renewed on A', async () => {
    const [panel] = await queryRows<{ id: number; secret: string; room: number }>(
      at(A).database.db,
      sql`select p.id, p.secret, r.id as room from panels p join meeting_rooms r on r.site_id = p.site_id
          where p.brand_id is null order by p.id, r.id limit 1`,
    );
    const screen = await openScreen(screenUrl(at(B).baseUrl, panel?.secret ?? ''));
    screens.push(screen);
    // The first frame: the socket is held on B.
    await screen.received(1);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(ADMIN)}` };
    const booked = await fetch(`${at(A).baseUrl}/api/sdr-reservation`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        hubgrade_sdr_reservation: {
          user: ids.get(MEMBER),
          sdr: panel?.room,
          date: '2031-05-07T08:00:00.000Z',
          dateEnd: '2031-05-07T09:00:00.000Z',
          subject: 'Réservée sur A',
          quotaFree: true,
        },
        selectedTime: 0,
        forceReservation: true,
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    await screen.received(2);
    const renewed = await fetch(`${at(A).baseUrl}/api/panels/${panel?.id}/secret`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    expect(renewed.status).toBe(200);
    expect((await screen.closed).code).toBe(PANEL_SCREEN_GONE_CLOSE);
  }, 60_000);

  it('keeps apart another deployment sharing the Redis, whose user ids are the same', async () => {
    // The demo seed is deterministic: this user has the same id in both databases.
    const MEMBER9 = brandStaffEmail('member', 9);
    elsewhere = await createTestApp('pglite', { env: { REDIS_URL } });
    await elsewhere.app.listen({ port: 0, host: '127.0.0.1' });
    const elsewhereUrl = `http://127.0.0.1:${(elsewhere.app.server.address() as AddressInfo).port}`;
    const [there] = await queryRows<{ id: number }>(elsewhere.database.db, sql`select id from users where email = ${MEMBER9}`);
    const [here] = await queryRows<{ id: number }>(at(A).database.db, sql`select id from users where email = ${MEMBER9}`);
    expect(there?.id).toBe(here?.id);
    ids.set(MEMBER9, here?.id as number);
    tokens.set(
      MEMBER9,
      (await at(A).app.inject({ method: 'POST', url: '/api/login_check', payload: { username: MEMBER9, password: DEMO_PASSWORD } })).json()
        .token,
    );

    const stranger = await openClient(wsUrl(elsewhereUrl, { token: await elsewhere.tokenFor(MEMBER9), since: 0 }));
    open.push(stranger);
    const local = await connect(A, MEMBER9);
    await send(A, [MEMBER9], 'Pour ce déploiement');
    await local.frame(withContent('Pour ce déploiement'));
    // Both publishes go through one Redis: a misrouted frame would reach the stranger before this one.
    const res = await elsewhere.app.inject({
      method: 'POST',
      url: '/api/notifs/send',
      headers: { authorization: `Bearer ${await elsewhere.tokenFor(ADMIN)}` },
      payload: { userIds: [there?.id], content: 'Pour l’autre déploiement' },
    });
    expect(res.statusCode).toBe(201);
    await stranger.frame(withContent('Pour l’autre déploiement'));
    expect(stranger.frames.map((f) => f.data.content)).toEqual(['Pour l’autre déploiement']);
  }, 60_000);
});
