import type { NotificationSendBody } from '@hubgrade/domain/notifications/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { brands, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify } from './notify.ts';

/** Listed users, all of whom the sender must be able to see: one out of scope and nothing is sent (404). */
async function listedUsers(tx: Executor, sender: SessionUser, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), isNull(users.deletedAt), brandScope(users.brandId, sender)));
  if (rows.length !== wanted.length) throw notFound();
  return rows.map((r) => r.id);
}

/** Every active user of a brand, or of the main platform for null; a brand administrator reaches only their own. */
async function brandAudience(tx: Executor, sender: SessionUser, brandId: number | null): Promise<number[]> {
  if (sender.brandId !== null && brandId !== sender.brandId) throw notFound();
  if (brandId !== null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
    if (!brand) throw notFound();
  }
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(brandId === null ? isNull(users.brandId) : eq(users.brandId, brandId), eq(users.enabled, true), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/** POST /notifs/send: an operator's `system` message, pushed at once to those connected. */
export async function sendSystemNotification(db: Db, sender: SessionUser, body: NotificationSendBody): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const recipients = body.userIds ? await listedUsers(tx, sender, body.userIds) : await brandAudience(tx, sender, body.brandId ?? null);
    const created = await notify(tx, {
      userIds: recipients,
      kind: 'system',
      content: body.content,
      link: body.link ?? null,
      createdBy: sender.id,
    });
    return { count: created.length };
  });
}
