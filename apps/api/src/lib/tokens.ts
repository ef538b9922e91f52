import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS } from '@hubgrade/domain/auth/rules';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenKeys {
  secret: Uint8Array;
}

export function tokenKeys(secret: string): TokenKeys {
  return { secret: new TextEncoder().encode(secret) };
}

/** Who a valid token names, and the session version of that user it was signed under. */
export interface TokenSession {
  userId: number;
  sessionVersion: number;
}

export async function signToken(keys: TokenKeys, user: { id: number; email: string; sessionVersion: number }): Promise<string> {
  return new SignJWT({ username: user.email, sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keys.secret);
}

/** Tokens kept verified, oldest dropped first; a few megabytes at most. */
const VERIFIED_MAX = 10_000;

/**
 * Tokens already verified under these keys, with their user and expiry. A session sends the same
 * token with every call, and checking its signature (WebCrypto, through the thread pool) cost more
 * than the rest of the authentication; a token is only ever found here after passing that check.
 */
const verifiedTokens = new WeakMap<TokenKeys, Map<string, TokenSession & { expiresAt: number }>>();

/**
 * The session of a valid token, or null. Only HS256 is accepted: `none` and others fail. Whether
 * that session still holds is the user row's to say (its session version).
 */
export async function verifyToken(keys: TokenKeys, token: string): Promise<TokenSession | null> {
  let verified = verifiedTokens.get(keys);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(keys, verified);
  }
  const known = verified.get(token);
  if (known) {
    // Expired as jose has it: from the second of `exp` on.
    if (known.expiresAt > Math.floor(Date.now() / 1000)) return { userId: known.userId, sessionVersion: known.sessionVersion };
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    // Tokens signed before sessions had versions belong to the first one.
    const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
    if (!Number.isSafeInteger(sessionVersion)) return null;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { userId, sessionVersion: sessionVersion as number, expiresAt: payload.exp ?? Number.POSITIVE_INFINITY });
    return { userId, sessionVersion: sessionVersion as number };
  } catch {
    return null;
  }
}

/** A link token for mails: the random value goes out, only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
