import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give this same query builder; services never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');
/** Any constant: two instances starting together on one server migrate one after the other. */
const MIGRATION_LOCK = 727_001;

/** `loadDataDir`: start from a `dumpDataDir()` tarball instead of an empty cluster (tests copy a seeded one). */
export function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Database & { client: PGlite } {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir ?? 'memory://', { extensions: { btree_gist, pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    client,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 20): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection cut by the server (restart, failover) must not bring the process down:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL: connexion inactive perdue (${err.message})`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    pool,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl: string | null; databasePoolSize: number; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databasePoolSize) : openPglite(join(options.dataDir, 'pglite'));
}

/** Raw SQL rows: both drivers answer `{ rows }`, the shared type just does not say so. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
