import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Scenario, ScenarioResult } from '../context.ts';

/** The brand the scenario fills and empties again, so that the other scenarios never see its rows. */
const BRAND_ID = 990;
const FULL_ROWS = 1_000_000;
/** --scale 0 is a smoke run: a thousand rows show the scenario works without the minutes of a million. */
const SMOKE_ROWS = 1_000;
const MB = 1024 * 1024;

/** The server's resident memory (VmRSS), or null where /proc cannot be read. */
function rssOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Members of the scenario's brand, made in one statement. */
async function fill(url: string, rows: number): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`insert into brands (id, name) values ($1, 'Banc export') on conflict (id) do nothing`, [BRAND_ID]);
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, mobile, account_type, enabled, brand_id, created_at)
       select 'banc' || i || '@export.test', 'x', 'Prénom' || i, 'Nom ' || i, '06' || lpad(i::text, 8, '0'), 2, true, $1,
         timestamp '2024-01-01' + i * interval '1 minute'
       from generate_series(1, $2::int) as i`,
      [BRAND_ID, rows],
    );
    await client.query('analyze users');
  });
}

/**
 * Removes the scenario's brand and members. A million members deleted one foreign-key check at a
 * time (some tables that point at users are not indexed on that column) took over a quarter of an
 * hour: nothing points at these members, so when the role may, the checks are left out for this
 * transaction (`session_replication_role`); otherwise the delete runs with them, only slower.
 */
async function empty(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`delete from history_entries where entity = 'export' and brand_id = $1`, [BRAND_ID]);
    await client.query('delete from export_runs where brand_id = $1', [BRAND_ID]);
    await client.query('begin');
    try {
      await client.query('savepoint checks');
      await client.query('set local session_replication_role = replica').catch(() => client.query('rollback to savepoint checks'));
      await client.query('delete from users where brand_id = $1', [BRAND_ID]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    await client.query('delete from brands where id = $1', [BRAND_ID]);
  });
}

/** Reads the CSV over HTTP as a browser would, sampling the server's memory meanwhile. */
async function download(ctx: BenchContext, query: string) {
  const headers = { authorization: `Bearer ${await ctx.token(DEMO_ACCOUNTS.admin)}` };
  const baseline = rssOf(ctx.serverPid);
  let peak = baseline;
  const sampler = setInterval(() => {
    const now = rssOf(ctx.serverPid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 25);
  const started = performance.now();
  try {
    const res = await fetch(`${ctx.baseUrl}/api/exports/file?${query}`, { headers });
    if (res.status !== 200) throw new Error(`export refusé : ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000, baseline, peak };
  } finally {
    clearInterval(sampler);
  }
}

export const scenario: Scenario = {
  name: 'export-members',
  title: 'Export CSV des membres (1 000 000 de lignes sur PostgreSQL) : lignes par seconde et mémoire du serveur',
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const url = ctx.databaseUrl;
    let query = 'dataset=members&format=csv';
    if (url) {
      const rows = ctx.scale === 0 ? SMOKE_ROWS : FULL_ROWS;
      await empty(url);
      await fill(url, rows);
      query += `&brandId=${BRAND_ID}`;
    } else notes.push('PGlite : la base est dans le serveur, les membres de la démonstration sont exportés tels quels.');
    try {
      const result = await download(ctx, query);
      const growth = result.peak !== null && result.baseline !== null ? result.peak - result.baseline : null;
      notes.push(
        `${result.rows.toLocaleString('fr-FR')} lignes, ${(result.bytes / MB).toFixed(1)} Mo en ${result.seconds.toFixed(1)} s ; ` +
          `mémoire du serveur : ${growth === null ? 'non lue' : `+${(growth / MB).toFixed(1)} Mo au plus haut`}`,
      );
      return {
        measures: [],
        figures: {
          exportRows: result.rows,
          exportMegabytes: Math.round((result.bytes / MB) * 10) / 10,
          exportSeconds: Math.round(result.seconds * 10) / 10,
          exportRowsPerSecond: Math.round(result.rows / result.seconds),
          serverPeakRssMegabytes: result.peak === null ? null : Math.round((result.peak / MB) * 10) / 10,
          serverRssGrowthMegabytes: growth === null ? null : Math.round((growth / MB) * 10) / 10,
        },
        notes,
      };
    } finally {
      if (url) await empty(url);
    }
  },
};
