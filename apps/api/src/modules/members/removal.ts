import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberIntegrations, users, userTokens } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { refreshSearchTextsOf } from '../contracts/search-text.ts';
import { lockMember, type UserRow } from './service.ts';

/**
 * Removes an account for good while keeping the row: contracts and invoices refer to it, and an
 * invoice must still name its customer (first and last name, company). Everything else personal
 * goes: the address becomes a unique placeholder (no sign-in, no mail), the phone, password, CRM
 * prospect and outside accounts are dropped, and the pending mail links die.
 */
export async function anonymiseMember(tx: Tx, actor: SessionUser, target: UserRow): Promise<void> {
  await tx
    .update(users)
    .set({
      deletedAt: sql`now()`,
      enabled: false,
      email: `supprime-${target.id}@anonyme.invalid`,
      mobile: null,
      passwordHash: '!',
      crmProspectId: null,
      companyOwner: false,
      accessCompany: false,
      shoppingRights: false,
      access: {},
      lockedAt: null,
      failedSignIns: 0,
    })
    .where(eq(users.id, target.id));
  await refreshSearchTextsOf(tx, { userId: target.id });
  await tx.delete(userTokens).where(eq(userTokens.userId, target.id));
  await tx.delete(memberIntegrations).where(eq(memberIntegrations.userId, target.id));
  // The entry says that the account went, not what it held: the history must not keep what was erased.
  await recordHistory(tx, {
    entity: 'user',
    entityId: target.id,
    brandId: target.brandId,
    actor,
    oldData: { deleted: false },
    newData: { deleted: true },
  });
}

/** DELETE /users/{id} (members-bookings-feed §2.4): "Cette action est irreversible". */
export async function deleteMember(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, actor, id);
    if (target.id === actor.id) throw forbidden(L.cannotDeleteSelf);
    await anonymiseMember(tx, actor, target);
  });
}
