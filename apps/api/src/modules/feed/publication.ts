import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { FEED_PUBLISH_POLL_MS } from '@hubgrade/domain/feed/rules';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { feedMessages } from '../../db/schema/index.ts';
import type { ZodApp } from '../../lib/context.ts';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { signalScreensOfMessages } from '../../plugins/realtime/screen-signal.ts';
import { notify } from '../notifications/notify.ts';
import { receiversOf } from './queries.ts';

/** The advisory lock of the publishing pass: one instance at a time looks for due messages. */
const PUBLISH_LOCK = 0xfee00001;

/** Where a member reads a message. */
export const messageLink = (id: number) => `/actualites/${id}`;

/** Tells the receivers of newly published messages, in the caller's transaction (pushed once it commits). */
export async function notifyPublished(tx: Executor, messages: { id: number; title: string; senderId: number }[]): Promise<void> {
  for (const message of messages) {
    await notify(tx, {
      userIds: receiversOf(message.id),
      kind: 'system',
      content: L.notification(message.title),
      link: messageLink(message.id),
      createdBy: message.senderId,
    });
  }
}

interface DueRow {
  id: number;
  title: string;
  sender_id: number;
}

/**
 * Publishes the planned messages whose date has come, and notifies their receivers. Safe with
 * several API instances: the pass runs under a transaction-scoped advisory lock (a second
 * instance skips its turn), and the update itself only takes rows still planned, so a message
 * is published and announced exactly once even if two passes ever overlapped.
 */
export async function publishDue(db: Db, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [lease] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PUBLISH_LOCK}) as locked`);
    if (!lease?.locked) return [];
    const due = await queryRows<DueRow>(
      tx,
      sql`update ${feedMessages} set ${sql.identifier(feedMessages.state.name)} = 3, ${sql.identifier(feedMessages.publishedAt.name)} = ${now}
          where ${feedMessages.state} = 2 and ${feedMessages.plannedAt} <= ${now}
          returning ${feedMessages.id}, ${feedMessages.title}, ${feedMessages.senderId}`,
    );
    await notifyPublished(
      tx,
      due.map((d) => ({ id: d.id, title: d.title, senderId: d.sender_id })),
    );
    await signalScreensOfMessages(
      tx,
      due.map((d) => d.id),
    );
    return due.map((d) => d.id);
  });
}

/** Runs the publishing pass every FEED_PUBLISH_POLL_MS while the app is up. */
export function schedulePublication(app: ZodApp, db: Db): void {
  schedulePeriodicPass(app, { everyMs: FEED_PUBLISH_POLL_MS, failure: 'feed publication failed', run: () => publishDue(db) });
}
