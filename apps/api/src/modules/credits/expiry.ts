import type { Db } from '../../db/client.ts';
import type { ZodApp } from '../../lib/context.ts';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { accountsWithDuePacks, lockAccountById } from './ledger.ts';

/** How often the pass runs: the balances read in between already leave out what has expired. */
const EXPIRY_POLL_MS = 15 * 60_000;

/**
 * Closes in the ledger the packs whose validity has ended: one expiry entry each, taking back what
 * was left. Each account in its own transaction under its lock, so several API instances (or a
 * booking meanwhile) close a pack once: the second finds it closed.
 */
export async function expirePacks(db: Db, now = new Date()): Promise<number[]> {
  const accounts = await accountsWithDuePacks(db, now);
  for (const id of accounts) await db.transaction((tx) => lockAccountById(tx, id, now));
  return accounts;
}

/** Runs the pass when the app is ready, then every EXPIRY_POLL_MS. */
export function schedulePackExpiry(app: ZodApp, db: Db): void {
  schedulePeriodicPass(app, { everyMs: EXPIRY_POLL_MS, failure: 'credit pack expiry failed', run: () => expirePacks(db) });
}
