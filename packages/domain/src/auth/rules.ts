export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so that hashing cost stays bounded; far above what a passphrase needs. */
export const PASSWORD_MAX_LENGTH = 256;
export const MAX_FAILED_SIGN_INS = 5;
/** The authentication token and cookie last 2 days (spec shell §9). */
export const TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/** Length in characters as a person counts them, not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Spec shell §5: French mobile starting 06 or 07, optionally with the +33 prefix. */
export function isFrenchMobile(value: string): boolean {
  return /^(?:0|\+33)[67]\d{8}$/.test(value.replace(/[\s.-]/g, ''));
}

export function normalizeFrenchMobile(value: string): string {
  const compact = value.replace(/[\s.-]/g, '');
  return compact.startsWith('+33') ? `0${compact.slice(3)}` : compact;
}

/**
 * A post-login redirect is kept only when it stays on this site (spec shell §4):
 * a single leading slash, no scheme, no protocol-relative or backslash tricks.
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target?.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject
  if (/[\u0000-\u001f\\]/.test(target)) return false;
  return true;
}

/** A confirmation link stays valid 48 hours, a password-reset link one hour; both work once. */
export const CONFIRMATION_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Back-office pages that mailed links open; the token is the last path segment. */
export const SIGN_IN_PATH = '/connexion';
export const CONFIRMATION_PATH = '/confirmation';
export const RESET_PASSWORD_PATH = '/reinitialisation';

/** Spec shell §6: a 401 or 403 answer ends the session, except a brand administrator's on 403. */
export function answerEndsSession(status: number, roles: readonly string[]): boolean {
  if (status === 401) return true;
  return status === 403 && !roles.includes('ROLE_ADMIN_BRAND');
}
