import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, type NotificationKind } from '@hubgrade/domain/notifications/rules';
import type { Notification, NotificationPage } from '@hubgrade/domain/notifications/schemas';
import { and, count, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationSettings, notifications } from '../../db/schema/index.ts';
import { selectNotifications } from '../../plugins/realtime/notification-rows.ts';

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
  return Number(row?.n ?? 0);
}

/** One page of the user's notifications, newest first: the first one, or the one older than `lastId`. */
export async function notificationPage(db: Executor, userId: number, lastId?: number): Promise<NotificationPage> {
  const own = eq(notifications.userId, userId);
  const [notifs, unread] = await Promise.all([
    selectNotifications(db, lastId === undefined ? own : and(own, lt(notifications.id, lastId)), 'desc', NOTIFICATION_PAGE_SIZE),
    unreadCount(db, userId),
  ]);
  return { count: unread, notifs };
}

export async function findOwnNotification(db: Executor, userId: number, id: number): Promise<Notification | null> {
  const [found] = await selectNotifications(db, and(eq(notifications.id, id), eq(notifications.userId, userId)), 'desc', 1);
  return found ?? null;
}

/** Every kind with whether the user receives it; a kind never switched off is received. */
export async function notificationSettingsOf(db: Executor, userId: number): Promise<{ kind: NotificationKind; enabled: boolean }[]> {
  const rows = await db
    .select({ kind: notificationSettings.kind, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: stored.get(kind) ?? true }));
}
