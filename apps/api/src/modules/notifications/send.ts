import type { NotificationSendBody } from '@hubgrade/domain/notifications/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify, notifyWithin } from './notify.ts';

/** Every active user of a brand, or of the main platform for null; a brand administrator reaches only their own. */
async function brandAudience(db: Db, sender: SessionUser, brandId: number | null): Promise<number[]> {
  if (sender.brandId !== null && brandId !== sender.brandId) throw notFound();
  if (brandId !== null) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
    if (!brand) throw notFound();
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(brandId === null ? isNull(users.brandId) : eq(users.brandId, brandId), eq(users.enabled, true), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/**
 * POST /notifs/send: an operator's `system` message, pushed at once to those connected. Listed
 * users must all be within the sender's scope: one out of it and nothing is sent (404).
 *
 * No transaction around it: the only write is notify()'s one statement, all or nothing on its own,
 * and what may come before it (a broadcast's brand checks) only reads. Under READ COMMITTED each
 * statement sees the latest commits whether or not they share a transaction, so wrapping them
 * would only add BEGIN and COMMIT round trips to every call.
 */
export async function sendSystemNotification(db: Db, sender: SessionUser, body: NotificationSendBody): Promise<{ count: number }> {
  const message = { kind: 'system', content: body.content, link: body.link ?? null, createdBy: sender.id } as const;
  if (body.userIds) {
    const created = await notifyWithin(db, { ...message, userIds: body.userIds }, brandScope(users.brandId, sender));
    if (!created) throw notFound();
    return { count: created.length };
  }
  const created = await notify(db, { ...message, userIds: await brandAudience(db, sender, body.brandId ?? null) });
  return { count: created.length };
}
