import pg from 'pg';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, ScenarioResult } from '../context.ts';
import { combineRuns, deepRow, listBench } from '../list-bench.ts';

/** The detailed view's page (packages/domain/src/tickets/rules.ts TICKET_PAGE_SIZE). */
const PAGE_SIZE = 20;

/** The keyset cursor of the row before the deep page, newest first (apps/api/src/lib/keyset.ts encodes [sort value, id]). */
async function deepCursor(ctx: BenchContext): Promise<{ row: number; after: string } | null> {
  if (!ctx.databaseUrl) return null;
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows: counted } = await client.query('select count(*)::int as n from tickets');
    const row = deepRow(Number(counted[0]?.n ?? 0), PAGE_SIZE);
    if (row === 0) return null;
    const { rows } = await client.query('select id from tickets order by id desc offset $1 limit 1', [row - 1]);
    const id = rows[0]?.id as number | undefined;
    return id ? { row, after: Buffer.from(JSON.stringify([id, id])).toString('base64url') } : null;
  } finally {
    await client.end();
  }
}

/**
 * The tickets' detailed view (/tickets/view) as the desk reads it: the super administrator over
 * every brand (250,000 tickets at --scale 10) on the default order, on one state as the dashboard's
 * card opens it, and on a deep page; a brand's desk on its own brand; each beside its raw SQL.
 */
export const scenario = {
  name: 'list-tickets',
  title:
    'Tickets (GET /api/tickets, vue détaillée) : tri par défaut, état « Ouvert », desk d’une marque, page à la ligne 50 000, face au SQL brut',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const admin = DEMO_ACCOUNTS.admin;
    const base = `/api/tickets?itemsPerPage=${PAGE_SIZE}`;
    const runs: [string, ScenarioResult][] = [];
    runs.push(['default', await listBench(ctx, { name: 'tickets', apiPath: `${base}&page=1`, account: admin })]);
    runs.push(['state', await listBench(ctx, { name: 'tickets état 2', apiPath: `${base}&page=1&state=2`, account: admin })]);
    runs.push([
      'brandDesk',
      await listBench(ctx, { name: 'tickets marque 5', apiPath: `${base}&page=1`, account: brandStaffEmail('admin', 5) }),
    ]);
    const deep = await deepCursor(ctx);
    if (deep) {
      runs.push([
        'deepPage',
        await listBench(ctx, {
          name: `tickets page ${deep.row / PAGE_SIZE + 1} (keyset)`,
          apiPath: `${base}&page=${deep.row / PAGE_SIZE + 1}&after=${deep.after}`,
          account: admin,
        }),
      ]);
    }
    return combineRuns(runs);
  },
};
