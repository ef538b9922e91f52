import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from './http.ts';
import { getSessionSnapshot, rememberRoles, type SessionSnapshot, subscribeSession } from './session-store.ts';

export { type SignOutReason, signOut, storeToken as startSession } from './session-store.ts';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'my'],
  queryFn: async ({ signal }): Promise<AuthUser> => {
    const user = await api<AuthUser>('/user/my', { signal });
    rememberRoles(user.roles);
    return user;
  },
  staleTime: 5 * 60_000,
});

/** The signed-in user (GET /user/my); idle while nobody is signed in. */
export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({ ...currentUserQuery, enabled: token !== null });
}
