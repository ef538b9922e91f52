import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BenchDatabase } from './database.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
const API = join(ROOT, 'apps/api');

/** A static file the server serves: from the web build when there is one, else from a tiny one made here. */
export interface WebDist {
  dir: string;
  path: string;
  built: boolean;
  dispose(): void;
}

export function webDist(): WebDist {
  const built = join(ROOT, 'apps/web/dist');
  if (existsSync(join(built, 'index.html'))) return { dir: built, path: '/index.html', built: true, dispose: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'hubgrade-bench-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Hubgrade</title></head><body><div id="root"></div></body></html>\n',
  );
  return { dir, path: '/index.html', built: false, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('pas de port libre'))));
    });
  });
}

function serverEnv(database: BenchDatabase, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    // Nothing leaves this machine during a bench, and nothing is shared with other instances.
    SMTP_URL: '',
    REDIS_URL: '',
    ...extra,
  };
}

/** Runs a script of the API to its end, its output shown with a prefix. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: API, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`${prefix}${line}`);
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${script} s'est arrêté avec le code ${code}`))));
  });
}

export function seed(database: BenchDatabase, scale: number): Promise<void> {
  return runScript('src/seed/cli.ts', scale > 0 ? ['--scale', String(scale)] : [], serverEnv(database, {}), '  [seed] ');
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process, whose memory a scenario may read (/proc on Linux). */
  pid: number | null;
  stop(): Promise<void>;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode}) :\n${output()}`);
    try {
      // Any answer of the API (401 here) means it listens and has its routes.
      const res = await fetch(`${baseUrl}/api/user/my`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur n'a pas démarré en 120 s :\n${output()}`);
}

/**
 * The real server (apps/api/src/server.ts) in its own process, on a free loopback port.
 * `env` overrides the defaults, e.g. a shared JWT_SECRET and REDIS_URL for several instances.
 */
export async function startServer(database: BenchDatabase, dist: WebDist, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const environment = serverEnv(database, {
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // The default (30 per minute and IP) would answer 429 to nearly every sign-in of the bench.
    AUTH_RATE_LIMIT: '100000000',
    AUTH_ACCOUNT_RATE_LIMIT: '100000000',
    // A log line per request would be measured along with the API.
    LOG_LEVEL: 'warn',
    // The invoices scenario starts the month's billing itself, and times it.
    BILLING_RUN_DAY: 'off',
    INVOICE_REMINDERS: 'off',
    WEB_DIST: dist.dir,
    ...env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    await waitUntilUp(baseUrl, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid ?? null,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
