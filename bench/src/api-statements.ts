import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import inject from 'light-my-request';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/accounts.ts';

/** One statement as the API sent it to PostgreSQL: its text and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements of one call, from its first hook on: the session's own lookup included. */
interface Recording {
  statements: Statement[];
}

/** A call other than a plain GET: a POST of a read such as an availability search. */
export interface RecordedRequest {
  method: 'GET' | 'POST';
  body?: unknown;
}

export interface StatementRecorder {
  /** The statements the call sends (GET unless `request` says), signed in as `email`, in the order it sends them. */
  record(path: string, email: string, request?: RecordedRequest): Promise<Statement[]>;
  close(): Promise<void>;
}

/**
 * The API itself, in this process, on the bench database: a call made through it gives the very
 * statements the call runs, which the raw side then replays through the pg driver. The raw side
 * thus does the same database work as the API call (the session user's read that every call makes
 * to check its session version, then columns, joins, count, limit, one statement or several),
 * whatever the list's code becomes, and the ratio is what the API costs beyond its SQL.
 */
export async function statementRecorder(databaseUrl: string): Promise<StatementRecorder> {
  const current = new AsyncLocalStorage<Recording>();
  const dataDir = mkdtempSync(join(tmpdir(), 'hubgrade-bench-recorder-'));
  const database = openPostgres(databaseUrl, 4);
  const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
  database.pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const recording = current.getStore();
    if (recording) {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
      recording.statements.push({ sql: text, params });
    }
    return query(config, values, callback);
  }) as typeof database.pool.query;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    AUTH_RATE_LIMIT: '100000000',
    AUTH_ACCOUNT_RATE_LIMIT: '100000000',
    SMTP_URL: '',
    REDIS_URL: '',
    // This app only records what a call sends: it bills and reminds nothing.
    BILLING_RUN_DAY: 'off',
    INVOICE_REMINDERS: 'off',
    WEB_DIST: dataDir,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      const res = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username: email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`connexion de ${email} refusée : ${res.statusCode}`);
      token = (res.json() as { token: string }).token;
      tokens.set(email, token);
    }
    return token;
  };
  return {
    async record(path, email, request) {
      const authorization = `Bearer ${await tokenOf(email)}`;
      const recording: Recording = { statements: [] };
      // Dispatched straight to the router inside the recording's context (app.inject would lose
      // it), so every statement of the call is recorded, from its first hook on.
      const res = await inject((req, res) => current.run(recording, () => app.routing(req, res)), {
        url: path,
        method: request?.method ?? 'GET',
        headers: { authorization, ...(request?.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(request?.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
      });
      if (res.statusCode !== 200) throw new Error(`${path} répond ${res.statusCode} à l’enregistrement de ses requêtes`);
      if (recording.statements.length === 0) throw new Error(`${path} n’a envoyé aucune requête à la base`);
      return recording.statements;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
