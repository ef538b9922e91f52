import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, ScenarioResult } from '../context.ts';
import { combineRuns, deepRow, listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;

const LIVE = `c.kind = 'platform' and c.deleted_at is null`;

/** The keyset cursor of the row before the deep page (apps/api/src/lib/keyset.ts encodes [sort value, id]). */
async function deepCursor(ctx: BenchContext): Promise<{ row: number; after: string } | null> {
  if (!ctx.databaseUrl) return null;
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows: counted } = await client.query(`select count(*)::int as n from contracts c where ${LIVE}`);
    const row = deepRow(Number(counted[0]?.n ?? 0), PAGE_SIZE);
    const { rows } = await client.query(`select c.id from contracts c where ${LIVE} order by c.id desc offset $1 limit 1`, [row - 1]);
    const id = rows[0]?.id as number | undefined;
    return id ? { row, after: Buffer.from(JSON.stringify([id, id])).toString('base64url') } : null;
  } finally {
    await client.end();
  }
}

export const scenario = {
  name: 'list-contracts',
  title: 'Contrats plateforme (GET /api/bookings) : tri par défaut, ville + recherche, page à la ligne 50 000, face au SQL brut',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const account = DEMO_ACCOUNTS.admin;
    const runs: [string, ScenarioResult][] = [];
    runs.push([
      'default',
      await listBench(ctx, {
        name: 'bookings',
        apiPath: `/api/bookings?page=1&itemsPerPage=${PAGE_SIZE}`,
        account,
      }),
    ]);
    runs.push([
      'citySearch',
      await listBench(ctx, {
        name: 'bookings city+search',
        apiPath: `/api/bookings?page=1&itemsPerPage=${PAGE_SIZE}&city=Paris&search=martin`,
        account,
      }),
    ]);
    const deep = await deepCursor(ctx);
    if (deep) {
      runs.push([
        'deepPage',
        await listBench(ctx, {
          name: `bookings page ${deep.row / PAGE_SIZE + 1} (keyset)`,
          apiPath: `/api/bookings?page=${deep.row / PAGE_SIZE + 1}&itemsPerPage=${PAGE_SIZE}&after=${deep.after}`,
          account,
        }),
      ]);
    }
    return combineRuns(runs);
  },
};
