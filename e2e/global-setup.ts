import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
/** E2E_WEB_DIST lets several checkouts' builds be tested side by side; apps/web/dist otherwise. */
const WEB_DIST = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(ROOT, 'apps/web/dist');
const START_TIMEOUT_MS = 240_000;
const LOG_LINES_KEPT = 200;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

function keepLog(server: ChildProcess): string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > LOG_LINES_KEPT) lines.shift();
    }
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', (chunk: Buffer) => {
    collect(chunk);
    process.stderr.write(chunk);
  });
  return lines;
}

async function waitUntilServing(url: string, server: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (code ${server.exitCode}):\n${log.join('\n')}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log.join('\n')}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

/**
 * A throwaway database on the PostgreSQL server of TEST_DATABASE_URL (CI sets it), or null: the
 * embedded engine runs its queries on the server's one thread, which the browsers' calls then wait
 * on, so the suite runs much faster on a real server. The embedded engine keeps its API tests.
 */
async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `hubgrade_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts the built app on a free port with a fresh database; returns its teardown. */
export default async function globalSetup() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} is missing: build the web app first (\`npm run test:e2e\` does).`);
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'hubgrade-e2e-'));
  const database = await scratchPostgres();
  const { DATABASE_URL: _database, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      AUTH_RATE_LIMIT: '100000',
      AUTH_ACCOUNT_RATE_LIMIT: '100000',
      // The browser tests work on the seeded invoices as they are: no billing or reminder of their own.
      BILLING_RUN_DAY: 'off',
      INVOICE_REMINDERS: 'off',
      WEB_DIST,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = keepLog(server);
  try {
    await waitUntilServing(`${baseURL}/api/back/localhost/brand`, server, log);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}
