import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, type NotificationKind } from '@hubgrade/domain/notifications/rules';
import type { Notification, NotificationPage } from '@hubgrade/domain/notifications/schemas';
import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies, notificationSettings, notifications, users } from '../../db/schema/index.ts';

const creator = alias(users, 'creator');
const creatorCompany = alias(companies, 'creator_company');

/** A notification with the names of whoever raised it, as every answer and every frame carries it. */
export interface NotificationRow {
  id: number;
  userId: number;
  kind: string;
  content: string;
  link: string | null;
  seen: boolean;
  createdAt: Date | string;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  createdByCompany: string | null;
}

const KNOWN_KINDS = new Set<string>(NOTIFICATION_KINDS);

export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    // notify() writes known kinds only; rows written another way (the volume seed) read as 'system'.
    kind: KNOWN_KINDS.has(row.kind) ? (row.kind as NotificationKind) : 'system',
    creationDate: new Date(row.createdAt).toISOString(),
    link: row.link,
    content: row.content,
    seen: row.seen,
    createdByFirstName: row.createdByFirstName,
    createdByLastName: row.createdByLastName,
    createdByCompany: row.createdByCompany,
  };
}

async function selectNotifications(db: Executor, where: SQL | undefined, order: 'asc' | 'desc', limit: number): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      content: notifications.content,
      link: notifications.link,
      seen: notifications.seen,
      createdAt: notifications.createdAt,
      createdByFirstName: creator.firstName,
      createdByLastName: creator.lastName,
      createdByCompany: creatorCompany.name,
    })
    .from(notifications)
    .leftJoin(creator, eq(creator.id, notifications.createdByUserId))
    .leftJoin(creatorCompany, eq(creatorCompany.id, creator.companyId))
    .where(where)
    .orderBy(order === 'desc' ? desc(notifications.id) : notifications.id)
    .limit(limit);
  return rows.map(toNotification);
}

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

/** What a socket missed: the newest `limit` notifications after `since`, oldest first as they were raised. */
export async function notificationsSince(db: Executor, userId: number, since: number, limit: number): Promise<Notification[]> {
  const rows = await selectNotifications(db, and(eq(notifications.userId, userId), gt(notifications.id, since)), 'desc', limit);
  return rows.reverse();
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
