import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { MAX_FAILED_SIGN_INS } from '@hubgrade/domain/auth/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

const ATTEMPTS = 100;
/** The last attempts carry the right password: they must not get in once the lock is taken. */
const RIGHT_AT_THE_END = 10;

// PGlite runs one transaction at a time, so a race there would prove nothing: PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('sign-in lockout under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('evaluates exactly five of 100 parallel attempts and never lets one through', async () => {
    const username = DEMO_ACCOUNTS.member;
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { username, password: i >= ATTEMPTS - RIGHT_AT_THE_END ? DEMO_PASSWORD : `faux-${i}` },
        }),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const r of responses) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1);

    expect(byStatus.get(200)).toBeUndefined();
    // Four wrong guesses are told so; the fifth takes the lock; every other attempt is refused unchecked.
    expect(Object.fromEntries(byStatus)).toEqual({ 401: MAX_FAILED_SIGN_INS - 1, 423: ATTEMPTS - MAX_FAILED_SIGN_INS + 1 });
    for (const r of responses.filter((r) => r.statusCode === 423)) expect(r.json().message).toBe(AUTH_LABELS.accountLocked);

    const [user] = await t.database.db
      .select({ failedSignIns: users.failedSignIns, lockedAt: users.lockedAt })
      .from(users)
      .where(eq(users.email, username));
    expect(user?.failedSignIns).toBe(MAX_FAILED_SIGN_INS);
    expect(user?.lockedAt).toBeInstanceOf(Date);

    const after = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password: DEMO_PASSWORD } });
    expect(after.statusCode).toBe(423);
  });
});
