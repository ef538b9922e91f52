import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { NOTIFICATION_LABELS as L } from '@hubgrade/domain/notifications/labels';
import type { NotificationKind } from '@hubgrade/domain/notifications/rules';
import type { Notification } from '@hubgrade/domain/notifications/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, notifications } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findOwnNotification, notificationSettingsOf, unreadCount } from './queries.ts';

/*
 * A user's notifications are their own inbox: every statement below is limited to the caller's
 * rows, so another user's notification is not found (404). Reading or deleting them is not an
 * audited change of a business record, hence no history entry.
 */

export async function markAllRead(db: Db, userId: number): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ seen: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
    // Whatever arrived since the update is still unread, and counted.
    return { count: await unreadCount(tx, userId) };
  });
}

export async function deleteAllNotifications(db: Db, userId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound();
}

export async function setSeen(db: Db, userId: number, id: number, seen: boolean): Promise<Notification> {
  const updated = await db
    .update(notifications)
    .set({ seen })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
  const found = await findOwnNotification(db, userId, id);
  if (!found) throw notFound();
  return found;
}

export async function saveNotificationSettings(
  db: Db,
  userId: number,
  settings: { kind: NotificationKind; enabled: boolean }[],
): Promise<{ settings: { kind: NotificationKind; enabled: boolean }[] }> {
  const seen = new Set<string>();
  settings.forEach((s, i) => {
    if (seen.has(s.kind)) throw badRequest(ERROR_LABELS.badRequest, { [`settings.${i}.kind`]: [L.duplicateKind] });
    seen.add(s.kind);
  });
  if (settings.length > 0) {
    await db
      .insert(notificationSettings)
      .values(settings.map((s) => ({ userId, kind: s.kind, enabled: s.enabled })))
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  return { settings: await notificationSettingsOf(db, userId) };
}
