import { AUTH_LABELS, TWO_FACTOR_LABELS } from '@hubgrade/domain/auth/labels';
import { accountLockedMail } from '@hubgrade/domain/auth/mails';
import { MAX_FAILED_SIGN_INS, normalizeEmail, SIGN_IN_PATH } from '@hubgrade/domain/auth/rules';
import type { EnrolmentAnswer, LoginAnswer, TwoFactorSetup } from '@hubgrade/domain/auth/schemas';
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
import { confirmEnrolment, enabledTwoFactor, giveTryBack, isTwoFactorRequired, startEnrolment, takeSecondFactor } from './two-factor.ts';
import { signChallenge, verifyChallenge } from './two-factor-keys.ts';

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
export async function takeTry(ctx: Pick<SignInContext, 'db' | 'config'>, id: number) {
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

/**
 * The right password, or the right second factor, opens the session: the account's tries start
 * again from nothing and the sign-in is recorded (when `record`: not for a disabled account, nor
 * for an enrolment that has not yet given its first code). Undefined when a concurrent wrong try
 * locked the account meanwhile.
 */
async function grant(db: Db, id: number, record: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ failedSignIns: 0, lockCount: 0, lastLogin: record ? new Date() : undefined })
      .where(and(eq(users.id, id), isNull(users.lockedUntil)))
      .returning({ id: users.id, email: users.email, brandId: users.brandId, sessionVersion: users.sessionVersion });
    if (row && record) await tx.insert(signIns).values({ userId: row.id, brandId: row.brandId });
    return row;
  });
}

/**
 * Sign-in with a lockout that holds under concurrency (takeTry) and lifts after a delay. An
 * account with a second factor gets a challenge instead of the session (its code goes to
 * signInWithSecondFactor), and the password's try is given back without clearing the others, so
 * wrong codes add up across attempts; an administrator whose brand requires the second factor
 * and who has none gets a challenge that only opens the enrolment.
 */
export async function signIn(ctx: SignInContext, username: string, password: string): Promise<LoginAnswer> {
  const { db, keys } = ctx;
  const email = normalizeEmail(username);
  const [account] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      enabled: users.enabled,
      lockedUntil: users.lockedUntil,
      roles: users.roles,
      brandId: users.brandId,
      sessionVersion: users.sessionVersion,
    })
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
  if (account.enabled && (await enabledTwoFactor(db, account.id))) {
    if (!(await giveTryBack(db, account.id))) throw new HttpError(423, AUTH_LABELS.accountLocked);
    return { secondFactor: 'code', challenge: await signChallenge(keys, 'code', account) };
  }
  const enrolment = account.enabled && (await isTwoFactorRequired(db, account));
  // The right password gives back the try it took, unless a concurrent wrong one locked meanwhile;
  // the run of locks ends with it.
  const granted = await grant(db, account.id, account.enabled && !enrolment);
  if (!granted) throw new HttpError(423, AUTH_LABELS.accountLocked);
  if (!account.enabled) throw new HttpError(403, AUTH_LABELS.accountDisabled);
  if (enrolment) return { secondFactor: 'enrolment', challenge: await signChallenge(keys, 'enrolment', account) };
  return { token: await signToken(keys, { id: account.id, email, sessionVersion: granted.sessionVersion }) };
}

/** The account a challenge names, if it still stands: enabled, not deleted, no reset or sign-out everywhere since. */
async function challengedAccount(ctx: SignInContext, purpose: 'code' | 'enrolment', challenge: string) {
  const claim = await verifyChallenge(ctx.keys, purpose, challenge);
  const [account] = claim
    ? await ctx.db
        .select({
          id: users.id,
          email: users.email,
          roles: users.roles,
          brandId: users.brandId,
          lockedUntil: users.lockedUntil,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .where(and(eq(users.id, claim.userId), isNull(users.deletedAt), eq(users.enabled, true)))
    : [];
  if (!claim || !account || account.sessionVersion !== claim.sessionVersion) throw new HttpError(401, TWO_FACTOR_LABELS.challengeExpired);
  return account;
}

/**
 * POST /login_check/totp: the app's code or a recovery code after the password. A wrong code
 * takes one of the account's tries, as a wrong password does; a code already taken is wrong.
 */
export async function signInWithSecondFactor(ctx: SignInContext, challenge: string, code: string): Promise<{ token: string }> {
  const account = await challengedAccount(ctx, 'code', challenge);
  if (account.lockedUntil && account.lockedUntil > new Date()) throw new HttpError(423, AUTH_LABELS.accountLocked);
  const attempt = await takeTry(ctx, account.id);
  if (!attempt) throw new HttpError(423, AUTH_LABELS.accountLocked);
  if (attempt.lockedUntil) ctx.mailer.wake();
  if (!(await takeSecondFactor(ctx, account.id, code))) {
    throw attempt.lockedUntil ? new HttpError(423, AUTH_LABELS.accountLocked) : new HttpError(401, TWO_FACTOR_LABELS.invalidCode);
  }
  const granted = await grant(ctx.db, account.id, true);
  if (!granted) throw new HttpError(423, AUTH_LABELS.accountLocked);
  return { token: await signToken(ctx.keys, { id: account.id, email: account.email, sessionVersion: granted.sessionVersion }) };
}

/** POST /login_check/totp/enrolment: the key of an administrator who must enrol before anything else. */
export async function startSignInEnrolment(ctx: SignInContext, challenge: string): Promise<TwoFactorSetup> {
  const account = await challengedAccount(ctx, 'enrolment', challenge);
  return startEnrolment(ctx, { id: account.id, email: account.email, brand: await findLinkBrand(ctx.db, account.brandId) });
}

/** POST /login_check/totp/enrolment/confirm: the first code enables the second factor and opens the session. */
export async function confirmSignInEnrolment(ctx: SignInContext, challenge: string, code: string): Promise<EnrolmentAnswer> {
  const account = await challengedAccount(ctx, 'enrolment', challenge);
  const { recoveryCodes } = await confirmEnrolment(ctx, account.id, code);
  const granted = await grant(ctx.db, account.id, true);
  if (!granted) throw new HttpError(423, AUTH_LABELS.accountLocked);
  const token = await signToken(ctx.keys, { id: account.id, email: account.email, sessionVersion: granted.sessionVersion });
  return { token, recoveryCodes };
}
