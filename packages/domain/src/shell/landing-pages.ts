/** Spec shell §9: the authentication cookie keys are prefixed `back`; this one holds the token. */
export const SESSION_COOKIE = 'back_auth_token';

/** Whether a request's Cookie header carries a session token, expired or not. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`).test(cookieHeader ?? '');
}

/**
 * A page a visit usually starts on, whose HTML the web build writes for its address: its chunks
 * listed for the browser to fetch beside the entry, its first calls, its frame drawn before the
 * code has loaded (apps/web/build/landing-pages.ts). The server sends it instead of index.html.
 */
export interface LandingFile {
  /** The exact address, without query string. */
  path: string;
  /** The page is shown only to a visitor in this state; in the other one it redirects. */
  signedIn: boolean;
  /** Its HTML, relative to the web build's folder. */
  file: string;
}

/** Where the web build lists its landing files, relative to its folder. */
export const LANDING_MANIFEST = 'landing/pages.json';

/** The HTML file of the web build to send for an address of the app. */
export function landingFileFor(pages: readonly LandingFile[], path: string, cookieHeader: string | undefined): string {
  const signedIn = hasSessionCookie(cookieHeader);
  return pages.find((page) => page.path === path && page.signedIn === signedIn)?.file ?? 'index.html';
}
