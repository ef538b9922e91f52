import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from './http.ts';
import { getSessionSnapshot, getToken, rememberRoles, type SessionSnapshot, subscribeSession } from './session-store.ts';

export { type SignOutReason, signOut, storeToken as startSession } from './session-store.ts';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}

declare global {
  interface Window {
    /** GET /user/my, sent by index.html before the code loaded, with the token it was sent with. */
    __earlyUser?: { token: string; answer: Promise<Response | null> };
  }
}

/**
 * The user index.html asked for, when that answer is a success for the current token; taken once.
 * Any failure is left to a call of its own, which handles it as every call does.
 */
async function earlyUser(): Promise<AuthUser | null> {
  const early = window.__earlyUser;
  delete window.__earlyUser;
  if (!early || early.token !== getToken()) return null;
  const response = await early.answer;
  if (!response?.ok) return null;
  try {
    return (await response.json()) as AuthUser;
  } catch {
    return null;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'my'],
  queryFn: async ({ signal }): Promise<AuthUser> => {
    const user = (await earlyUser()) ?? (await api<AuthUser>('/user/my', { signal }));
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
