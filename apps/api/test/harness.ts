import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { seedDemo } from '../src/seed/demo.ts';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** A bearer token for a seeded account (password demo1234). */
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. */
async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `hubgrade_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // A closed pool finishes closing its sockets a little after pool.end() resolves; terminating
      // them with FORCE would surface as an error on a client nobody listens to any more.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(engine: Engine, options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const scratch = engine === 'postgres' ? await scratchPostgres() : null;
  const database = scratch ? openPostgres(scratch.url) : openPglite(null);
  await database.migrate();
  if (options.seed !== false) await seedDemo(database.db);
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'hubgrade-test'),
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    WEB_DIST: join(tmpdir(), 'hubgrade-no-web'),
    AUTH_RATE_LIMIT: '100000',
    AUTH_ACCOUNT_RATE_LIMIT: '100000',
    ...options.env,
  });
  const app = await buildApp({ config, database, checkAnswers: true });
  await app.ready();
  return {
    app,
    database,
    config,
    async tokenFor(email) {
      const res = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
