import { NOTIFICATION_KINDS, type NotificationKind } from '@hubgrade/domain/notifications/rules';
import type { Notification } from '@hubgrade/domain/notifications/schemas';
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies, notifications, users } from '../../db/schema/index.ts';

const creator = alias(users, 'creator');
const creatorCompany = alias(companies, 'creator_company');

/** A notification with the names of whoever raised it, as every answer and every frame carries it. */
export interface NotificationRow {
  id: number;
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

export async function selectNotifications(
  db: Executor,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notifications.id,
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

/** What a socket missed: the newest `limit` notifications after `since`, oldest first as they were raised. */
export async function notificationsSince(db: Executor, userId: number, since: number, limit: number): Promise<Notification[]> {
  const rows = await selectNotifications(db, and(eq(notifications.userId, userId), gt(notifications.id, since)), 'desc', limit);
  return rows.reverse();
}
