import type { Role } from '@hubgrade/domain/auth/roles';
import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import type { Member } from '@hubgrade/domain/members/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { endSessions } from '../../lib/sessions.ts';
import { findMember } from './queries.ts';
import { lockMember } from './service.ts';

/**
 * PUT /users/{id}/roles: the member sheet's roles, which only a super administrator changes (the
 * route admits nobody else). Their own roles stay out of reach, so the platform always keeps one.
 */
export async function setRoles(db: Db, actor: SessionUser, id: number, roles: Role[]): Promise<Member> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, actor, id);
    if (target.id === actor.id) throw forbidden(L.cannotChangeOwnRoles);
    // The member signs in again under the new roles, on every device.
    await tx
      .update(users)
      .set({ roles, ...endSessions() })
      .where(eq(users.id, id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: id,
      brandId: target.brandId,
      actor,
      oldData: { roles: target.roles },
      newData: { roles },
    });
  });
  return findMember(db, actor, id);
}
