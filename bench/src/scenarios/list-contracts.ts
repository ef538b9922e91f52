import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Measure, ScenarioResult } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;
/** The page the keyset measure opens: row 50,000 of the default order. */
const DEEP_ROW = 50_000;

/** What the API does for one page, by hand: the page of ids, the row joins, the capped total. */
function pageSql(where: string): string {
  return `with page as (
      select c.id from contracts c where ${where} order by c.id desc limit ${PAGE_SIZE + 1}
    )
    select c.*, t.first_name, t.last_name, t.email, tc.name as company, l.first_name as l_first, a.title, cm.first_name as cm_first,
      inv.id as invoice_id, inv.state as invoice_state, md.signed_at, cn.count,
      (select count(*) from (select 1 from contracts c where ${where.replace(/ and c\.id < \$\d+/, '')} limit 10001) n) as total
    from page join contracts c on c.id = page.id
    join users t on t.id = c.tenant_id left join companies tc on tc.id = c.tenant_company_id
    left join users l on l.id = c.landlord_id left join ads a on a.id = c.ad_id
    left join coworking_spaces os on os.id = c.coworking_space_id left join sites s on s.id = coalesce(os.site_id, a.site_id)
    left join users cm on cm.id = c.commercial_id
    left join lateral (select i.id, i.state from invoices i where i.contract_id = c.id order by i.id desc limit 1) inv on true
    left join lateral (select m.signed_at from sepa_mandates m where m.contract_id = c.id order by (m.removed_at is null) desc, m.id desc limit 1) md on true
    left join contract_notifications cn on cn.contract_id = c.id and cn.user_id = 1
    order by c.id desc limit ${PAGE_SIZE}`;
}

const LIVE = `c.kind = 'platform' and c.deleted_at is null`;

/** The keyset cursor of the row before the deep page (apps/api/src/lib/keyset.ts encodes [sort value, id]). */
async function deepCursor(ctx: BenchContext): Promise<{ id: number; after: string } | null> {
  if (!ctx.databaseUrl) return null;
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select c.id from contracts c where ${LIVE} order by c.id desc offset $1 limit 1`, [DEEP_ROW - 1]);
    const id = rows[0]?.id as number | undefined;
    return id ? { id, after: Buffer.from(JSON.stringify([id, id])).toString('base64url') } : null;
  } finally {
    await client.end();
  }
}

export const scenario = {
  name: 'list-contracts',
  title: 'Contrats plateforme (GET /api/bookings) : tri par défaut, ville + recherche, page à la ligne 50 000, face au SQL brut',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const token = await ctx.token(DEMO_ACCOUNTS.admin);
    const runs: [string, ScenarioResult][] = [];
    runs.push([
      'default',
      await listBench(ctx, {
        name: 'bookings',
        apiPath: `/api/bookings?page=1&itemsPerPage=${PAGE_SIZE}`,
        token,
        sql: pageSql(LIVE),
      }),
    ]);
    runs.push([
      'citySearch',
      await listBench(ctx, {
        name: 'bookings city+search',
        apiPath: `/api/bookings?page=1&itemsPerPage=${PAGE_SIZE}&city=Paris&search=martin`,
        token,
        sql: pageSql(`${LIVE} and c.city = $1 and c.search_text like $2`),
        params: ['Paris', '%martin%'],
      }),
    ]);
    const deep = await deepCursor(ctx);
    if (deep) {
      runs.push([
        'deepPage',
        await listBench(ctx, {
          name: `bookings page ${DEEP_ROW / PAGE_SIZE + 1} (keyset)`,
          apiPath: `/api/bookings?page=${DEEP_ROW / PAGE_SIZE + 1}&itemsPerPage=${PAGE_SIZE}&after=${deep.after}`,
          token,
          sql: pageSql(`${LIVE} and c.id < $1`),
          params: [deep.id],
        }),
      ]);
    }
    const measures: Measure[] = runs.flatMap(([, r]) => r.measures);
    const figures: ScenarioResult['figures'] = {};
    for (const [key, r] of runs) for (const [name, value] of Object.entries(r.figures)) figures[`${key}.${name}`] = value;
    const first = runs[0]?.[1].measures[0];
    const deepApi = runs.find(([key]) => key === 'deepPage')?.[1].measures[0];
    if (first && deepApi && first.rps > 0) figures.deepPageRpsRatio = Math.round((deepApi.rps / first.rps) * 1000) / 1000;
    return { measures, figures, notes: runs.flatMap(([key, r]) => r.notes.map((n) => `${key} : ${n}`)) };
  },
};
