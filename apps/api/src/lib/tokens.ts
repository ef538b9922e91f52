import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS } from '@hubgrade/domain/auth/rules';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenKeys {
  secret: Uint8Array;
}

export function tokenKeys(secret: string): TokenKeys {
  return { secret: new TextEncoder().encode(secret) };
}

export async function signToken(keys: TokenKeys, user: { id: number; email: string }): Promise<string> {
  return new SignJWT({ username: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keys.secret);
}

/** The user id of a valid token, or null. Only HS256 is accepted: `none` and others fail. */
export async function verifyToken(keys: TokenKeys, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
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
