import { AUTH_LABELS, TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import { MAX_FAILED_SIGN_INS } from '@hubgrade/domain/auth/rules';
import { RECOVERY_CODE_COUNT } from '@hubgrade/domain/auth/two-factor';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { recoveryCodes, users, userTwoFactor } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

/** A code of the app `offset` steps from now (−1, 0 or +1 are taken). */
const codeAt = (secret: string, offset: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe.each(ENGINES)('second factor (TOTP) on %s', (engine) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A fresh account with the demo password, so that each case starts from its own state. */
  async function newAccount(roles: string[] = ['ROLE_ADMIN_BRAND'], brandId: number | null = 9): Promise<string> {
    serial += 1;
    const email = `totp-${serial}-${engine}@demo.test`;
    await t.database.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, roles, account_type, enabled, brand_id)
      select ${email}, password_hash, 'Test', 'Totp', ${`{${roles.join(',')}}`}::text[], 1, true, ${brandId}
      from users where email = ${DEMO_ACCOUNTS.admin}`);
    return email;
  }

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const login = (username: string, password = DEMO_PASSWORD) => post('/api/login_check', { username, password });

  /** Enrols an account from its own session; gives the key, the recovery codes and the session token. */
  async function enrol(email: string) {
    const token = await t.tokenFor(email);
    const setup = await t.app.inject({ method: 'POST', url: '/api/user/my/totp', headers: { authorization: `Bearer ${token}` } });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirmed = await post('/api/user/my/totp/confirm', { code: await codeAt(secret, -1) }, token);
    expect(confirmed.statusCode).toBe(200);
    return { secret, token, codes: confirmed.json().recoveryCodes as string[] };
  }

  async function failedTries(email: string) {
    const [row] = await t.database.db.select({ n: users.failedSignIns }).from(users).where(eq(users.email, email));
    return row?.n;
  }

  it('enrols: the key is shown with its QR code, a wrong first code is refused, the right one gives ten recovery codes', async () => {
    const email = await newAccount();
    const token = await t.tokenFor(email);
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/user/my/totp', headers: auth })).json()).toEqual({
      enabled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const setup = (await t.app.inject({ method: 'POST', url: '/api/user/my/totp', headers: auth })).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain('issuer=');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    // The key is stored encrypted, never as it was shown.
    const [stored] = await t.database.db.select().from(userTwoFactor);
    expect(stored?.secret).not.toContain(setup.secret);

    const wrong = await post(
      '/api/user/my/totp/confirm',
      { code: '000000' === (await codeAt(setup.secret, 0)) ? '111111' : '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [T.invalidCode] });
    const badFormat = await post('/api/user/my/totp/confirm', { code: '12ab' }, token);
    expect(badFormat.json().errors).toEqual({ code: [T.codeOnlyFormat] });

    const right = await post('/api/user/my/totp/confirm', { code: await codeAt(setup.secret, 0) }, token);
    expect(right.statusCode).toBe(200);
    const codes = right.json().recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
    const hashes = await t.database.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes);
    expect(hashes.map((h) => h.hash)).not.toContain(codes[0]?.replace('-', ''));

    const status = (await t.app.inject({ url: '/api/user/my/totp', headers: auth })).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Once confirmed, the key is never given again, and a new start is refused.
    const again = await t.app.inject({ method: 'POST', url: '/api/user/my/totp', headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.alreadyEnabled);
  });

  it('signs in in two steps: a challenge, a wrong code counted as a failed try, the right code, no replay', async () => {
    const email = await newAccount();
    const { secret } = await enrol(email);

    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const { challenge, secondFactor, token } = first.json();
    expect(secondFactor).toBe('code');
    expect(token).toBeUndefined();
    // The challenge is no session token.
    expect((await t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${challenge}` } })).statusCode).toBe(401);
    expect(await failedTries(email)).toBe(0);

    const wrong = await post('/api/login_check/totp', { challenge, code: (await codeAt(secret, 0)) === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(T.invalidCode);
    expect(await failedTries(email)).toBe(1);

    const code = await codeAt(secret, 0);
    const right = await post('/api/login_check/totp', { challenge, code });
    expect(right.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${right.json().token}` } });
    expect(me.json().email).toBe(email);
    expect(await failedTries(email)).toBe(0);

    // The same code, even with a new challenge, is refused within its window.
    const second = (await login(email)).json();
    const replayed = await post('/api/login_check/totp', { challenge: second.challenge, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(T.invalidCode);

    const forged = await post('/api/login_check/totp', {
      challenge: `${second.challenge.slice(0, -4)}AAAA`,
      code: await codeAt(secret, 1),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(T.challengeExpired);
    const wrongPassword = await login(email, 'faux-mot-de-passe');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(AUTH_LABELS.invalidCredentials);
  });

  it('locks the account after five wrong codes, as after five wrong passwords, even across new challenges', async () => {
    const email = await newAccount();
    const { secret } = await enrol(email);
    const current = await codeAt(secret, 0);
    const wrongCode = current === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    const { challenge } = (await login(email)).json();
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) {
      const again = (await login(email)).json();
      statuses.push(
        (await post('/api/login_check/totp', { challenge: i === 0 ? challenge : again.challenge, code: wrongCode })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(await failedTries(email)).toBe(MAX_FAILED_SIGN_INS - 1);
    // The fifth try locks, whichever step takes it: the code on an earlier challenge, as the password would.
    const fifth = await post('/api/login_check/totp', { challenge, code: wrongCode });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(AUTH_LABELS.accountLocked);
    expect((await login(email)).statusCode).toBe(423);
    expect((await post('/api/login_check/totp', { challenge, code: await codeAt(secret, 0) })).statusCode).toBe(423);
  });

  it('takes each recovery code once, and a regeneration replaces them all', async () => {
    const email = await newAccount(['ROLE_ADMIN_OFFICE'], 5);
    const { secret, token, codes } = await enrol(email);
    const [firstCode, secondCode] = codes as [string, string];

    const { challenge } = (await login(email)).json();
    const used = await post('/api/login_check/totp', { challenge, code: firstCode.toLowerCase() });
    expect(used.statusCode).toBe(200);
    const again = await post('/api/login_check/totp', { challenge: (await login(email)).json().challenge, code: firstCode });
    expect(again.statusCode).toBe(401);
    const status = await t.app.inject({ url: '/api/user/my/totp', headers: { authorization: `Bearer ${token}` } });
    expect(status.json().recoveryCodesLeft).toBe(9);

    const refused = await post(
      '/api/user/my/totp/recovery_codes',
      { code: '000000' === (await codeAt(secret, 0)) ? '111111' : '000000' },
      token,
    );
    expect(refused.statusCode).toBe(400);
    const regenerated = await post('/api/user/my/totp/recovery_codes', { code: await codeAt(secret, 0) }, token);
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().recoveryCodes).toHaveLength(10);
    const old = await post('/api/login_check/totp', { challenge: (await login(email)).json().challenge, code: secondCode });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/login_check/totp', {
      challenge: (await login(email)).json().challenge,
      code: regenerated.json().recoveryCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('disables with a current code only; then the password alone signs in again', async () => {
    const email = await newAccount(['ROLE_COMMERCIAL'], 9);
    const { secret, token } = await enrol(email);
    const wrong = await post('/api/user/my/totp/disable', { code: '000000' === (await codeAt(secret, 0)) ? '111111' : '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [T.invalidCode] });
    const done = await post('/api/user/my/totp/disable', { code: await codeAt(secret, 0) }, token);
    expect(done.statusCode).toBe(204);
    expect((await login(email)).json().token).toEqual(expect.any(String));
    const twice = await post('/api/user/my/totp/disable', { code: await codeAt(secret, 1) }, token);
    expect(twice.statusCode).toBe(409);
  });

  it('takes a brand administrator without the second factor to the enrolment when the brand requires it, and that brand only', async () => {
    const admin9 = await newAccount(['ROLE_ADMIN_BRAND'], 9);
    const admin5 = await newAccount(['ROLE_ADMIN_BRAND'], 5);
    const member9 = await newAccount(['ROLE_USER'], 9);
    const brandToken = await t.tokenFor(DEMO_ACCOUNTS.brand);
    const settings = (await t.app.inject({ url: '/api/settings/9', headers: { authorization: `Bearer ${brandToken}` } })).json();
    const { id: _, brandId: __, defaultMailFrom: ___, sites: ____, brands: _____, updatedAt: ______, ...values } = settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/9',
      payload: { ...values, adminTwoFactor: true },
      headers: { authorization: `Bearer ${brandToken}` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().adminTwoFactor).toBe(true);

    const answer = (await login(admin9)).json();
    expect(answer).toEqual({ secondFactor: 'enrolment', challenge: expect.any(String) });
    // The enrolment challenge opens nothing else: neither the API nor the code step.
    expect((await t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${answer.challenge}` } })).statusCode).toBe(401);
    expect((await post('/api/login_check/totp', { challenge: answer.challenge, code: '123456' })).json().message).toBe(T.challengeExpired);

    const setup = await post('/api/login_check/totp/enrolment', { challenge: answer.challenge });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const wrong = await post('/api/login_check/totp/enrolment/confirm', {
      challenge: answer.challenge,
      code: (await codeAt(secret, 0)) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post('/api/login_check/totp/enrolment/confirm', { challenge: answer.challenge, code: await codeAt(secret, 0) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const session = { authorization: `Bearer ${confirmed.json().token}` };
    expect((await t.app.inject({ url: '/api/user/my/totp', headers: session })).json()).toMatchObject({ enabled: true, required: true });
    // Required: it cannot be disabled.
    const disable = await post('/api/user/my/totp/disable', { code: await codeAt(secret, 1) }, confirmed.json().token);
    expect(disable.statusCode).toBe(422);
    expect(disable.json().message).toBe(T.requiredByBrand);
    // Next sign-ins ask for the code.
    expect((await login(admin9)).json().secondFactor).toBe('code');
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/9',
      payload: { ...values, adminTwoFactor: null },
      headers: { authorization: `Bearer ${brandToken}` },
    });

    // Another brand's administrator, and a member of brand 9, sign in with the password alone.
    expect((await login(admin5)).json().token).toEqual(expect.any(String));
    expect((await login(member9)).json().token).toEqual(expect.any(String));
  });

  it('keeps each user to their own second factor: another account’s code or challenge does nothing', async () => {
    const a = await newAccount(['ROLE_ADMIN_BRAND'], 9);
    const b = await newAccount(['ROLE_ADMIN_BRAND'], 5);
    const enrolledA = await enrol(a);
    const enrolledB = await enrol(b);
    // B's code on A's challenge, and B's recovery code, are wrong for A.
    const challengeA = (await login(a)).json().challenge;
    expect((await post('/api/login_check/totp', { challenge: challengeA, code: await codeAt(enrolledB.secret, 0) })).statusCode).toBe(401);
    expect((await post('/api/login_check/totp', { challenge: challengeA, code: enrolledB.codes[0] })).statusCode).toBe(401);
    // B's session disabling with B's code touches B only.
    expect((await post('/api/user/my/totp/disable', { code: await codeAt(enrolledB.secret, 0) }, enrolledB.token)).statusCode).toBe(204);
    expect((await login(a)).json().secondFactor).toBe('code');
    const statusA = await t.app.inject({ url: '/api/user/my/totp', headers: { authorization: `Bearer ${enrolledA.token}` } });
    expect(statusA.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The brand-9 administrator's session cannot reach brand 5's account: every call is on the caller's own account,
    // but for an administrator's reset of a member, held to their brand scope (tested below).
    const named = t.app.routeTable.filter((r) => r.url.includes('/totp') && r.url.includes(':')).map((r) => r.url);
    expect([...new Set(named)]).toEqual(['/api/users/:id/totp']);
  });

  it('ends a challenge with the session version: a password reset or sign-out everywhere voids it', async () => {
    const email = await newAccount();
    const { secret } = await enrol(email);
    const { challenge } = (await login(email)).json();
    await t.database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.email, email));
    const res = await post('/api/login_check/totp', { challenge, code: await codeAt(secret, 0) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(T.challengeExpired);
  });
  it('lets the member’s brand administrator reset a lost second factor: the password alone signs in, the member is mailed', async () => {
    const email = await newAccount(['ROLE_USER'], 9);
    await enrol(email);
    const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = member?.id as number;
    const as = async (who: string, method: 'GET' | 'DELETE') =>
      t.app.inject({ method, url: `/api/users/${id}/totp`, headers: { authorization: `Bearer ${await t.tokenFor(who)}` } });

    expect((await as(DEMO_ACCOUNTS.brand, 'GET')).json()).toEqual({ enabled: true, enrolledAt: expect.any(String) });
    // Another brand's administrator does not see the member, an office administrator may not.
    expect((await as(brandStaffEmail('admin', 5), 'DELETE')).statusCode).toBe(404);
    expect((await as(brandStaffEmail('office', 9), 'DELETE')).statusCode).toBe(403);
    expect((await login(email)).json()).toMatchObject({ secondFactor: 'code' });

    const reset = await as(DEMO_ACCOUNTS.brand, 'DELETE');
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toEqual([]);
    expect((await as(DEMO_ACCOUNTS.brand, 'GET')).json()).toEqual({ enabled: false, enrolledAt: null });
    expect((await login(email)).json()).toEqual({ token: expect.any(String) });
    const [mail] = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where to_address = ${email} order by id desc limit 1`,
    );
    expect(mail?.subject).toBe(T.member.mailSubject);

    const again = await as(DEMO_ACCOUNTS.brand, 'DELETE');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.notEnabled);
    const [self] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.brand));
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${self?.id}/totp`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO_ACCOUNTS.brand)}` },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(T.member.ownAccount);
  });
});
