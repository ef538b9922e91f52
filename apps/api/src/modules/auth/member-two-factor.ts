import { TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import type { MemberTwoFactor } from '@hubgrade/domain/auth/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { recoveryCodes, users, userTwoFactor } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { enabledTwoFactor } from './two-factor.ts';

/** A member of the viewer's brand scope (not removed); anyone else is a 404. */
async function memberInScope(db: Executor, viewer: SessionUser, id: number) {
  const [member] = await db
    .select({ id: users.id, brandId: users.brandId, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!member) throw notFound();
  return member;
}

/** GET /users/{id}/totp: whether the member's second factor is on, for their sheet. */
export async function memberTwoFactor(db: Db, viewer: SessionUser, id: number): Promise<MemberTwoFactor> {
  const member = await memberInScope(db, viewer, id);
  const row = await enabledTwoFactor(db, member.id);
  return { enabled: row !== null, enrolledAt: row?.enabledAt?.toISOString() ?? null };
}

/**
 * DELETE /users/{id}/totp: a member who lost their phone and their recovery codes signs in with
 * their password again and sets up a new second factor (asked at once if their brand requires it).
 * Their own account an administrator manages from their settings, with a current code. The member
 * is told by mail, and the sheet's history keeps who did it.
 */
export async function resetMemberTwoFactor(db: Db, viewer: SessionUser, id: number): Promise<void> {
  if (id === viewer.id) throw conflict(T.member.ownAccount);
  await db.transaction(async (tx) => {
    const member = await memberInScope(tx, viewer, id);
    const removed = await tx
      .delete(userTwoFactor)
      .where(eq(userTwoFactor.userId, member.id))
      .returning({ enabledAt: userTwoFactor.enabledAt });
    if (!removed[0]?.enabledAt) throw conflict(T.notEnabled);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: member.id,
      brandId: member.brandId,
      actor: viewer,
      oldData: { twoFactor: true },
      newData: { twoFactor: false },
    });
    await queueMail(tx, {
      to: member.email,
      subject: T.member.mailSubject,
      text: T.member.mailText(member.firstName, `${viewer.firstName} ${viewer.lastName}`),
      brandId: member.brandId,
    });
  });
}
