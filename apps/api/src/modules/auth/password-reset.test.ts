import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { MAX_FAILED_SIGN_INS } from '@hubgrade/domain/auth/rules';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { historyEntries, mailOutbox, users, userTokens } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

const NEW_PASSWORD = 'nouvelle phrase de passe';

describe.each(ENGINES)('password reset on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const requestLink = (email: string, brand: number | null = null) =>
    t.app.inject({ method: 'POST', url: '/api/users/request/password/token', payload: { email, brand } });
  const reset = (token: string, first: string, second = first) =>
    t.app.inject({ method: 'POST', url: '/api/users/reset/password', payload: { token, plainPassword: { first, second } } });
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });

  /** The latest mail queued for `to`, read straight from mail_outbox. */
  async function lastMailTo(to: string) {
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
    return mail;
  }

  async function resetLink(to: string): Promise<{ url: string; token: string }> {
    const text = (await lastMailTo(to))?.textBody ?? '';
    const match = text.match(/(https?:\/\/\S+\/reinitialisation\/([A-Za-z0-9_-]+))/);
    if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
    return { url: match[1], token: match[2] };
  }

  async function outboxSize(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`);
    return row?.n ?? 0;
  }

  it('mails a one-hour single-use link that sets the new password', async () => {
    const email = DEMO_ACCOUNTS.owner;
    const res = await requestLink(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_LABELS.passwordRequestSuccess });

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Hubgrade');
    const link = await resetLink(email);
    expect(link.url).toBe(`${t.config.publicUrl}/reinitialisation/${link.token}`);

    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [stored] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user?.id ?? 0), eq(userTokens.purpose, 'reset_password')))
      .orderBy(desc(userTokens.id))
      .limit(1);
    expect(stored?.tokenHash).not.toBe(link.token);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(60_000);

    // A link used as the wrong kind of link is refused and stays usable.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { token: link.token } })).statusCode).toBe(400);

    const done = await reset(link.token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: AUTH_LABELS.passwordChanged });
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(link.token, 'encore une autre phrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: AUTH_LABELS.tokenInvalid });
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.entity, 'user'), eq(historyEntries.entityId, user?.id ?? 0)))
      .orderBy(desc(historyEntries.id))
      .limit(1);
    expect(entry?.newData).toEqual({ failedSignIns: 0, lockedAt: null, passwordChanged: true });
    const written = JSON.stringify([entry?.oldData, entry?.newData]);
    expect(written).not.toContain(NEW_PASSWORD);
    expect(written).not.toContain('scrypt');
  });

  it('gives the same answer for an unknown address and queues no mail', async () => {
    const before = await outboxSize();
    const unknown = await requestLink('personne@exemple.fr');
    const known = await requestLink(DEMO_ACCOUNTS.commercial);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await outboxSize()).toBe(before + 1);
    expect(await lastMailTo('personne@exemple.fr')).toBeUndefined();
  });

  it('points the link of a branded request at the brand back-office', async () => {
    await requestLink(DEMO_ACCOUNTS.brand, 9);
    const mail = await lastMailTo(DEMO_ACCOUNTS.brand);
    expect(mail?.brandId).toBe(9);
    const port = new URL(t.config.publicUrl).port;
    expect((await resetLink(DEMO_ACCOUNTS.brand)).url).toMatch(new RegExp(`^http://brand9\\.localhost:${port}/reinitialisation/`));
  });

  it('keeps only the newest link of an account usable', async () => {
    const email = DEMO_ACCOUNTS.office;
    await requestLink(email);
    const older = await resetLink(email);
    await requestLink(email);
    const newer = await resetLink(email);
    expect(newer.token).not.toBe(older.token);
    expect((await reset(older.token, NEW_PASSWORD)).json().message).toBe(AUTH_LABELS.tokenInvalid);
    expect((await reset(newer.token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const email = brandStaffEmail('commercial', 5);
    await requestLink(email);
    const { token } = await resetLink(email);
    await t.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    const res = await reset(token, NEW_PASSWORD);
    expect(res.json()).toEqual({ status: 400, message: AUTH_LABELS.tokenInvalid });
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules and leaves the link usable after a refusal', async () => {
    const email = DEMO_ACCOUNTS.member;
    await requestLink(email);
    const { token } = await resetLink(email);
    const cases: [string, string, string, string][] = [
      ['court', 'court', 'plainPassword.first', AUTH_LABELS.passwordTooShort],
      [NEW_PASSWORD, `${NEW_PASSWORD}.`, 'plainPassword.second', AUTH_LABELS.passwordMismatch],
      ['Password1', 'Password1', 'plainPassword.first', AUTH_LABELS.passwordCommon],
    ];
    for (const [first, second, field, message] of cases) {
      const res = await reset(token, first, second);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ERROR_LABELS.badRequest);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('unlocks a locked account', async () => {
    const email = DEMO_ACCOUNTS.landlord;
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signIn(email, `faux-${i}`);
    const locked = await signIn(email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(AUTH_LABELS.accountLocked);

    await requestLink(email);
    const { token } = await resetLink(email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ failedSignIns: 0, lockedAt: null, lockedUntil: null, lockCount: 0 });
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
