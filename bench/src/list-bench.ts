import pg from 'pg';
import type { BenchContext, Measure, ScenarioResult } from './context.ts';
import { measureHttp, measureSql } from './load.ts';

export interface ListBench {
  name: string;
  /** Path and query of the list call, e.g. `/api/dev/mails?page=1&itemsPerPage=25`. */
  apiPath: string;
  token: string;
  /** One statement doing the call's database work: the page and the total. */
  sql: string;
  params?: unknown[];
}

const ratio = (a: Measure, b: Measure) => (b.rps > 0 ? Math.round((a.rps / b.rps) * 1000) / 1000 : null);

/**
 * A list call of the API against the same work done straight through the pg driver, at the same
 * concurrency and for the same time: the ratio API/raw is what the HTTP layer, validation,
 * authentication and serialization cost on top of the SQL.
 */
export async function listBench(ctx: BenchContext, bench: ListBench): Promise<ScenarioResult> {
  const headers = { authorization: `Bearer ${bench.token}` };
  const probe = await fetch(`${ctx.baseUrl}${bench.apiPath}`, { headers });
  const body = (await probe.json().catch(() => null)) as { items?: unknown[]; total?: number } | null;
  if (probe.status !== 200 || !Array.isArray(body?.items)) {
    throw new Error(`${bench.apiPath} répond ${probe.status} : ${JSON.stringify(body).slice(0, 300)}`);
  }
  const figures: ScenarioResult['figures'] = { apiPath: bench.apiPath, items: body.items.length, total: body.total ?? null };
  const api = await measureHttp({
    label: `API ${bench.name}`,
    url: `${ctx.baseUrl}${bench.apiPath}`,
    connections: ctx.connections,
    duration: ctx.duration,
    headers,
  });

  if (!ctx.databaseUrl) {
    return {
      measures: [api],
      figures: { ...figures, rawSkipped: true, ratioApiRaw: null },
      notes: ['Comparaison SQL brut sautée : PGlite n’a pas de pilote concurrent (lancer avec --db postgres).'],
    };
  }

  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: ctx.connections });
  try {
    const check = await pool.query(bench.sql, bench.params ?? []);
    if (check.rows.length !== body.items.length) {
      throw new Error(`le SQL de ${bench.name} rend ${check.rows.length} lignes, l’API ${body.items.length}`);
    }
    const raw = await measureSql(pool, {
      label: `SQL ${bench.name}`,
      sql: bench.sql,
      params: bench.params ?? [],
      connections: ctx.connections,
      duration: ctx.duration,
    });
    const apiRaw = ratio(api, raw);
    return {
      measures: [api, raw],
      figures: { ...figures, rawSkipped: false, ratioApiRaw: apiRaw },
      notes: [
        `Rapport API / SQL brut : ${apiRaw ?? '—'} (SQL brut : ${ctx.connections} connexions directes ; l’API passe par le pool du serveur).`,
      ],
    };
  } finally {
    await pool.end();
  }
}
