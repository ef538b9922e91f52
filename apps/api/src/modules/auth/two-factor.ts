import { randomInt } from 'node:crypto';
import { AUTH_LABELS, TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@hubgrade/domain/auth/schemas';
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  twoFactorRequired,
} from '@hubgrade/domain/auth/two-factor';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Executor } from '../../db/client.ts';
import { recoveryCodes, users, userTwoFactor } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { TokenKeys } from '../../lib/tokens.ts';
import { brandValues } from '../settings/values.ts';
import { decryptTotpSecret, encryptTotpSecret, hashRecoveryCode } from './two-factor-keys.ts';

export interface TwoFactorContext {
  db: Db;
  keys: TokenKeys;
}

/** Whether the brand of this user asks administrators for a second factor, and this user is one. */
export async function isTwoFactorRequired(db: Executor, user: { roles: readonly string[]; brandId: number | null }): Promise<boolean> {
  return twoFactorRequired(user.roles, (await brandValues(db, user.brandId)).adminTwoFactor);
}

/** The confirmed second factor of a user, or null (none, or an enrolment still pending). */
export async function enabledTwoFactor(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  return row ?? null;
}

/**
 * The 30-second step of a code of this key, within one step either side of now, later than the
 * last one taken; null when the code is wrong or already used.
 */
async function matchingStep(keys: TokenKeys, storedSecret: string, code: string, lastTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret: decryptTotpSecret(keys, storedSecret),
    token: code,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    afterTimeStep: lastTimeStep ?? undefined,
  });
  // The TOTP strategy's answer carries the step it matched (the HOTP one, its counter).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Takes a code of the app once: the step it matched is written only if it is later than the last
 * one taken, in one conditional UPDATE, so two calls with the same code cannot both pass.
 */
async function takeTotpCode(ctx: TwoFactorContext, userId: number, code: string): Promise<boolean> {
  const row = await enabledTwoFactor(ctx.db, userId);
  if (!row) return false;
  const step = await matchingStep(ctx.keys, row.secret, code, row.lastTimeStep);
  if (step === null) return false;
  const [taken] = await ctx.db
    .update(userTwoFactor)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNotNull(userTwoFactor.enabledAt),
        or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return taken !== undefined;
}

/** Uses a recovery code once: the first call marks it used, any later one finds it gone. */
async function takeRecoveryCode(ctx: TwoFactorContext, userId: number, code: string): Promise<boolean> {
  const [used] = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(ctx.keys, code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

/** A code of the sign-in's second step (already normalised): six digits for the app, else a recovery code. */
export function takeSecondFactor(ctx: TwoFactorContext, userId: number, code: string): Promise<boolean> {
  return /^\d+$/.test(code) ? takeTotpCode(ctx, userId, code) : takeRecoveryCode(ctx, userId, code);
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}

/** Ten new recovery codes replace the user's: the plain codes go out this once, only their hashes stay. */
async function replaceRecoveryCodes(tx: Executor, keys: TokenKeys, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(keys, code) })));
  return codes.map(formatRecoveryCode);
}

/** GET /user/my/totp. */
export async function twoFactorStatus(db: Db, user: SessionUser): Promise<TwoFactorStatus> {
  const row = await enabledTwoFactor(db, user.id);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: row !== null,
    enrolledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row ? (left?.n ?? 0) : 0,
    required: await isTwoFactorRequired(db, user),
  };
}

/**
 * A new key, waiting for its first code: it replaces any pending one, never a confirmed one. The
 * key goes out with this answer only (written out and as a QR code of its otpauth:// address).
 */
export async function startEnrolment(
  ctx: TwoFactorContext,
  user: { id: number; email: string; brand: { name: string } | null },
): Promise<TwoFactorSetup> {
  if (await enabledTwoFactor(ctx.db, user.id)) throw conflict(T.alreadyEnabled);
  const secret = generateSecret();
  const stored = encryptTotpSecret(ctx.keys, secret);
  await ctx.db
    .insert(userTwoFactor)
    .values({ userId: user.id, secret: stored })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: stored, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(userTwoFactor.enabledAt),
    });
  const uri = generateURI({
    issuer: user.brand?.name ?? TOTP_ISSUER,
    label: user.email,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, uri, qrCode };
}

/** The first code confirms the pending key; the recovery codes are made then, and shown once. */
export async function confirmEnrolment(ctx: TwoFactorContext, userId: number, code: string): Promise<RecoveryCodes> {
  const [pending] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  if (!pending) throw conflict(T.noPendingEnrolment);
  if (pending.enabledAt) throw conflict(T.alreadyEnabled);
  const step = await matchingStep(ctx.keys, pending.secret, code, null);
  if (step === null) throw badRequest(T.invalidCode, { code: [T.invalidCode] });
  return ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(userTwoFactor)
      .set({ enabledAt: new Date(), lastTimeStep: step })
      .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.secret, pending.secret), isNull(userTwoFactor.enabledAt)))
      .returning({ userId: userTwoFactor.userId });
    if (!enabled) throw conflict(T.noPendingEnrolment);
    return { recoveryCodes: await replaceRecoveryCodes(tx, ctx.keys, userId) };
  });
}

/** Counts a wrong code of a signed-in user as a failed try, as a wrong password at sign-in would be. */
export type TryTaker = (userId: number) => Promise<{ lockedUntil: Date | null } | undefined>;

/**
 * A current code of the app, asked before disabling or regenerating: a wrong one counts in the
 * lockout (so a borrowed session cannot guess its way through), a right one gives its try back.
 */
async function checkCurrentCode(ctx: TwoFactorContext, takeTry: TryTaker, userId: number, code: string): Promise<void> {
  if (!(await enabledTwoFactor(ctx.db, userId))) throw conflict(T.notEnabled);
  const attempt = await takeTry(userId);
  if (!attempt) throw new HttpError(423, AUTH_LABELS.accountLocked);
  if (!(await takeTotpCode(ctx, userId, code))) {
    if (attempt.lockedUntil) throw new HttpError(423, AUTH_LABELS.accountLocked);
    throw badRequest(T.invalidCode, { code: [T.invalidCode] });
  }
  await giveTryBack(ctx.db, userId);
}

/** The right password or code gives back the try it took, leaving the wrong ones before it counted. */
export async function giveTryBack(db: Executor, userId: number) {
  const [row] = await db
    .update(users)
    .set({ failedSignIns: sql`greatest(${users.failedSignIns} - 1, 0)` })
    .where(and(eq(users.id, userId), isNull(users.lockedUntil)))
    .returning({ id: users.id });
  return row;
}

/** POST /user/my/totp/disable: refused while the brand requires it of this user. */
export async function disableTwoFactor(ctx: TwoFactorContext, takeTry: TryTaker, user: SessionUser, code: string): Promise<void> {
  if (await isTwoFactorRequired(ctx.db, user)) throw new HttpError(422, T.requiredByBrand);
  await checkCurrentCode(ctx, takeTry, user.id, code);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
  });
}

/** POST /user/my/totp/recovery_codes: ten new codes, the old ones no longer work. */
export async function regenerateRecoveryCodes(
  ctx: TwoFactorContext,
  takeTry: TryTaker,
  user: SessionUser,
  code: string,
): Promise<RecoveryCodes> {
  await checkCurrentCode(ctx, takeTry, user.id, code);
  return ctx.db.transaction(async (tx) => ({ recoveryCodes: await replaceRecoveryCodes(tx, ctx.keys, user.id) }));
}
