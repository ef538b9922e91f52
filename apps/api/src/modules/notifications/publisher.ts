import type { Notification } from '@hubgrade/domain/notifications/schemas';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { listenForCommits, type StopListening } from './commit-signal.ts';
import { COMMIT_SIGNAL_CHANNEL } from './notify.ts';
import { type NotificationRow, toNotification } from './queries.ts';

const BATCH = 500;
/** Rows whose signal was missed (listener reconnecting, failed delivery) still leave within this delay. */
const DEFAULT_POLL_MS = 5000;

export type Deliver = (items: { userId: number; notification: Notification }[]) => Promise<void>;

/**
 * Takes the rows notify() left pending and hands them to `deliver`. Every instance is woken by
 * each commit; SKIP LOCKED lets exactly one of them take each row. Passes never overlap within
 * an instance: a signal during a pass asks for one more pass after it.
 */
export class Publisher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private stopListening: StopListening | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly deliver: Deliver,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = DEFAULT_POLL_MS,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await listenForCommits(this.database, COMMIT_SIGNAL_CHANNEL, () => this.wake(), this.log);
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop();
  }

  /** Resolves once every pass started so far is over. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    await this.idle();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.pass();
      } catch (err) {
        this.log.error({ err }, 'notification push failed');
      }
    } while (this.again && !this.stopped);
    this.running = null;
  }

  private async pass(): Promise<void> {
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return;
      try {
        await this.deliver(rows.map((row) => ({ userId: Number(row.userId), notification: toNotification(row) })));
      } catch (err) {
        // Given back to the outbox: the next poll retries them rather than losing them.
        await this.database.db
          .update(notifications)
          .set({ pushPending: true })
          .where(
            inArray(
              notifications.id,
              rows.map((r) => Number(r.id)),
            ),
          );
        throw err;
      }
      if (rows.length < BATCH) return;
    }
  }

  private claim(): Promise<NotificationRow[]> {
    return queryRows<NotificationRow>(
      this.database.db,
      sql`with claimed as (
            update notifications set push_pending = false
            where id in (select id from notifications where push_pending order by id limit ${BATCH} for update skip locked)
            returning id, user_id, kind, content, link, seen, created_at, created_by_user_id
          )
          select c.id, c.user_id as "userId", c.kind, c.content, c.link, c.seen, c.created_at as "createdAt",
                 u.first_name as "createdByFirstName", u.last_name as "createdByLastName", co.name as "createdByCompany"
          from claimed c
          left join users u on u.id = c.created_by_user_id
          left join companies co on co.id = u.company_id
          order by c.id`,
    );
  }
}
