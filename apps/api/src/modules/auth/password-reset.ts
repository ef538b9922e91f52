import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { passwordResetMail } from '@hubgrade/domain/auth/mails';
import { RESET_LINK_LIFETIME_MS, RESET_PASSWORD_PATH } from '@hubgrade/domain/auth/rules';
import type { PasswordResetBody, PasswordTokenRequestBody } from '@hubgrade/domain/auth/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/password.ts';
import { endSessions } from '../../lib/sessions.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { consumeLinkToken, createLinkToken, isUsableLinkToken, revokeLinkTokens } from './link-tokens.ts';
import { findLinkBrand, linkBase } from './mail-links.ts';

/**
 * The answer to a reset request never comes sooner than this, whether a mail was queued or
 * not: the response time must not tell whether an account exists.
 */
const REQUEST_ANSWER_FLOOR_MS = 250;

/**
 * Queues a single-use reset link when the address belongs to an account; does nothing
 * visible otherwise. Earlier unused links of that account stop working.
 */
export async function requestPasswordReset(db: Db, config: Config, body: PasswordTokenRequestBody): Promise<void> {
  const started = performance.now();
  try {
    const brand = await findLinkBrand(db, body.brand);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, firstName: users.firstName, email: users.email, brandId: users.brandId })
        .from(users)
        .where(and(eq(users.email, body.email), isNull(users.deletedAt)))
        .limit(1);
      if (!user) return;
      await revokeLinkTokens(tx, user.id, 'reset_password');
      const token = await createLinkToken(tx, user.id, 'reset_password', RESET_LINK_LIFETIME_MS);
      const mail = passwordResetMail({
        firstName: user.firstName,
        link: `${linkBase(config, brand)}${RESET_PASSWORD_PATH}/${token}`,
        platform: brand?.name,
      });
      await queueMail(tx, { to: user.email, ...mail, brandId: brand?.id ?? user.brandId });
    });
  } finally {
    await sleep(Math.max(0, REQUEST_ANSWER_FLOOR_MS - (performance.now() - started)));
  }
}

/**
 * Sets the new password from a reset link. This is also how a locked account is unlocked at
 * once: the failed sign-in count, the lock and the run of locks are cleared with it. Every
 * session opened before ends, whoever held it.
 */
export async function resetPassword(db: Db, body: PasswordResetBody): Promise<void> {
  // A wrong link is refused before the costly hash, so the call cannot be used to load the CPU.
  if (!(await isUsableLinkToken(db, body.token, 'reset_password'))) throw badRequest(AUTH_LABELS.tokenInvalid);
  assertUncommonPassword(body.plainPassword.first, 'plainPassword.first');
  const passwordHash = await hashPassword(body.plainPassword.first);

  await db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, body.token, 'reset_password');
    const [before] =
      userId === null
        ? []
        : await tx
            .select({
              id: users.id,
              email: users.email,
              brandId: users.brandId,
              failedSignIns: users.failedSignIns,
              lockedAt: users.lockedAt,
            })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.deletedAt)))
            .limit(1)
            .for('update');
    if (!before) throw badRequest(AUTH_LABELS.tokenInvalid);
    await tx
      .update(users)
      .set({ passwordHash, failedSignIns: 0, lockedAt: null, lockedUntil: null, lockCount: 0, ...endSessions() })
      .where(eq(users.id, before.id));
    await revokeLinkTokens(tx, before.id, 'reset_password');
    await recordHistory(tx, {
      entity: 'user',
      entityId: before.id,
      brandId: before.brandId,
      actor: { id: before.id, email: before.email },
      oldData: { failedSignIns: before.failedSignIns, lockedAt: before.lockedAt },
      newData: { failedSignIns: 0, lockedAt: null, passwordChanged: true },
    });
  });
}
