import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { type DbTemplates, databaseUrl, waitForNoSessions } from './global-setup.ts';

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

/** The databases of the api project's globalSetup; undefined when a file runs without it. */
function templates(): DbTemplates | undefined {
  return inject('dbTemplates');
}

export interface ScratchPostgres {
  url: string;
  /** A copy of the run's migrated (and, unless `seed: false`, seeded) template; otherwise empty. */
  prepared: boolean;
  drop(): Promise<void>;
}

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL. */
export async function scratchPostgres(options: { seed?: boolean } = {}): Promise<ScratchPostgres> {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `hubgrade_test_${randomBytes(6).toString('hex')}`;
  const template = templates()?.postgres?.[options.seed === false ? 'migrated' : 'seeded'];
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrl(base, name),
    prepared: Boolean(template),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // Terminating the closed pool's last sockets with FORCE would surface as an error on a client
      // nobody listens to any more.
      await waitForNoSessions(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A PGlite copy of the run's template, or null without one. */
async function pgliteFromTemplate(seed: boolean): Promise<Database | null> {
  const dump = templates()?.pglite[seed ? 'seeded' : 'migrated'];
  if (!dump) return null;
  const database = openPglite(null, { loadDataDir: new Blob([await readFile(dump)]) });
  await database.client.waitReady;
  return database;
}

export async function createTestApp(engine: Engine, options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const seed = options.seed !== false;
  const scratch = engine === 'postgres' ? await scratchPostgres({ seed }) : null;
  const copy = scratch ? null : await pgliteFromTemplate(seed);
  const database = scratch ? openPostgres(scratch.url) : (copy ?? openPglite(null));
  if (!(scratch?.prepared || copy)) {
    await database.migrate();
    if (seed) await seedDemo(database.db);
  }
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'hubgrade-test'),
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    WEB_DIST: join(tmpdir(), 'hubgrade-no-web'),
    AUTH_RATE_LIMIT: '100000',
    AUTH_ACCOUNT_RATE_LIMIT: '100000',
    // The tests start the billing of a month and send reminders themselves.
    BILLING_RUN_DAY: 'off',
    INVOICE_REMINDERS: 'off',
    EMAILING_RATE_PER_MINUTE: 'off',
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
