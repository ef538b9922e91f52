import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { quoteStateEvents, quotes } from '../../db/schema/index.ts';
import type { ZodApp } from '../../lib/context.ts';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';

/** The advisory lock of the expiry pass: one instance at a time. */
const EXPIRY_LOCK = 0xde715007;
/** How often the pass runs: the readers see an expired quote as such in between. */
const EXPIRY_POLL_MS = 15 * 60_000;

/**
 * Writes expiré on the sent quotes whose expiry day is over in Paris, with their history line.
 * Safe with several API instances: the pass runs under a transaction-scoped advisory lock (another
 * instance skips its turn) and only takes quotes still sent.
 */
export async function expireDue(db: Db, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [lease] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK}) as locked`);
    if (!lease?.locked) return [];
    const expired = await queryRows<{ id: number }>(
      tx,
      sql`update ${quotes} set ${sql.identifier(quotes.state.name)} = 7, ${sql.identifier(quotes.updatedAt.name)} = ${now}
          where ${quotes.state} = 3 and ${quotes.expirationDate} < ${parisDay(now)} returning ${quotes.id}`,
    );
    if (expired.length > 0) {
      await tx
        .insert(quoteStateEvents)
        .values(expired.map((q) => ({ quoteId: q.id, fromState: 3, state: 7, actor: 'system', userId: null, at: now })));
    }
    return expired.map((q) => q.id);
  });
}

/** Runs the expiry pass when the app is ready, then every EXPIRY_POLL_MS. */
export function scheduleExpiry(app: ZodApp, db: Db): void {
  schedulePeriodicPass(app, { everyMs: EXPIRY_POLL_MS, failure: 'quote expiry failed', run: () => expireDue(db) });
}
