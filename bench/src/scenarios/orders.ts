import pg from 'pg';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Measure, ScenarioResult } from '../context.ts';
import { deepRow, listBench } from '../list-bench.ts';

/** The orders table's page (packages/domain/src/orders/rules.ts ORDER_PAGE_SIZE). */
const PAGE_SIZE = 20;

/** The cursor of the page at row 50,000 (or the last full page of a smaller table), read from the database. */
async function deepPage(ctx: BenchContext): Promise<{ row: number; after: string } | null> {
  if (!ctx.databaseUrl) return null;
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows: counted } = await client.query('select count(*)::int as n from orders');
    const row = deepRow(Number(counted[0]?.n ?? 0), PAGE_SIZE);
    if (row === 0) return null;
    const { rows } = await client.query('select id from orders order by id desc offset $1 limit 1', [row - 1]);
    const id = rows[0]?.id as number | undefined;
    return id ? { row, after: Buffer.from(JSON.stringify([id, id])).toString('base64url') } : null;
  } finally {
    await client.end();
  }
}

/**
 * The orders table (/commandes/commandes) as staff read it, each beside its raw SQL: the super
 * administrator over every shop (500,000 orders at --scale 10) on the default order, on
 * « En attente validation » and on the page at row 50,000; brand 5's administrator on their brand.
 */
export const scenario = {
  name: 'orders',
  title: 'Commandes (GET /api/commandes) : tri par défaut, « En attente validation », marque 5, page à la ligne 50 000',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const admin = DEMO_ACCOUNTS.admin;
    const base = `/api/commandes?itemsPerPage=${PAGE_SIZE}&page=1`;
    const runs: [string, ScenarioResult][] = [
      ['default', await listBench(ctx, { name: 'commandes', apiPath: base, account: admin })],
      ['awaitingValidation', await listBench(ctx, { name: 'commandes à valider', apiPath: `${base}&state=2`, account: admin })],
      ['brand', await listBench(ctx, { name: 'commandes marque 5', apiPath: base, account: brandStaffEmail('admin', 5) })],
    ];
    const deep = await deepPage(ctx);
    if (deep) {
      const page = deep.row / PAGE_SIZE + 1;
      runs.push([
        'deepPage',
        await listBench(ctx, {
          name: `commandes page ${page} (keyset)`,
          apiPath: `/api/commandes?itemsPerPage=${PAGE_SIZE}&page=${page}&after=${deep.after}`,
          account: admin,
        }),
      ]);
    }
    const measures: Measure[] = runs.flatMap(([, r]) => r.measures);
    const figures: ScenarioResult['figures'] = {};
    for (const [key, r] of runs) for (const [name, value] of Object.entries(r.figures)) figures[`${key}.${name}`] = value;
    return { measures, figures, notes: runs.flatMap(([key, r]) => r.notes.map((n) => `${key} : ${n}`)) };
  },
};
