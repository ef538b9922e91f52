import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';

/**
 * PostgreSQL delivers a NOTIFY only when the transaction that raised it commits, and drops it on
 * rollback: that is what tells every instance, after commit and never before, that notifications await a push.
 * Its payload `{first id},{last id}` names the outbox entries, so that the push reads them by key.
 */
export const COMMIT_SIGNAL_CHANNEL = 'hubgrade_notifications';

/** Outbox entry ids from `first` to `last`, both included. */
export interface IdRange {
  first: number;
  last: number;
}

/** The outbox entries a commit signal names; null when it names none that can be read. */
export function readCommitSignal(payload: string): IdRange | null {
  const ids = /^(\d{1,15}),(\d{1,15})$/.exec(payload);
  return ids ? { first: Number(ids[1]), last: Number(ids[2]) } : null;
}

const RECONNECT_DELAY_MS = 1000;

/** Stops listening and gives back the connection it held. */
export type StopListening = () => Promise<void>;

/** A signal's payload, or null when signals may have been missed (the listener was away). */
type OnSignal = (payload: string | null) => void;

/** The driver's own client behind the query builder (drizzle exposes it as `$client`). */
function driverClient<T>(database: Database): T {
  return (database.db as unknown as { $client: T }).$client;
}

async function listenPglite(client: PGlite, channel: string, onSignal: OnSignal): Promise<StopListening> {
  const unlisten = await client.listen(channel, onSignal);
  return async () => {
    // Closing the database first is not an error worth reporting on the way out.
    await unlisten().catch(() => {});
  };
}

/**
 * LISTEN needs a connection of its own for as long as the instance runs; it is taken from the
 * pool and taken again after a failure. Signals raised while it was away are caught up by
 * signalling once on every (re)connection.
 */
async function listenPostgres(pool: pg.Pool, channel: string, onSignal: OnSignal, log: FastifyBaseLogger): Promise<StopListening> {
  let current: { client: pg.PoolClient; release(err?: Error): void } | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      log.warn({ err }, 'notification listener could not connect');
      return schedule();
    }
    let released = false;
    const held = {
      client,
      release(err?: Error) {
        if (released) return;
        released = true;
        if (current === held) current = null;
        client.release(err);
      },
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onSignal(message.payload ?? '');
    });
    client.on('error', (err) => {
      log.warn({ err }, 'notification listener lost its connection');
      held.release(err);
      schedule();
    });
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      log.warn({ err }, 'notification listener could not listen');
      held.release(err as Error);
      return schedule();
    }
    if (stopped) return held.release();
    current = held;
    onSignal(null);
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const held = current;
    if (!held) return;
    // Closed rather than pooled: it leaves no listening connection behind for the pool's next user.
    held.release(new Error('notification listener stopped'));
  };
}

/** Calls `onSignal` after every commit of a transaction that raised notifications, on any instance. */
export function listenForCommits(database: Database, channel: string, onSignal: OnSignal, log: FastifyBaseLogger): Promise<StopListening> {
  return database.engine === 'pglite'
    ? listenPglite(driverClient<PGlite>(database), channel, onSignal)
    : listenPostgres(driverClient<pg.Pool>(database), channel, onSignal, log);
}
