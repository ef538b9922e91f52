import { answerEndsSession, TOKEN_LIFETIME_SECONDS } from '@hubgrade/domain/auth/rules';
import { SESSION_COOKIE } from '@hubgrade/domain/shell/landing-pages';
import { queryClient } from './query-client.ts';
import { BRAND_QUERY_ROOT } from './query-keys.ts';

/** Who ended the session decides where the visitor lands: the sign-in page alone, or with a way back. */
export type SignOutReason = 'user' | 'expired';

export interface SessionSnapshot {
  token: string | null;
  signedOutBy: SignOutReason | null;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the token must be readable synchronously at start-up, which the asynchronous Cookie Store API is not
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

let snapshot: SessionSnapshot = { token: readCookie(SESSION_COOKIE), signedOutBy: null };
let sessionRoles: readonly string[] = [];
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

export function storeToken(token: string): void {
  writeCookie(SESSION_COOKIE, token, TOKEN_LIFETIME_SECONDS);
  sessionRoles = [];
  publish({ token, signedOutBy: null });
}

/**
 * Logout calls no endpoint (spec shell §7): forgetting the cookie ends the session. Cached data of
 * the previous user goes with it; the brand of the host stays, it does not depend on the user.
 */
export function signOut(reason: SignOutReason): void {
  writeCookie(SESSION_COOKIE, '', 0);
  sessionRoles = [];
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== BRAND_QUERY_ROOT });
  if (snapshot.token !== null) publish({ token: null, signedOutBy: reason });
}

export function endSessionAfter(status: number): void {
  if (answerEndsSession(status, sessionRoles)) signOut('expired');
}

/** Roles of the signed-in user, kept so that the HTTP layer can apply the 403 rule without React. */
export function rememberRoles(roles: readonly string[]): void {
  sessionRoles = roles;
}
