import pg from 'pg';
import type { BenchContext, Measure, ScenarioResult } from './context.ts';
import { measureHttp, measureSql } from './load.ts';

export interface ListBench {
  name: string;
  /** Path and query of the list call, e.g. `/api/dev/mails?page=1&itemsPerPage=25`. */
  apiPath: string;
  /** The demo account making the call. */
  account: string;
  /** A read sent as a POST with a body (an availability search); a GET otherwise. */
  post?: unknown;
}

/**
 * The row a deep page starts after: `target` (row 50,000), or the start of the last full page of a
 * smaller list, so that the deep page always has rows (an empty page would measure no page work).
 */
export function deepRow(liveRows: number, pageSize: number, target = 50_000): number {
  return Math.max(0, Math.min(target, Math.floor((liveRows - pageSize) / pageSize) * pageSize));
}

const ratio = (a: Measure, b: Measure) => (b.rps > 0 ? Math.round((a.rps / b.rps) * 1000) / 1000 : null);

/**
 * A list call of the API against the same work done straight through the pg driver, at the same
 * concurrency and for the same time: the statements the call sends (the session user's read, then
 * page, count, details), recorded from the API itself and replayed one after the other on one
 * connection. The ratio API/raw is what the HTTP layer, validation, token check and serialization
 * cost on top of the SQL.
 */
export async function listBench(ctx: BenchContext, bench: ListBench): Promise<ScenarioResult> {
  const headers = { authorization: `Bearer ${await ctx.token(bench.account)}` };
  const request = bench.post === undefined ? undefined : { method: 'POST' as const, body: bench.post };
  const sent = request && { method: request.method, body: JSON.stringify(request.body) };
  const probe = await fetch(`${ctx.baseUrl}${bench.apiPath}`, {
    headers: { ...headers, ...(sent ? { 'content-type': 'application/json' } : {}) },
    ...sent,
  });
  const body = (await probe.json().catch(() => null)) as { items?: unknown[]; total?: number } | unknown[] | null;
  // A page answers { items, total }; a read such as the planning or an availability search answers its own shape.
  const items = Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : null;
  if (probe.status !== 200 || body === null) {
    throw new Error(`${bench.apiPath} répond ${probe.status} : ${JSON.stringify(body).slice(0, 300)}`);
  }
  const total = !Array.isArray(body) && typeof body.total === 'number' ? body.total : null;
  const figures: ScenarioResult['figures'] = { apiPath: bench.apiPath, items: items?.length ?? null, total };
  const api = await measureHttp({
    label: `API ${bench.name}`,
    url: `${ctx.baseUrl}${bench.apiPath}`,
    connections: ctx.connections,
    duration: ctx.duration,
    headers,
    ...sent,
  });

  if (!ctx.databaseUrl) {
    return {
      measures: [api],
      figures: { ...figures, rawSkipped: true, ratioApiRaw: null },
      notes: ['Comparaison SQL brut sautée : PGlite n’a pas de pilote concurrent (lancer avec --db postgres).'],
    };
  }

  const statements = await ctx.apiStatements(bench.apiPath, bench.account, request);
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: ctx.connections });
  try {
    const raw = await measureSql(pool, {
      label: `SQL ${bench.name}`,
      statements,
      connections: ctx.connections,
      duration: ctx.duration,
    });
    const apiRaw = ratio(api, raw);
    return {
      measures: [api, raw],
      figures: { ...figures, statements: statements.length, rawSkipped: false, ratioApiRaw: apiRaw },
      notes: [
        `Rapport API / SQL brut : ${apiRaw ?? '—'} (SQL brut : les ${statements.length} requêtes de l’appel, ${ctx.connections} connexions directes ; l’API passe par le pool du serveur).`,
      ],
    };
  } finally {
    await pool.end();
  }
}

/**
 * Several list benches of one scenario as one result: their measures in order, their figures and
 * notes under each run's key, and, when a `deepPage` run is there, its throughput over the first
 * run's (`deepPageRpsRatio`).
 */
export function combineRuns(runs: [string, ScenarioResult][]): ScenarioResult {
  const measures: Measure[] = runs.flatMap(([, r]) => r.measures);
  const figures: ScenarioResult['figures'] = {};
  for (const [key, r] of runs) for (const [name, value] of Object.entries(r.figures)) figures[`${key}.${name}`] = value;
  const first = runs[0]?.[1].measures[0];
  const deepApi = runs.find(([key]) => key === 'deepPage')?.[1].measures[0];
  if (first && deepApi && first.rps > 0) figures.deepPageRpsRatio = Math.round((deepApi.rps / first.rps) * 1000) / 1000;
  return { measures, figures, notes: runs.flatMap(([key, r]) => r.notes.map((n) => `${key} : ${n}`)) };
}
