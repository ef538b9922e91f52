import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { MAX_FAILED_SIGN_INS } from '@hubgrade/domain/auth/rules';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

const MINUTE = 60_000;

describe.each(ENGINES)('sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('gives a token and the signed-in user', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.admin);
    const me = await t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: DEMO_ACCOUNTS.admin, roles: ['ROLE_ADMIN'], brand: null });
  });

  it('refuses a wrong password with a French message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: DEMO_ACCOUNTS.member, password: 'mauvais-mdp' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: AUTH_LABELS.invalidCredentials });
  });

  it('locks the account at the fifth failure, and then refuses even the right password', async () => {
    const username = DEMO_ACCOUNTS.landlord;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password: `faux-${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
    const right = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password: 'demo1234' } });
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toBe(AUTH_LABELS.accountLocked);
  });

  it('refuses /user/my without a token', async () => {
    const res = await t.app.inject({ url: '/api/user/my' });
    expect(res.statusCode).toBe(401);
  });

  const attempt = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });

  async function lockOf(email: string) {
    const [row] = await t.database.db
      .select({ lockedAt: users.lockedAt, lockedUntil: users.lockedUntil, lockCount: users.lockCount, failedSignIns: users.failedSignIns })
      .from(users)
      .where(eq(users.email, email));
    return row;
  }

  /** Five wrong passwords, then the minutes the lock they took lasts. */
  async function lockMinutes(email: string): Promise<number> {
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await attempt(email, `faux-${i}`);
    const lock = await lockOf(email);
    return Math.round(((lock?.lockedUntil?.getTime() ?? 0) - (lock?.lockedAt?.getTime() ?? 0)) / MINUTE);
  }

  /** What the lock's delay would do: its end moved into the past. */
  const liftLock = (email: string) =>
    t.database.db.update(users).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(users.email, email));

  it('lifts a lock by itself after its delay, which doubles with each lock in a row up to a ceiling', async () => {
    const email = brandStaffEmail('member', 5);
    expect(await lockMinutes(email)).toBe(15);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(423);
    await liftLock(email);
    expect(await lockMinutes(email)).toBe(30);
    await liftLock(email);
    expect(await lockMinutes(email)).toBe(60);
    for (let i = 0; i < 4; i++) {
      await liftLock(email);
      await lockMinutes(email);
    }
    expect(await lockOf(email)).toMatchObject({ lockCount: 7, failedSignIns: MAX_FAILED_SIGN_INS });
    await liftLock(email);
    expect(await lockMinutes(email)).toBe(24 * 60);

    // Once lifted, the right password gets in, and the run of locks starts again from the first.
    await liftLock(email);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await lockOf(email)).toMatchObject({ lockedUntil: null, lockCount: 0, failedSignIns: 0 });
    expect(await lockMinutes(email)).toBe(15);
  });

  it('gives a lifted lock five fresh tries, not one', async () => {
    const email = brandStaffEmail('member', 8);
    await lockMinutes(email);
    await liftLock(email);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) statuses.push((await attempt(email, `faux-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('mails the owner in French once, when the account locks', async () => {
    const email = brandStaffEmail('owner', 9);
    const mailsTo = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
    const before = (await mailsTo()).length;
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await attempt(email, `faux-${i}`);
    expect(await mailsTo()).toHaveLength(before);
    await attempt(email, 'faux-5');
    await attempt(email, 'faux-6');
    const mails = (await mailsTo()).slice(before);
    expect(mails).toHaveLength(1);
    const port = new URL(t.config.publicUrl).port;
    expect(mails[0]).toMatchObject({ subject: 'Votre compte Nova Services est bloqué temporairement', brandId: 9 });
    expect(mails[0]?.textBody).toMatch(/jusqu'au \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    expect(mails[0]?.textBody).toContain(`http://brand9.localhost:${port}/connexion`);
    expect(mails[0]?.textBody).toContain('Mot de passe oublié ?');
  });
});
