import { isAdmin } from './roles.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is still taken (clock drift, typing time). */
export const TOTP_WINDOW_STEPS = 1;
/** The name the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Hubgrade';

/** Ten one-time recovery codes, shown once at enrolment or regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Ten characters of an alphabet without 0/O, 1/I/L or U (Crockford's base 32): 50 bits each. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 10;

/** The sign-in's challenge (between the password and the code) lasts five minutes. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** A six-digit code, spaces typed between the digits ignored. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s/g, '');
}

export function isTotpCode(value: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeTotpCode(value));
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isRecoveryCode(value: string): boolean {
  const code = normalizeRecoveryCode(value);
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c));
}

/** Shown in two groups of five (`ABCDE-FGHJK`), easier to copy by hand. */
export function formatRecoveryCode(code: string): string {
  const plain = normalizeRecoveryCode(code);
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** The key written out for manual entry, in groups of four. */
export function formatTotpKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Whether a user must have the second factor before anything else: an administrator (super,
 * brand or office) of a brand whose settings ask for it.
 */
export function twoFactorRequired(roles: readonly string[], brandRequiresForAdmins: boolean): boolean {
  return brandRequiresForAdmins && isAdmin(roles);
}
