import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_SECONDS } from '@hubgrade/domain/auth/two-factor';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenKeys } from '../../lib/tokens.ts';

/**
 * Keys of the second factor, each derived from the deployment's secret (JWT_SECRET) for one use
 * only: a challenge is signed with another key than a session token, so that neither passes for
 * the other; the TOTP keys are encrypted, and the recovery codes hashed, with keys of their own.
 */
const derived = new WeakMap<TokenKeys, { challenge: Uint8Array; secret: Buffer; recovery: Buffer }>();

function keysOf(keys: TokenKeys) {
  let found = derived.get(keys);
  if (!found) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', keys.secret, 'hubgrade-two-factor', info, 32));
    found = { challenge: new Uint8Array(derive('challenge')), secret: derive('totp-secret'), recovery: derive('recovery-code') };
    derived.set(keys, found);
  }
  return found;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each in base64url. */
export function encryptTotpSecret(keys: TokenKeys, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keysOf(keys).secret, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptTotpSecret(keys: TokenKeys, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('clé TOTP illisible');
  const decipher = createDecipheriv('aes-256-gcm', keysOf(keys).secret, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** A recovery code (normalised) as stored: an HMAC, so that a copy of the table gives nothing to try offline. */
export function hashRecoveryCode(keys: TokenKeys, code: string): string {
  return createHmac('sha256', keysOf(keys).recovery).update(code).digest('hex');
}

export type ChallengePurpose = 'code' | 'enrolment';

const AUDIENCE = 'hubgrade-two-factor';

/** The short-lived challenge between the password and the second factor, bound to the user and their session version. */
export function signChallenge(keys: TokenKeys, purpose: ChallengePurpose, user: { id: number; sessionVersion: number }): Promise<string> {
  return new SignJWT({ purpose, sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TWO_FACTOR_CHALLENGE_SECONDS}s`)
    .sign(keysOf(keys).challenge);
}

/** The user and session version a valid challenge of that purpose names, or null. */
export async function verifyChallenge(
  keys: TokenKeys,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<{ userId: number; sessionVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(challenge, keysOf(keys).challenge, { algorithms: ['HS256'], audience: AUDIENCE });
    const userId = Number(payload.sub);
    if (payload.purpose !== purpose || !Number.isSafeInteger(userId) || userId <= 0 || userId > 2_147_483_647) return null;
    if (typeof payload.sv !== 'number' || !Number.isSafeInteger(payload.sv)) return null;
    return { userId, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
