import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';

/** Databases built once per run; each test app starts from a copy (see createTestApp). */
export interface DbTemplates {
  /** `dumpDataDir()` tarballs. */
  pglite: { migrated: string; seeded: string };
  /** Database names on the server of TEST_DATABASE_URL, when it is set. */
  postgres: { migrated: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** The URL of TEST_DATABASE_URL's server pointing at another database. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A closed pool finishes closing its sockets a little after pool.end() resolves. */
export async function waitForNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pgliteTemplates(dir: string): Promise<DbTemplates['pglite']> {
  const paths = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
  const database = openPglite(null);
  const dump = async (path: string) => {
    // Without a checkpoint the copy replays the WAL and its sequences jump ahead of the original's.
    await database.client.exec('CHECKPOINT');
    const blob = await database.client.dumpDataDir('none');
    await writeFile(path, Buffer.from(await blob.arrayBuffer()));
  };
  try {
    await database.migrate();
    await dump(paths.migrated);
    await seedDemo(database.db);
    await dump(paths.seeded);
  } finally {
    await database.close();
  }
  return paths;
}

async function postgresTemplates(base: string, names: NonNullable<DbTemplates['postgres']>): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${names.migrated}`);
    const migrated = openPostgres(databaseUrl(base, names.migrated), 2);
    await migrated.migrate();
    await migrated.close();
    await waitForNoSessions(admin, names.migrated);
    await admin.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
    const seeded = openPostgres(databaseUrl(base, names.seeded));
    await seedDemo(seeded.db);
    await seeded.close();
    // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: let nobody in.
    for (const name of [names.migrated, names.seeded]) {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await waitForNoSessions(admin, name);
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'hubgrade-db-templates-'));
  const base = process.env.TEST_DATABASE_URL;
  const tag = randomBytes(6).toString('hex');
  const names = base ? { migrated: `hubgrade_template_${tag}_migrated`, seeded: `hubgrade_template_${tag}_seeded` } : null;
  const teardown = async () => {
    if (base && names) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      for (const name of [names.seeded, names.migrated]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Settled, not all: a teardown must not race a build still running.
    const [pglite, postgres] = await Promise.allSettled([pgliteTemplates(dir), base && names ? postgresTemplates(base, names) : null]);
    if (pglite.status === 'rejected') throw pglite.reason;
    if (postgres.status === 'rejected') throw postgres.reason;
    project.provide('dbTemplates', { pglite: pglite.value, postgres: names });
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
