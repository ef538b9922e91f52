import { readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/accounts.ts';
import { type StatementRecorder, statementRecorder } from './api-statements.ts';
import type { BenchContext, Measure, Scenario } from './context.ts';
import { type BenchDatabase, freshPglite, freshPostgres } from './database.ts';
import { measureHttp } from './load.ts';
import { type BenchOptions, parseOptions, USAGE } from './options.ts';
import { type RunningServer, seed, startServer, type WebDist, webDist } from './server.ts';
import { formatTable } from './table.ts';

/** Every file of scenarios/ exporting `scenario`, in file-name order: a new one is picked up as it is. */
async function loadScenarios(): Promise<Scenario[]> {
  const dir = join(import.meta.dirname, 'scenarios');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { scenario?: Scenario };
    if (!module.scenario) throw new Error(`scenarios/${file} n'exporte pas de scenario`);
    scenarios.push(module.scenario);
  }
  return scenarios;
}

function selected(all: Scenario[], only: string[]): Scenario[] {
  if (only.length === 0) return all;
  const unknown = only.filter((name) => !all.some((s) => s.name === name));
  if (unknown.length) throw new Error(`scénario inconnu : ${unknown.join(', ')} (connus : ${all.map((s) => s.name).join(', ')})`);
  return all.filter((s) => only.includes(s.name));
}

function benchContext(
  options: BenchOptions,
  database: BenchDatabase,
  server: RunningServer,
  dist: WebDist,
  cleanups: (() => Promise<void> | void)[],
): BenchContext {
  const tokens = new Map<string, Promise<string>>();
  let ceiling: Promise<Measure> | null = null;
  let recorder: Promise<StatementRecorder> | null = null;
  return {
    baseUrl: server.baseUrl,
    serverPid: server.pid,
    engine: database.engine,
    databaseUrl: database.url,
    scale: options.scale,
    duration: options.duration,
    connections: options.connections,
    token(email) {
      let token = tokens.get(email);
      if (!token) {
        token = fetch(`${server.baseUrl}/api/login_check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
        }).then(async (res) => {
          if (res.status !== 200) throw new Error(`connexion de ${email} refusée : ${res.status} ${await res.text()}`);
          return ((await res.json()) as { token: string }).token;
        });
        tokens.set(email, token);
      }
      return token;
    },
    apiStatements(path, email, request) {
      const url = database.url;
      if (!url) return Promise.reject(new Error('les requêtes de l’API ne sont rejouées que sur PostgreSQL'));
      if (!recorder) {
        recorder = statementRecorder(url);
        const started = recorder;
        cleanups.push(async () => (await started).close());
      }
      return recorder.then((r) => r.record(path, email, request));
    },
    staticCeiling() {
      ceiling ??= measureHttp({
        label: `GET ${dist.path} (statique)`,
        url: `${server.baseUrl}${dist.path}`,
        connections: options.connections,
        duration: options.duration,
      });
      return ceiling;
    },
  };
}

const loadAverage = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

async function main(): Promise<number> {
  let options: BenchOptions | null;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const scenarios = selected(await loadScenarios(), options.only);

  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step();
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  const report: Record<string, unknown> = {
    engine: options.engine,
    scale: options.scale,
    durationSeconds: options.duration,
    connections: options.connections,
    cpus: availableParallelism(),
    node: process.version,
    // Figures of a busy machine are not those of an idle one: the load says which this was.
    loadAverageBefore: loadAverage(),
  };
  const results: Record<string, Record<string, unknown>> = {};
  let failed = false;
  try {
    const database = options.engine === 'postgres' ? await freshPostgres(options.databaseUrl, options.keep, options.reuse) : freshPglite();
    cleanups.push(() => database.dispose());
    const dist = webDist();
    cleanups.push(() => dist.dispose());
    report.webDist = dist.built ? 'apps/web/dist' : 'minimal';

    console.log(`Base : ${database.engine === 'postgres' ? database.url : `PGlite (${database.dataDir})`}, volume ×${options.scale}`);
    if (options.reuse) report.reused = true;
    else {
      const seedStarted = performance.now();
      await seed(database, options.scale);
      report.seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    }

    const server = await startServer(database, dist);
    cleanups.push(() => server.stop());
    console.log(
      `Serveur : ${server.baseUrl} ; ${options.connections} connexions, ${options.duration} s par mesure, ${report.cpus} cœurs partagés par le serveur et le client de charge\n`,
    );
    const ctx = benchContext(options, database, server, dist, cleanups);

    for (const scenario of scenarios) {
      console.log(`■ ${scenario.name} — ${scenario.title}`);
      try {
        const result = await scenario.run(ctx);
        console.log(formatTable(result.measures));
        for (const note of result.notes) console.log(`  ${note}`);
        results[scenario.name] = { ...result.figures, measures: result.measures };
      } catch (error) {
        failed = true;
        console.log(`  échec : ${(error as Error).message}`);
        results[scenario.name] = { error: (error as Error).message };
      }
      console.log('');
    }
  } finally {
    await cleanup();
  }
  report.loadAverageAfter = loadAverage();
  console.log(JSON.stringify({ bench: 'hubgrade', ...report, scenarios: results }));
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`Banc interrompu : ${(error as Error).message}`);
  process.exitCode = 1;
}
