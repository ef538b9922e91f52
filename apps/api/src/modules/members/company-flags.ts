import { type AccessMap, canToggleRight, changedRights, coupleRights, fullAccess } from '@hubgrade/domain/members/access';
import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import type { AccessBody } from '@hubgrade/domain/members/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { assertEmployee, lockMember } from './service.ts';

type Flag = 'accessCompany' | 'shoppingRights';

/**
 * PATCH /accessCompany/user/{id} and /shoppingRights/user/{id} (members-bookings-feed §4): each
 * call flips the flag of an employee and answers its new value.
 */
export async function toggleFlag(db: Db, actor: SessionUser, id: number, flag: Flag): Promise<boolean> {
  return db.transaction(async (tx) => {
    const target = await lockMember(tx, actor, id);
    assertEmployee(target, flag);
    const value = !target[flag];
    await tx
      .update(users)
      .set({ [flag]: value })
      .where(eq(users.id, id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: id,
      brandId: target.brandId,
      actor,
      oldData: { [flag]: target[flag] },
      newData: { [flag]: value },
    });
    return value;
  });
}

/**
 * PATCH /access (§2.17): the consultation rights of an employee. The rights not named keep their
 * value; the operation/invoice coupling of §4 is applied here whatever the caller sent, and each
 * right changed must be one the actor may toggle (§6).
 */
export async function patchAccess(db: Db, actor: SessionUser, body: AccessBody): Promise<AccessMap> {
  return db.transaction(async (tx) => {
    const target = await lockMember(tx, actor, body.createdUserId);
    assertEmployee(target, 'access');
    const previous = fullAccess(target.access);
    const asked = { ...previous };
    for (const [name, value] of Object.entries(body.access)) if (value !== undefined) asked[name as keyof AccessMap] = value;
    const next = coupleRights(previous, asked);
    const changed = changedRights(previous, next);
    const viewer = { roles: actor.roles, companyOwner: actor.companyOwner, access: actor.access };
    if (changed.some((right) => !canToggleRight(viewer, right))) throw forbidden(L.rightNotAllowed);
    if (changed.length === 0) return next;
    await tx
      .update(users)
      .set({ access: { ...target.access, ...next } })
      .where(eq(users.id, target.id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: target.id,
      brandId: target.brandId,
      actor,
      oldData: { access: Object.fromEntries(changed.map((r) => [r, previous[r]])) },
      newData: { access: Object.fromEntries(changed.map((r) => [r, next[r]])) },
    });
    return next;
  });
}
