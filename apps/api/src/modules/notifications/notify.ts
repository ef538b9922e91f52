import type { NotificationKind } from '@hubgrade/domain/notifications/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationOutbox, notificationSettings, notifications, users } from '../../db/schema/index.ts';
import { preparedRows } from '../../lib/prepared.ts';
import { COMMIT_SIGNAL_CHANNEL } from '../../plugins/realtime/commit-signal.ts';

export interface NotifyInput {
  /** The recipients, or a query of their ids: a large audience read and written in one statement. */
  userIds: readonly number[] | SQL;
  kind: NotificationKind;
  content: string;
  link?: string | null;
  /** The user whose action raised it; their name and company are shown with it. */
  createdBy?: number | null;
}

/** The rows raised, one per recipient reached. */
type Created = { id: number; userId: number }[];

/**
 * The one way the server raises notifications, inside the caller's transaction: one row per
 * recipient who has not switched this kind off. The rows are pushed to the recipients' sockets
 * once the transaction has committed (see plugins/realtime/publisher.ts); a rolled-back change pushes nothing.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<Created> {
  return (await raise(tx, input, null)) ?? [];
}

/**
 * notify() for recipients who must all be active users within `scope` (a condition on users, the
 * sender's brand scope): if one is not, nothing is written and the answer is null. Checked in the
 * same statement, which saves a round trip.
 */
export async function notifyWithin(tx: Executor, input: NotifyInput & { userIds: readonly number[] }, scope: SQL): Promise<Created | null> {
  return raise(tx, input, scope);
}

/** The columns raise() fills, in the order of its select; an insert's column list takes bare names. */
const columns = (...list: { name: string }[]) =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
const INSERTED = columns(
  notifications.userId,
  notifications.kind,
  notifications.content,
  notifications.link,
  notifications.createdByUserId,
);
const OUTBOX = columns(
  notificationOutbox.notificationIds,
  notificationOutbox.userIds,
  notificationOutbox.kind,
  notificationOutbox.content,
  notificationOutbox.link,
  notificationOutbox.createdByUserId,
  notificationOutbox.createdAt,
);

/** How many recipients were found, and the notifications raised (none: null arrays). */
interface RaisedRow {
  found: number;
  ids: (number | string)[] | null;
  userIds: number[] | null;
}

/**
 * One statement: checking the recipients, inserting their rows, their outbox entry and raising
 * the commit signal cost a single round trip inside the caller's transaction, which is on the
 * path of every push. The entry and the signal exist only when a row was inserted (`having`).
 * The answer is one row whatever the audience, the raised ids in two arrays: a thousand
 * recipients do not come back as a thousand rows.
 */
async function raise(tx: Executor, input: NotifyInput, scope: SQL | null): Promise<Created | null> {
  const wanted = Array.isArray(input.userIds) ? [...new Set(input.userIds)] : null;
  if (wanted?.length === 0) return [];
  const chosen = wanted ? sql`any(${sql.param(wanted)}::int[])` : sql`any(array(${input.userIds}))`;
  const [row] = await preparedRows<RaisedRow>(
    tx,
    sql`with recipients as (
          select ${users.id} as id from ${users}
          where ${users.id} = ${chosen} and ${users.deletedAt} is null and ${scope ?? sql`true`}
        ),
        created as (
          insert into ${notifications} (${INSERTED})
          select r.id, ${input.kind}, ${input.content}, ${input.link ?? null}, ${input.createdBy ?? null}::int
          from recipients r
          where ${scope && wanted ? sql`(select count(*) from recipients) = ${wanted.length}` : sql`true`}
            and not exists (
              select 1 from ${notificationSettings}
              where ${notificationSettings.userId} = r.id
                and ${notificationSettings.kind} = ${input.kind}
                and ${notificationSettings.enabled} = false
            )
          order by r.id
          returning ${notifications.id} as id, ${notifications.userId} as user_id
        ),
        outbox as (
          insert into ${notificationOutbox} (${OUTBOX})
          select array_agg(id order by id), array_agg(user_id order by id), ${input.kind}, ${input.content}, ${input.link ?? null},
                 ${input.createdBy ?? null}::int, now()
          from created having count(*) > 0
          returning ${notificationOutbox.id} as id, ${notificationOutbox.notificationIds} as ids, ${notificationOutbox.userIds} as user_ids
        ),
        signal as (select pg_notify(${COMMIT_SIGNAL_CHANNEL}, id || ',' || id) from outbox)
        select (select count(*) from recipients)::int as found, o.ids, o.user_ids as "userIds"
        from (select 1) one
        left join outbox o on true
        left join signal on true`,
  );
  if (scope && wanted && Number(row?.found) !== wanted.length) return null;
  const userIds = row?.userIds ?? [];
  return (row?.ids ?? []).map((id, i) => ({ id: Number(id), userId: Number(userIds[i]) }));
}
