import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario, ScenarioResult } from '../context.ts';
import { deepRow, listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;
const CITY = 'Paris';
const SEARCH = 'bureau';

const cursorOf = (id: number) => Buffer.from(JSON.stringify([id, id])).toString('base64url');

/** The row the deep page starts after and the id it follows, by the API's default order. */
async function deepStart(databaseUrl: string | null, baseUrl: string, token: string, total: number): Promise<{ row: number; id: number }> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows: counted } = await client.query('select count(*)::int as n from ads where deleted_at is null');
      const row = deepRow(Number(counted[0]?.n ?? 0), PAGE_SIZE);
      const { rows } = await client.query('select id from ads where deleted_at is null order by id desc offset $1 limit 1', [row - 1]);
      return { row, id: Number(rows[0]?.id ?? 0) };
    } finally {
      await client.end();
    }
  }
  // PGlite has no second connection: ask the API for that page by number once.
  const row = deepRow(total, PAGE_SIZE);
  const res = await fetch(`${baseUrl}/api/annonces?page=${row / PAGE_SIZE}&itemsPerPage=${PAGE_SIZE}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { items: { adId: number }[] };
  return { row, id: body.items.at(-1)?.adId ?? 0 };
}

const p50 = (result: ScenarioResult) => result.measures[0]?.p50 ?? 0;

export const scenario: Scenario = {
  name: 'list-ads',
  title: 'Annonces (GET /api/annonces, super admin) : tri par défaut, ville + recherche, page à la ligne 50 000, face au SQL brut',
  async run(ctx) {
    const account = DEMO_ACCOUNTS.admin;
    const first = await listBench(ctx, { name: 'annonces page 1', apiPath: `/api/annonces?page=1&itemsPerPage=${PAGE_SIZE}`, account });
    const filtered = await listBench(ctx, {
      name: `annonces ${CITY} + « ${SEARCH} »`,
      apiPath: `/api/annonces?page=1&itemsPerPage=${PAGE_SIZE}&city=${CITY}&search=${SEARCH}`,
      account,
    });
    const deepAt = await deepStart(ctx.databaseUrl, ctx.baseUrl, await ctx.token(account), Number(first.figures.total ?? 0));
    const deepPage = deepAt.row / PAGE_SIZE + 1;
    const deep = await listBench(ctx, {
      name: `annonces page ${deepPage} (curseur)`,
      apiPath: `/api/annonces?page=${deepPage}&itemsPerPage=${PAGE_SIZE}&after=${cursorOf(deepAt.id)}`,
      account,
    });
    const deepRatio = p50(first) > 0 ? Math.round((p50(deep) / p50(first)) * 100) / 100 : null;
    return {
      measures: [...first.measures, ...filtered.measures, ...deep.measures],
      figures: {
        total: first.figures.total ?? null,
        ratioApiRawFirst: first.figures.ratioApiRaw ?? null,
        ratioApiRawFiltered: filtered.figures.ratioApiRaw ?? null,
        ratioApiRawDeep: deep.figures.ratioApiRaw ?? null,
        p99First: first.measures[0]?.p99 ?? null,
        p99Filtered: filtered.measures[0]?.p99 ?? null,
        p99Deep: deep.measures[0]?.p99 ?? null,
        deepRow: deepAt.row,
        deepOverFirstP50: deepRatio,
      },
      notes: [
        ...first.notes,
        ...filtered.notes,
        ...deep.notes,
        `Page ${deepPage} (ligne ${deepAt.row}) / page 1, p50 : ${deepRatio ?? '—'} (cible ≤ 1,5).`,
      ],
    };
  },
};
