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
  // Spec shell §9 asks for a secure cookie. A secure context (https, localhost, *.localhost) takes
  // one; a plain-http LAN host would drop it, so there the cookie goes without the flag.
  const secure = window.isSecureContext ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the token must be readable synchronously at start-up, which the asynchronous Cookie Store API is not
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

let snapshot: SessionSnapshot = { token: readCookie(SESSION_COOKIE), signedOutBy: null };
/** The signed-in user's roles, null until GET /user/my has told them for this token. */
let sessionRoles: readonly string[] | null = null;
/**
 * A 403 came before the roles were known. Whether it ends the session waits for them: a brand
 * administrator keeps the session (spec shell §6), and the first calls of a page race /user/my.
 */
let forbiddenBeforeRoles = false;

function forgetRoles(): void {
  sessionRoles = null;
  forbiddenBeforeRoles = false;
}
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

/** Cached data of the user goes with the session; the brand of the host stays, it does not depend on the user. */
function forgetUserData(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== BRAND_QUERY_ROOT });
}

export function storeToken(token: string): void {
  writeCookie(SESSION_COOKIE, token, TOKEN_LIFETIME_SECONDS);
  forgetRoles();
  // A sign-in over another session (/login/auto) must not show the previous user's data.
  if (snapshot.token !== null && snapshot.token !== token) forgetUserData();
  publish({ token, signedOutBy: null });
}

/** Logout calls no endpoint (spec shell §7): forgetting the cookie ends the session. */
export function signOut(reason: SignOutReason): void {
  writeCookie(SESSION_COOKIE, '', 0);
  forgetRoles();
  forgetUserData();
  if (snapshot.token !== null) publish({ token: null, signedOutBy: reason });
}

/** Applies spec shell §6 to a 401 or 403 answer of a call made with the session's token. */
export function endSessionAfter(status: number): void {
  if (status === 403 && sessionRoles === null) {
    forbiddenBeforeRoles = true;
    return;
  }
  if (answerEndsSession(status, sessionRoles ?? [])) signOut('expired');
}

/**
 * Roles of the signed-in user, kept so that the HTTP layer can apply the 403 rule without React.
 * `token` is the one /user/my was asked with: an answer for a session that has since ended is
 * not this session's.
 */
export function rememberRoles(token: string | null, roles: readonly string[]): void {
  if (token === null || token !== snapshot.token) return;
  sessionRoles = roles;
  if (forbiddenBeforeRoles) {
    forbiddenBeforeRoles = false;
    endSessionAfter(403);
  }
}

/**
 * /user/my itself was refused: the roles will not come, so a 403 that waited for them ends the
 * session as any user's would.
 */
export function rolesRefused(token: string | null): void {
  if (token === null || token !== snapshot.token || !forbiddenBeforeRoles) return;
  forbiddenBeforeRoles = false;
  signOut('expired');
}
