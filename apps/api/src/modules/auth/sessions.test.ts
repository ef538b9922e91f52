import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const NEW_PASSWORD = 'nouvelle phrase de passe';

describe.each(ENGINES)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${token}` } });
  const expectEnded = async (token: string) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: AUTH_LABELS.sessionExpired });
  };
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as number;

  it('ends every session opened before a password reset, and only those', async () => {
    const email = DEMO_ACCOUNTS.owner;
    const [before, elsewhere] = [await t.tokenFor(email), await t.tokenFor(email)];
    const bystander = await t.tokenFor(DEMO_ACCOUNTS.member);
    expect((await me(before)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/users/request/password/token', payload: { email, brand: null } });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.textBody.match(/\/reinitialisation\/([A-Za-z0-9_-]+)/)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset/password',
      payload: { token, plainPassword: { first: NEW_PASSWORD, second: NEW_PASSWORD } },
    });
    expect(reset.statusCode).toBe(200);

    await expectEnded(before);
    await expectEnded(elsewhere);
    expect((await me(bystander)).statusCode).toBe(200);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: email, password: NEW_PASSWORD } });
    expect((await me(signedIn.json().token)).statusCode).toBe(200);
  });

  it('ends the sessions of a member whose roles change', async () => {
    const email = brandStaffEmail('commercial', 9);
    const token = await t.tokenFor(email);
    const admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${await idOf(email)}/roles`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { roles: ['ROLE_ADMIN_OFFICE'] },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(token);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await me(await t.tokenFor(email))).json().roles).toContain('ROLE_ADMIN_OFFICE');
  });

  it('signs out everywhere: every session of the caller ends, the calling one included', async () => {
    const email = DEMO_ACCOUNTS.landlord;
    const [one, other] = [await t.tokenFor(email), await t.tokenFor(email)];
    const bystander = await t.tokenFor(DEMO_ACCOUNTS.commercial);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/my/sessions', headers: { authorization: `Bearer ${one}` } });
    expect(res.statusCode).toBe(204);
    await expectEnded(one);
    await expectEnded(other);
    expect((await me(bystander)).statusCode).toBe(200);
    expect((await me(await t.tokenFor(email))).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'DELETE', url: '/api/user/my/sessions', headers: { authorization: `Bearer ${one}` } });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/my/sessions' })).statusCode).toBe(401);
  });
});
