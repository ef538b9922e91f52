import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { companies, notificationOutbox, users } from '../../db/schema/index.ts';
import { preparedRows } from '../../lib/prepared.ts';
import type { Delivery } from './bus.ts';
import { COMMIT_SIGNAL_CHANNEL, type IdRange, listenForCommits, readCommitSignal, type StopListening } from './commit-signal.ts';
import { type NotificationRow, toNotification } from './notification-rows.ts';

/** Outbox entries a claim takes, each a whole notify() statement however many recipients it reached. */
const BATCH = 100;
/** Entries whose signal was missed (listener reconnecting, failed delivery) still leave within this delay. */
const DEFAULT_POLL_MS = 5000;

export type Deliver = (deliveries: Delivery[]) => Promise<void>;

/** Every id: what a pass takes when it cannot know which rows await (start, poll, missed signals). */
const ALL: IdRange = { first: 0, last: Number.MAX_SAFE_INTEGER };

function widen(range: IdRange | null, more: IdRange): IdRange {
  return range ? { first: Math.min(range.first, more.first), last: Math.max(range.last, more.last) } : more;
}

/** An outbox entry as claimed, with the names of whoever raised it. */
interface OutboxRow extends Omit<NotificationRow, 'id' | 'seen'> {
  id: number | string;
  notificationIds: (number | string)[];
  userIds: number[];
  createdBy: number | null;
}

/** The claimed entries as the sockets get them, in the order they were raised. */
function deliveries(entries: OutboxRow[]): Delivery[] {
  return entries.map((entry) => {
    // A fresh notification is unseen; each recipient's copy has its own id.
    const { id: _, ...shared } = toNotification({ ...entry, id: 0, seen: false });
    return { shared, ids: entry.notificationIds.map(Number), userIds: entry.userIds.map(Number) };
  });
}

/**
 * Takes the entries notify() left in the outbox and hands them to `deliver`.
 * Every instance is woken by each commit; SKIP LOCKED lets exactly one of them take each entry.
 * Passes never overlap within an instance, so that each user's frames leave in order: the
 * signals received during a pass make up the next one.
 */
export class Publisher {
  private running: Promise<void> | null = null;
  /** The entries the next pass takes: those named by the signals received meanwhile. */
  private next: IdRange | null = null;
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
    this.stopListening = await listenForCommits(
      this.database,
      COMMIT_SIGNAL_CHANNEL,
      (payload) => this.wake((payload === null ? null : readCommitSignal(payload)) ?? ALL),
      this.log,
    );
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Pushes the pending rows of `range`, every pending row by default. */
  wake(range: IdRange = ALL): void {
    if (this.stopped) return;
    this.next = widen(this.next, range);
    this.running ??= this.loop();
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
    while (this.next && !this.stopped) {
      const range = this.next;
      this.next = null;
      try {
        await this.pass(range);
      } catch (err) {
        this.log.error({ err }, 'notification push failed');
      }
    }
    this.running = null;
  }

  private async pass(range: IdRange): Promise<void> {
    for (;;) {
      const entries = await this.claim(range);
      if (entries.length === 0) return;
      try {
        await this.deliver(deliveries(entries));
      } catch (err) {
        // Given back to the outbox: the next poll retries them rather than losing them.
        await this.database.db.insert(notificationOutbox).values(
          entries.map((e) => ({
            id: Number(e.id),
            notificationIds: e.notificationIds.map(Number),
            userIds: e.userIds.map(Number),
            kind: e.kind,
            content: e.content,
            link: e.link,
            createdByUserId: e.createdBy,
            createdAt: new Date(e.createdAt),
          })),
        );
        throw err;
      }
      if (entries.length < BATCH) return;
    }
  }

  /**
   * Each step reads by key whatever the planner estimates: on tables without statistics yet (a
   * new database), joins written plainly would scan and hash. The claim's commit does not wait
   * for the disk: lost in a crash, it leaves its entries in the outbox, and they are pushed again
   * after restart rather than lost.
   */
  private claim(range: IdRange): Promise<OutboxRow[]> {
    const o = notificationOutbox;
    return preparedRows<OutboxRow>(
      this.database.db,
      sql`with claimed as (
            delete from ${o}
            where ${o.id} = any(array(
                select ${o.id} from ${o} where ${o.id} between ${range.first} and ${range.last}
                order by ${o.id} limit ${BATCH} for update skip locked
              ))
              and (select set_config('synchronous_commit', 'off', true)) is not null
            returning ${o.id} as id, ${o.notificationIds} as "notificationIds", ${o.userIds} as "userIds", ${o.kind} as kind,
                      ${o.content} as content, ${o.link} as link, ${o.createdAt} as "createdAt", ${o.createdByUserId} as "createdBy"
          )
          select c.id, c."notificationIds", c."userIds", c.kind, c.content, c.link, c."createdAt", c."createdBy",
                 u."createdByFirstName", u."createdByLastName", u."createdByCompany"
          from claimed c
          left join lateral (
            select ${users.firstName} as "createdByFirstName", ${users.lastName} as "createdByLastName",
                   (select ${companies.name} from ${companies} where ${companies.id} = ${users.companyId}) as "createdByCompany"
            from ${users} where ${users.id} = c."createdBy" limit 1
          ) u on true
          order by c.id`,
    );
  }
}
