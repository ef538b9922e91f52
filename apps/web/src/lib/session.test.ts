import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from './session.ts';
import { storeToken } from './session-store.ts';

const USER = { id: 7, email: 'alice@demo.test', roles: ['ROLE_ADMIN'] } as unknown as AuthUser;
const queryFn = currentUserQuery.queryFn as (context: { signal: AbortSignal }) => Promise<AuthUser>;
const ask = () => queryFn({ signal: new AbortController().signal });
const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => storeToken('token-a'));
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyUser;
});

describe('the signed-in user', () => {
  it('uses the answer index.html asked for with the same token, once, then asks the API itself', async () => {
    window.__earlyUser = { token: 'token-a', answer: answer(200, USER) };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ...USER, id: 8 })));
    vi.stubGlobal('fetch', fetch);
    expect((await ask()).id).toBe(7);
    expect(fetch).not.toHaveBeenCalled();
    expect((await ask()).id).toBe(8);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks the API again when the early answer was for another token, failed or could not be sent', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(USER)));
    vi.stubGlobal('fetch', fetch);
    for (const early of [
      { token: 'token-b', answer: answer(200, { ...USER, id: 9 }) },
      { token: 'token-a', answer: answer(401, { status: 401, message: 'Session expirée' }) },
      { token: 'token-a', answer: Promise.resolve(null) },
    ]) {
      window.__earlyUser = early;
      expect((await ask()).id).toBe(7);
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
