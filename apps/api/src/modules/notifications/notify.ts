import type { NotificationKind } from '@hubgrade/domain/notifications/schemas';
import { inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
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
 *
 * One statement: choosing the recipients, inserting their rows and raising the commit signal
 * cost a single round trip inside the caller's transaction, which is on the path of every push.
 * The signal is raised only when a row was inserted (the CTE is read once per inserted row, and
 * PostgreSQL folds identical signals of one transaction into one).
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<{ id: number; userId: number }[]> {
  const wanted = [...new Set(input.userIds)];
  if (wanted.length === 0) return [];
  const rows = await queryRows<{ id: number | string; userId: number }>(
    tx,
    sql`with created as (
          insert into ${notifications} (user_id, kind, content, link, created_by_user_id, push_pending)
          select ${users.id}, ${input.kind}, ${input.content}, ${input.link ?? null}, ${input.createdBy ?? null}::int, true
          from ${users}
          where ${inArray(users.id, wanted)} and ${users.deletedAt} is null
            and not exists (
              select 1 from ${notificationSettings}
              where ${notificationSettings.userId} = ${users.id}
                and ${notificationSettings.kind} = ${input.kind}
                and ${notificationSettings.enabled} = false
            )
          order by ${users.id}
          returning id, user_id
        ),
        signal as (select pg_notify(${COMMIT_SIGNAL_CHANNEL}, '') from (select 1 from created limit 1) one)
        select c.id, c.user_id as "userId" from created c left join signal on true order by c.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.userId) }));
}
