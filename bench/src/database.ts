import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isLoopback } from './load.ts';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/hubgrade_bench';

export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  /** Set for PostgreSQL. */
  url: string | null;
  /** The server's DATA_DIR (also holds PGlite's files). */
  dataDir: string;
  dispose(): Promise<void>;
}

/** A fresh PGlite folder, removed afterwards. */
export function freshPglite(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'hubgrade-bench-'));
  return { engine: 'pglite', url: null, dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function onServer(url: URL, statement: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await onDatabase(admin, statement);
}

async function onDatabase(url: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The database is dropped and created again (left as it is with `reuse`): it must be a bench database on this machine,
 * so that a mistyped URL can neither empty a real database nor send load elsewhere.
 */
export async function freshPostgres(rawUrl: string, keep: boolean, reuse = false): Promise<BenchDatabase> {
  const url = new URL(rawUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (url.hostname && !isLoopback(url.hostname)) throw new Error(`le banc ne vise que la machine locale, pas ${url.hostname}`);
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) {
    throw new Error(`la base « ${name} » serait supprimée puis recréée : son nom doit contenir « bench » (minuscules, chiffres, _)`);
  }
  if (!reuse) {
    await onServer(url, `drop database if exists ${name} with (force)`);
    await onServer(url, `create database ${name}`);
  } else {
    // A kept database has had rows written by earlier scenarios (billing runs, bookings); where autovacuum is off
    // its statistics are stale and the planner picks plans no production database would.
    await onDatabase(url, 'analyze');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hubgrade-bench-'));
  return {
    engine: 'postgres',
    url: url.toString(),
    dataDir,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      if (!keep && !reuse) await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
