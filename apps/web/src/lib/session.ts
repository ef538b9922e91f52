import { authOperations } from '@hubgrade/domain/auth/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';
import { call, keyOf } from './call.ts';
import { getSessionSnapshot, getToken, rememberRoles, rolesRefused, type SessionSnapshot, subscribeSession } from './session-store.ts';

export { type SignOutReason, signOut, storeToken as startSession } from './session-store.ts';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}

export const currentUserQuery = queryOptions({
  queryKey: keyOf(authOperations.me),
  queryFn: async ({ signal }) => {
    const token = getToken();
    try {
      const user = await call(authOperations.me, { signal });
      rememberRoles(token, user.roles);
      return user;
    } catch (error) {
      // A refusal is final (no retry of a 4xx): the roles will never come for this token.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) rolesRefused(token);
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** The signed-in user (GET /user/my); idle while nobody is signed in. */
export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({ ...currentUserQuery, enabled: token !== null });
}
