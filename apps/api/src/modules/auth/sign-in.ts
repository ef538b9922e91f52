import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { accountLockedMail } from '@hubgrade/domain/auth/mails';
import { MAX_FAILED_SIGN_INS, normalizeEmail, SIGN_IN_PATH } from '@hubgrade/domain/auth/rules';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { signIns, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { signToken, type TokenKeys } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findLinkBrand, linkBase } from './mail-links.ts';

export interface SignInContext {
  db: Db;
  keys: TokenKeys;
  config: Config;
  mailer: Pick<Mailer, 'wake'>;
}

/** The tries of a lock that has lifted start again from nothing; otherwise one more. */
const tries = sql`(case when ${users.lockedUntil} is null then ${users.failedSignIns} else 0 end) + 1`;
const locks = sql`${tries} >= ${MAX_FAILED_SIGN_INS}`;

/** The first lock lasts authLockSeconds, each one in a row twice the one before, up to authLockMaxSeconds. */
function lockDelay(config: Config) {
  return sql`least(${config.authLockSeconds}::float8 * power(2, least(${users.lockCount}, 30)), ${config.authLockMaxSeconds}::float8) * interval '1 second'`;
}

/**
 * Takes one of the five tries of an account, or nothing when it is locked: a single conditional
 * UPDATE, so however many guesses arrive at once, at most five are ever checked per lock, and
 * the one that takes the fifth try is the one that locks. The lock lifts by itself at
 * `lockedUntil`; the owner is told by mail in the same transaction.
 */
async function takeTry(ctx: SignInContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(users)
      .set({
        failedSignIns: tries,
        lockedAt: sql`case when ${locks} then now() else null end`,
        lockedUntil: sql`case when ${locks} then now() + ${lockDelay(ctx.config)} else null end`,
        lockCount: sql`case when ${locks} then ${users.lockCount} + 1 else ${users.lockCount} end`,
      })
      .where(
        and(
          eq(users.id, id),
          or(and(isNull(users.lockedUntil), lt(users.failedSignIns, MAX_FAILED_SIGN_INS)), lte(users.lockedUntil, sql`now()`)),
        ),
      )
      .returning({
        lockedUntil: users.lockedUntil,
        email: users.email,
        firstName: users.firstName,
        brandId: users.brandId,
      });
    if (attempt?.lockedUntil) await queueLockedMail(tx, ctx.config, { ...attempt, lockedUntil: attempt.lockedUntil });
    return attempt;
  });
}

async function queueLockedMail(
  tx: Executor,
  config: Config,
  user: { email: string; firstName: string; brandId: number | null; lockedUntil: Date },
): Promise<void> {
  const brand = await findLinkBrand(tx, user.brandId);
  const mail = accountLockedMail({
    firstName: user.firstName,
    link: `${linkBase(config, brand)}${SIGN_IN_PATH}`,
    platform: brand?.name,
    lockedUntil: user.lockedUntil,
  });
  await queueMail(tx, { to: user.email, ...mail, brandId: user.brandId });
}

/** Sign-in with a lockout that holds under concurrency (takeTry) and lifts after a delay. */
export async function signIn(ctx: SignInContext, username: string, password: string): Promise<string> {
  const { db, keys } = ctx;
  const email = normalizeEmail(username);
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled, lockedUntil: users.lockedUntil })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!account) {
    await verifyPassword(password, DUMMY_HASH);
    throw new HttpError(401, AUTH_LABELS.invalidCredentials);
  }
  // Only a shortcut: the conditional UPDATE, on the database's clock, decides.
  if (account.lockedUntil && account.lockedUntil > new Date()) throw new HttpError(423, AUTH_LABELS.accountLocked);

  const attempt = await takeTry(ctx, account.id);
  if (!attempt) throw new HttpError(423, AUTH_LABELS.accountLocked);
  if (attempt.lockedUntil) ctx.mailer.wake();

  if (!(await verifyPassword(password, account.passwordHash))) {
    throw attempt.lockedUntil ? new HttpError(423, AUTH_LABELS.accountLocked) : new HttpError(401, AUTH_LABELS.invalidCredentials);
  }
  // The right password gives back the try it took, unless a concurrent wrong one locked meanwhile;
  // the run of locks ends with it.
  const granted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ failedSignIns: 0, lockCount: 0, lastLogin: account.enabled ? new Date() : undefined })
      .where(and(eq(users.id, account.id), isNull(users.lockedUntil)))
      .returning({ id: users.id, brandId: users.brandId, sessionVersion: users.sessionVersion });
    if (row && account.enabled) await tx.insert(signIns).values({ userId: row.id, brandId: row.brandId });
    return row;
  });
  if (!granted) throw new HttpError(423, AUTH_LABELS.accountLocked);
  if (!account.enabled) throw new HttpError(403, AUTH_LABELS.accountDisabled);
  return signToken(keys, { id: account.id, email, sessionVersion: granted.sessionVersion });
}
