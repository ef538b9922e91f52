import { createHash } from 'node:crypto';
import type { Brand } from '@hubgrade/domain/brands/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Executor } from '../../db/client.ts';
import { listenForCommits, type StopListening } from '../../plugins/realtime/commit-signal.ts';
import { findBrandByHost, hostWithoutPort } from './queries.ts';

/**
 * Every page load asks for its host's brand: the answer is kept per host in memory, and dropped
 * on every instance when a brand changes, by a NOTIFY raised in the writing transaction
 * (PostgreSQL delivers it to every instance once that transaction commits, never on rollback).
 */
export const BRAND_SIGNAL_CHANNEL = 'hubgrade_brands';

/** Tells every instance, once the transaction commits, that brand answers are stale. */
export async function signalBrandChange(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${BRAND_SIGNAL_CHANNEL}, '')`);
}

/** The answer of one host, ready to send: null body for the main platform (204). */
export interface HostAnswer {
  body: string | null;
  etag: string | null;
}

/** Hosts are the caller's to choose: past this many, an unknown one is answered without being kept. */
const MAX_HOSTS = 1000;

const answerOf = (brand: Brand | null): HostAnswer => {
  if (!brand) return { body: null, etag: null };
  const body = JSON.stringify(brand);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

export class BrandHostCache {
  private readonly answers = new Map<string, HostAnswer>();
  /** Bumped by every change: a read that began before a change never stores what it read. */
  private generation = 0;
  private stopListening: StopListening | null = null;

  constructor(private readonly db: Db) {}

  async start(database: Database, log: FastifyBaseLogger): Promise<void> {
    // A signal, or null when the listener was away and may have missed some: read everything again.
    this.stopListening = await listenForCommits(database, BRAND_SIGNAL_CHANNEL, () => this.clear(), log);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async answer(hostname: string): Promise<HostAnswer> {
    const host = hostWithoutPort(hostname);
    const kept = this.answers.get(host);
    if (kept) return kept;
    const generation = this.generation;
    const answer = answerOf(await findBrandByHost(this.db, host));
    if (generation === this.generation && (answer.body !== null || this.answers.size < MAX_HOSTS)) this.answers.set(host, answer);
    return answer;
  }

  /** Called after this instance's own change too, so that its next answer never waits for the signal. */
  clear(): void {
    this.generation++;
    this.answers.clear();
  }
}
