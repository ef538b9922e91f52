import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Scenario, ScenarioResult } from '../context.ts';
import { deepRow, listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;
const SEARCH = 'martin';

const cursorOf = (id: number) => Buffer.from(JSON.stringify([id, id])).toString('base64url');

async function withPool<T>(ctx: BenchContext, run: (pool: pg.Pool) => Promise<T>): Promise<T | null> {
  if (!ctx.databaseUrl) return null;
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
  try {
    return await run(pool);
  } finally {
    await pool.end();
  }
}

/**
 * The global user table (members-bookings-feed §2.2): the first page in the default sort, the page
 * at row 50,000 through its keyset cursor, a search and a state filter, each against the same SQL
 * run straight through the driver. The search's plan is printed: it must go through the trigram
 * indexes, not read the whole table.
 */
export const scenario: Scenario = {
  name: 'list-members',
  title: 'Table des membres (GET /api/users, super admin) : page 1, page à 50 000, recherche, filtre d’état, face au SQL brut',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const account = DEMO_ACCOUNTS.admin;
    // The id at the deep row: the keyset cursor the client would hold after paging there.
    const deep = await withPool(ctx, async (pool) => {
      const { rows: counted } = await pool.query<{ n: number }>('select count(*)::int as n from users where deleted_at is null');
      const row = deepRow(counted[0]?.n ?? 0, PAGE_SIZE);
      const { rows } = await pool.query<{ id: number }>(
        `select id from users where deleted_at is null order by id desc offset $1 limit 1`,
        [row - 1],
      );
      return rows[0] ? { row, id: rows[0].id } : null;
    });
    const searchPath = `/api/users?itemsPerPage=${PAGE_SIZE}&search=${SEARCH}`;
    const cases = [
      { name: 'membres page 1', query: '' },
      ...(deep
        ? [{ name: `membres page à la ligne ${deep.row}`, query: `&page=${deep.row / PAGE_SIZE + 1}&after=${cursorOf(deep.id)}` }]
        : []),
      { name: `membres recherche « ${SEARCH} »`, query: `&search=${SEARCH}` },
      { name: 'membres en attente de validation', query: '&state=pending' },
    ];
    const result: ScenarioResult = { measures: [], figures: {}, notes: [] };
    for (const c of cases) {
      const one = await listBench(ctx, {
        name: c.name,
        apiPath: `/api/users?itemsPerPage=${PAGE_SIZE}${c.query}`,
        account,
      });
      result.measures.push(...one.measures);
      for (const [key, value] of Object.entries(one.figures)) result.figures[`${c.name} ${key}`] = value;
      result.notes.push(...one.notes.map((n) => `${c.name} : ${n}`));
    }
    const [first, deepMeasure] = result.measures.filter((m) => m.label.startsWith('API'));
    if (first && deepMeasure && deep) {
      const ratio = Math.round((deepMeasure.p50 / Math.max(first.p50, 0.001)) * 100) / 100;
      result.figures.deepPageP50Ratio = ratio;
      result.notes.push(`Page à la ligne ${deep.row} / page 1 (p50) : ${ratio} (objectif ≤ 1,5).`);
    }
    // The plans of the very statements the API sends for the search (count, then page).
    const plan = await withPool(ctx, async (pool) => {
      const lines: string[] = [];
      for (const statement of await ctx.apiStatements(searchPath, account)) {
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain analyze ${statement.sql}`, statement.params);
        lines.push(...rows.map((r) => r['QUERY PLAN']), '');
      }
      return lines;
    });
    if (plan) {
      console.log(`\nPlan de la recherche « ${SEARCH} » :\n${plan.join('\n')}\n`);
      const seqScan = plan.some((line) => /Seq Scan on users/.test(line));
      result.figures.searchSeqScanOnUsers = seqScan;
      result.notes.push(
        seqScan
          ? 'La recherche lit toute la table users (Seq Scan) !'
          : 'La recherche passe par les index trigrammes (pas de Seq Scan sur users).',
      );
    }
    return result;
  },
};
