import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { MAX_FAILED_SIGN_INS, normalizeEmail } from '@hubgrade/domain/auth/rules';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signIns, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { signToken, type TokenKeys } from '../../lib/tokens.ts';

/**
 * Sign-in with a lockout that holds under concurrency: each attempt first takes one of the
 * five allowed tries with a single conditional UPDATE, and only then checks the password.
 * However many guesses arrive at once, at most five are ever checked, and the one that takes
 * the fifth try is the one that locks (lockedAt is set exactly once).
 */
export async function signIn(db: Db, keys: TokenKeys, username: string, password: string): Promise<string> {
  const email = normalizeEmail(username);
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled, lockedAt: users.lockedAt })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!account) {
    await verifyPassword(password, DUMMY_HASH);
    throw new HttpError(401, AUTH_LABELS.invalidCredentials);
  }
  if (account.lockedAt) throw new HttpError(423, AUTH_LABELS.accountLocked);

  const [attempt] = await db
    .update(users)
    .set({
      failedSignIns: sql`${users.failedSignIns} + 1`,
      lockedAt: sql`case when ${users.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS} then now() else null end`,
    })
    .where(and(eq(users.id, account.id), lt(users.failedSignIns, MAX_FAILED_SIGN_INS), isNull(users.lockedAt)))
    .returning({ tries: users.failedSignIns });
  if (!attempt) throw new HttpError(423, AUTH_LABELS.accountLocked);

  if (!(await verifyPassword(password, account.passwordHash))) {
    throw new HttpError(
      attempt.tries >= MAX_FAILED_SIGN_INS ? 423 : 401,
      attempt.tries >= MAX_FAILED_SIGN_INS ? AUTH_LABELS.accountLocked : AUTH_LABELS.invalidCredentials,
    );
  }
  // The right password gives back the try it took, unless a concurrent wrong one locked meanwhile.
  const granted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ failedSignIns: 0, lastLogin: account.enabled ? new Date() : undefined })
      .where(and(eq(users.id, account.id), isNull(users.lockedAt)))
      .returning({ id: users.id, brandId: users.brandId });
    if (row && account.enabled) await tx.insert(signIns).values({ userId: row.id, brandId: row.brandId });
    return row;
  });
  if (!granted) throw new HttpError(423, AUTH_LABELS.accountLocked);
  if (!account.enabled) throw new HttpError(403, AUTH_LABELS.accountDisabled);
  return signToken(keys, { id: account.id, email });
}
