import type { NotificationKind } from '@hubgrade/domain/notifications/schemas';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationSettings, notifications, users } from '../../db/schema/index.ts';

/**
 * PostgreSQL delivers a NOTIFY only when the transaction that raised it commits, and drops it on
 * rollback: that is what tells every instance, after commit and never before, that rows await a push.
 */
export const COMMIT_SIGNAL_CHANNEL = 'hubgrade_notifications';

export interface NotifyInput {
  userIds: readonly number[];
  kind: NotificationKind;
  content: string;
  link?: string | null;
  /** The user whose action raised it; their name and company are shown with it. */
  createdBy?: number | null;
}

/**
 * The one way the server raises notifications, inside the caller's transaction: one row per
 * recipient who has not switched this kind off. The rows are pushed to the recipients' sockets
 * once the transaction has committed (see publisher.ts); a rolled-back change pushes nothing.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<{ id: number; userId: number }[]> {
  const wanted = [...new Set(input.userIds)];
  if (wanted.length === 0) return [];
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        isNull(users.deletedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(notificationSettings)
            .where(
              and(
                eq(notificationSettings.userId, users.id),
                eq(notificationSettings.kind, input.kind),
                eq(notificationSettings.enabled, false),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.id);
  if (recipients.length === 0) return [];

  const created = await tx
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        userId: r.id,
        kind: input.kind,
        content: input.content,
        link: input.link ?? null,
        createdByUserId: input.createdBy ?? null,
        pushPending: true,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  await tx.execute(sql`select pg_notify(${COMMIT_SIGNAL_CHANNEL}, '')`);
  return created;
}
