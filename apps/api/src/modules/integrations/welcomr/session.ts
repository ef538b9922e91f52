import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A built-in WelcomR session lasts as long as a real one: long enough to open a menu and click. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', `welcomr:${secret}`).update(payload).digest('base64url');
}

/** A signed session id `{expiry}.{nonce}.{signature}`: checked without storing anything. */
export function signKsid(secret: string, now = Date.now()): string {
  const payload = `${now + SESSION_TTL_MS}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${signature(secret, payload)}`;
}

export function isKsidValid(secret: string, ksid: string, now = Date.now()): boolean {
  const parts = ksid.split('.');
  if (parts.length !== 3) return false;
  const [expiry, nonce, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(secret, `${expiry}.${nonce}`));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) && Number(expiry) > now;
}
