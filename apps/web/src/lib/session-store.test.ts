import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from './http.ts';
import { currentUserQuery } from './session.ts';
import { getSessionSnapshot, storeToken } from './session-store.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const refused = (status: number) => json(status, { status, message: 'Accès refusé', errors: {} });

function user(roles: AuthUser['roles']): AuthUser {
  return {
    id: 7,
    firstName: 'Bruno',
    lastName: 'Marque',
    email: 'bruno@demo.test',
    companyName: null,
    roles,
    userCompanyOwner: false,
    access: {},
    accountType: 1,
    brand: { id: 5, name: 'Cocoon Bureaux', urlBack: 'brand5.localhost' },
  };
}

/** GET /user/my as the app asks it; its answer waits for `answer` to be called. */
function currentUser(): { done: Promise<unknown>; answer: (response: Response) => void } {
  let answer: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  fetchMock.mockImplementationOnce(() => pending);
  const queryFn = currentUserQuery.queryFn as (context: { signal: AbortSignal }) => Promise<AuthUser>;
  const done = queryFn({ signal: new AbortController().signal }).catch((error: unknown) => error);
  return { done, answer };
}

async function forbiddenCall(): Promise<void> {
  fetchMock.mockResolvedValueOnce(refused(403));
  await send('/api/brands/5').catch(() => undefined);
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  storeToken('token-a');
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = () => getSessionSnapshot().token !== null;

describe('the 403 rule of spec shell §6', () => {
  it('keeps a brand administrator signed in on a 403 that came before /user/my answered', async () => {
    const me = currentUser();
    await forbiddenCall();
    expect(signedIn()).toBe(true);
    me.answer(json(200, user(['ROLE_ADMIN_BRAND'])));
    await me.done;
    expect(signedIn()).toBe(true);
  });

  it('signs out any other user once /user/my tells who they are', async () => {
    const me = currentUser();
    await forbiddenCall();
    expect(signedIn()).toBe(true);
    me.answer(json(200, user(['ROLE_USER'])));
    await me.done;
    expect(getSessionSnapshot()).toEqual({ token: null, signedOutBy: 'expired' });
  });

  it('applies the rule at once when the roles are already known', async () => {
    const me = currentUser();
    me.answer(json(200, user(['ROLE_ADMIN_BRAND'])));
    await me.done;
    await forbiddenCall();
    expect(signedIn()).toBe(true);

    storeToken('token-b');
    const other = currentUser();
    other.answer(json(200, user(['ROLE_ADMIN_OFFICE'])));
    await other.done;
    await forbiddenCall();
    expect(signedIn()).toBe(false);
  });

  it('signs out when /user/my itself is refused, as the roles will never come', async () => {
    const me = currentUser();
    await forbiddenCall();
    me.answer(refused(403));
    await me.done;
    expect(signedIn()).toBe(false);
  });

  it('signs out on a 401 at once, whoever the user is', async () => {
    fetchMock.mockResolvedValueOnce(refused(401));
    await send('/api/brands/5').catch(() => undefined);
    expect(signedIn()).toBe(false);
  });

  it('does not take the roles of a previous session for the new one', async () => {
    const old = currentUser();
    storeToken('token-b');
    old.answer(json(200, user(['ROLE_ADMIN_BRAND'])));
    await old.done;
    await forbiddenCall();
    expect(signedIn()).toBe(true);
    const me = currentUser();
    me.answer(json(200, user(['ROLE_USER'])));
    await me.done;
    expect(signedIn()).toBe(false);
  });
});
