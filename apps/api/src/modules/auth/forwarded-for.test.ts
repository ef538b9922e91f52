import { randomInt } from 'node:crypto';
import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { MAX_FAILED_SIGN_INS } from '@hubgrade/domain/auth/rules';
import { and, asc, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const SPRAYED = 100;
const PER_IP = 30;

function someIp(): string {
  return `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Every password checked takes one try of its account first (sign-in.ts): the tries are the guesses evaluated. */
async function triesTaken(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select coalesce(sum(${users.failedSignIns}), 0)::int as n from ${users}`);
  return row?.n ?? 0;
}

/** Enough accounts that the lock of each (five tries) does not cap the spray: only the rate limits can. */
async function sprayTargets(t: TestApp): Promise<string[]> {
  const rows = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), like(users.email, '%@demo.test')))
    .orderBy(asc(users.id))
    .limit(SPRAYED / MAX_FAILED_SIGN_INS);
  expect(rows).toHaveLength(SPRAYED / MAX_FAILED_SIGN_INS);
  return rows.map((r) => r.email);
}

function signIn(t: TestApp, username: string, remoteAddress: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password: 'mauvais-mdp' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe.each(ENGINES)('X-Forwarded-For on %s', (engine) => {
  describe('with no proxy configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT: String(PER_IP) } });
    });
    afterAll(() => t.close());

    it(`evaluates ${PER_IP} of ${SPRAYED} passwords sprayed from one address with a forged header that changes each time`, async () => {
      const targets = await sprayTargets(t);
      const caller = someIp();
      const before = await triesTaken(t);
      const statuses: number[] = [];
      for (let i = 0; i < SPRAYED; i++) {
        const res = await signIn(t, targets[i % targets.length] as string, caller, someIp());
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toBe(AUTH_LABELS.tooManyRequests);
      }
      expect(await triesTaken(t)).toBe(before + PER_IP);
      expect(statuses.filter((s) => s === 429)).toHaveLength(SPRAYED - PER_IP);
      // The header does not open a way back in once the caller's own address is limited.
      expect((await signIn(t, targets[0] as string, caller, '127.0.0.1')).statusCode).toBe(429);
    });
  });

  describe('with the caller configured as a trusted proxy', () => {
    const proxy = someIp();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: `10.0.0.0/8, ${proxy}` } });
    });
    afterAll(() => t.close());

    it('limits the address the proxy reports, not the proxy', async () => {
      const [target] = await sprayTargets(t);
      const client = someIp();
      for (let i = 0; i < 3; i++) expect((await signIn(t, target as string, proxy, client)).statusCode).not.toBe(429);
      expect((await signIn(t, target as string, proxy, client)).statusCode).toBe(429);
      // Another client behind the same proxy is counted apart.
      expect((await signIn(t, target as string, proxy, someIp())).statusCode).not.toBe(429);
    });

    it('ignores the header from a caller that is not the configured proxy', async () => {
      const [, target] = await sprayTargets(t);
      const stranger = someIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await signIn(t, target as string, stranger, someIp())).statusCode);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('with one proxy hop trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('limits the address the nearest proxy reports, whatever the client wrote before it', async () => {
      const [, , target] = await sprayTargets(t);
      const client = someIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await signIn(t, target as string, someIp(), `${someIp()}, ${client}`)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
