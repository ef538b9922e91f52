import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** A caller address of its own per test, so that counters kept in Redis by other runs do not count. */
function someIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

const CALLS: Record<string, { url: string; payload: () => unknown }> = {
  'sign-in': { url: '/api/login_check', payload: () => ({ username: DEMO_ACCOUNTS.member, password: 'mauvais-mdp' }) },
  'password reset request': { url: '/api/users/request/password/token', payload: () => ({ email: 'personne@exemple.fr', brand: null }) },
  registration: { url: '/api/users', payload: () => ({ hubgrade_registration: {}, brand: null }) },
};

describe.each(ENGINES)('rate limit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it.each(Object.keys(CALLS))('refuses the fourth %s call of a minute from one address in French', async (name) => {
    const call = CALLS[name] as (typeof CALLS)[string];
    const ip = someIp();
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: call.url, payload: call.payload() as object, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await send(ip)).statusCode).not.toBe(429);
    const fourth = await send(ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ status: 429, message: AUTH_LABELS.tooManyRequests });
    expect(fourth.headers['retry-after']).toBeDefined();
    // Another address still gets through.
    expect((await send(someIp())).statusCode).not.toBe(429);
  });
});

describe.each(ENGINES)('rate limit per account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { AUTH_ACCOUNT_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  const PER_TARGET: Record<string, { url: string; payload: (target: string) => object; first: string; second: string }> = {
    'sign-ins naming one account': {
      url: '/api/login_check',
      payload: (username) => ({ username, password: 'mauvais-mdp' }),
      first: DEMO_ACCOUNTS.commercial,
      second: DEMO_ACCOUNTS.office,
    },
    'reset mails asked for one address': {
      url: '/api/users/request/password/token',
      payload: (email) => ({ email, brand: null }),
      first: DEMO_ACCOUNTS.owner,
      second: 'personne@exemple.fr',
    },
  };

  it.each(Object.keys(PER_TARGET))('refuses the fourth of the hour of %s, whatever the address each comes from', async (name) => {
    const call = PER_TARGET[name] as (typeof PER_TARGET)[string];
    const send = (target: string) =>
      t.app.inject({ method: 'POST', url: call.url, payload: call.payload(target), remoteAddress: someIp() });
    // The same account however its address is written.
    for (const target of [call.first, call.first.toUpperCase(), ` ${call.first}`]) expect((await send(target)).statusCode).not.toBe(429);
    const fourth = await send(call.first);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ status: 429, message: AUTH_LABELS.tooManyAccountRequests });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await send(call.second)).statusCode).not.toBe(429);
  });

  it('queues no reset mail beyond the limit', async () => {
    const email = DEMO_ACCOUNTS.landlord;
    const count = async () =>
      (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
    const before = await count();
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/request/password/token',
        payload: { email, brand: null },
        remoteAddress: someIp(),
      });
    }
    expect(await count()).toBe(before + 3);
  });
});

function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const redisUp = await redisReachable();

describe.skipIf(!redisUp)('rate limit shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: '3', REDIS_URL };
    [first, second] = await Promise.all([createTestApp('pglite', { env }), createTestApp('pglite', { env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts the calls of one address across two instances', async () => {
    const remoteAddress = someIp();
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/request/password/token',
        payload: { email: 'personne@exemple.fr', brand: null },
        remoteAddress,
      });
    expect((await send(first)).statusCode).toBe(200);
    expect((await send(second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
    const fourth = await send(second);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(AUTH_LABELS.tooManyRequests);
  });
});
