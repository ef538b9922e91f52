import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

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
});
