import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import { ERASED_HISTORY_KEYS, erasedIdentity } from '@hubgrade/domain/personal-data/rules';
import type { PersonalDataStatus } from '@hubgrade/domain/personal-data/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  historyEntries,
  meetingRoomCalendarFeeds,
  memberIntegrations,
  recoveryCodes,
  uploads,
  userDocuments,
  users,
  userTokens,
  userTwoFactor,
} from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { refreshSearchTextsOf } from '../contracts/search-text.ts';
import { refreshDiscussionSearch } from '../messages/search-text.ts';
import { scopedMember } from './queries.ts';

/**
 * POST /users/{id}/personal-data/erase: anonymises the member in one transaction. Their name,
 * e-mail and phone are replaced (messages, contracts and history show the erased name from then
 * on, as they read it from the account), their identity proof and outside accounts go, every link
 * and session dies its second factor is forgotten and sign-in becomes impossible. Invoices (their buyer as issued), statements and
 * the journal keep what they hold, as the law requires. The identity files leave the storage once
 * the transaction has committed. A second erasure is a 409.
 */
export async function erasePersonalData(
  db: Db,
  storage: FileStorage,
  actor: SessionUser,
  id: number,
  now = new Date(),
): Promise<PersonalDataStatus> {
  const files = await db.transaction(async (tx) => {
    const member = await scopedMember(tx, actor, id, true);
    if (member.erasedAt !== null) throw conflict(L.refusals.alreadyErased);
    if (member.id === actor.id) throw conflict(L.refusals.self);
    await tx
      .update(users)
      .set({
        ...erasedIdentity(member.id),
        mobile: null,
        passwordHash: '!',
        enabled: false,
        crmProspectId: null,
        lockedAt: null,
        lockedUntil: null,
        failedSignIns: 0,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        erasedAt: now,
      })
      .where(eq(users.id, member.id));
    const identityProofs = await tx
      .select({ uploadId: userDocuments.uploadId, storageKey: uploads.storageKey })
      .from(userDocuments)
      .innerJoin(uploads, eq(uploads.id, userDocuments.uploadId))
      .where(and(eq(userDocuments.userId, member.id), eq(userDocuments.kind, 'pieceIdentite')));
    if (identityProofs.length > 0)
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          identityProofs.map((p) => p.uploadId),
        ),
      );
    await tx.delete(userTokens).where(eq(userTokens.userId, member.id));
    await tx.delete(memberIntegrations).where(eq(memberIntegrations.userId, member.id));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, member.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    await tx.delete(meetingRoomCalendarFeeds).where(eq(meetingRoomCalendarFeeds.userId, member.id));
    await refreshSearchTextsOf(tx, { userId: member.id });
    await refreshDiscussionSearch(tx, { userId: member.id });
    // The member's own history keeps that things changed, not what they were changed from or to.
    const erasedKeys = sql`array[${sql.join(
      ERASED_HISTORY_KEYS.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
    await tx
      .update(historyEntries)
      .set({
        oldData: sql`case when jsonb_typeof(${historyEntries.oldData}) = 'object' then ${historyEntries.oldData} - ${erasedKeys} else ${historyEntries.oldData} end`,
        newData: sql`case when jsonb_typeof(${historyEntries.newData}) = 'object' then ${historyEntries.newData} - ${erasedKeys} else ${historyEntries.newData} end`,
      })
      .where(and(eq(historyEntries.entity, 'user'), eq(historyEntries.entityId, member.id)));
    await tx
      .update(historyEntries)
      .set({ userEmail: erasedIdentity(member.id).email })
      .where(eq(historyEntries.userId, member.id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: member.id,
      brandId: member.brandId,
      actor,
      oldData: { personalDataErased: false },
      newData: { personalDataErased: true },
    });
    return identityProofs.map((p) => p.storageKey);
  });
  for (const key of files) await storage.delete(key).catch(() => {});
  return { memberId: id, erasedAt: now.toISOString() };
}
