import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario, ScenarioResult } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;
/** The deep page of the target: the one that starts at row 50,000. */
const DEEP_ROW = 50_000;
const CITY = 'Paris';
const SEARCH = 'bureau';

/** The page's joins, as apps/api/src/modules/ads/queries.ts makes them (landlord, brand, current contract). */
const ROW_SELECT = `
  select p.id, p.title, p.city, p.rent_cents, p.state, p.boost_until, b.url_front,
    l.first_name, l.last_name, l.email, lc.name as l_company, k.id as k_id, k.end_date, t.first_name as t_first_name, tc.name as t_company
  from page p
  join users l on l.id = p.user_id
  left join companies lc on lc.id = l.company_id
  left join brands b on b.id = p.brand_id
  left join lateral (
    select c.id, c.end_date, c.tenant_id, c.tenant_company_id from contracts c
    where c.ad_id = p.id and c.kind = 'platform' and c.deleted_at is null and c.state between 1 and 5
    order by c.id desc limit 1
  ) k on true
  left join users t on t.id = k.tenant_id
  left join companies tc on tc.id = coalesce(k.tenant_company_id, t.company_id)`;

/** Page and capped total in one statement, the work of one GET /api/annonces. */
function listSql(where: string, after = ''): string {
  return `with page as materialized (
      select * from ads where ${where}${after ? ` and ${after}` : ''} order by id desc limit ${PAGE_SIZE}
    )
    ${ROW_SELECT}, (select count(*) from (select 1 from ads where ${where} limit 10001) capped) as total
    order by p.id desc`;
}

const cursorOf = (id: number) => Buffer.from(JSON.stringify([id, id])).toString('base64url');

/** The id the page starting at DEEP_ROW follows, by the API's default order. */
async function idBefore(databaseUrl: string | null, baseUrl: string, token: string): Promise<number> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select id from ads where deleted_at is null order by id desc offset $1 limit 1', [DEEP_ROW - 1]);
      return Number(rows[0]?.id ?? 0);
    } finally {
      await client.end();
    }
  }
  // PGlite has no second connection: ask the API for that page by number once.
  const page = DEEP_ROW / PAGE_SIZE;
  const res = await fetch(`${baseUrl}/api/annonces?page=${page}&itemsPerPage=${PAGE_SIZE}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { items: { adId: number }[] };
  return body.items.at(-1)?.adId ?? 0;
}

const p50 = (result: ScenarioResult) => result.measures[0]?.p50 ?? 0;

export const scenario: Scenario = {
  name: 'list-ads',
  title: 'Annonces (GET /api/annonces, super admin) : tri par défaut, ville + recherche, page à la ligne 50 000, face au SQL brut',
  async run(ctx) {
    const token = await ctx.token(DEMO_ACCOUNTS.admin);
    const live = 'deleted_at is null';
    const first = await listBench(ctx, {
      name: 'annonces page 1',
      apiPath: `/api/annonces?page=1&itemsPerPage=${PAGE_SIZE}`,
      token,
      sql: listSql(live),
    });
    const pattern = `%${SEARCH}%`;
    const filtered = await listBench(ctx, {
      name: `annonces ${CITY} + « ${SEARCH} »`,
      apiPath: `/api/annonces?page=1&itemsPerPage=${PAGE_SIZE}&city=${CITY}&search=${SEARCH}`,
      token,
      sql: listSql(`${live} and city = $1 and search_text like $2`),
      params: [CITY, pattern],
    });
    const before = await idBefore(ctx.databaseUrl, ctx.baseUrl, token);
    const deepPage = DEEP_ROW / PAGE_SIZE + 1;
    const deep = await listBench(ctx, {
      name: `annonces page ${deepPage} (curseur)`,
      apiPath: `/api/annonces?page=${deepPage}&itemsPerPage=${PAGE_SIZE}&after=${cursorOf(before)}`,
      token,
      sql: listSql(live, `id < ${before}`),
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
        deepOverFirstP50: deepRatio,
      },
      notes: [
        ...first.notes,
        ...filtered.notes,
        ...deep.notes,
        `Page ${deepPage} (ligne ${DEEP_ROW}) / page 1, p50 : ${deepRatio ?? '—'} (cible ≤ 1,5).`,
      ],
    };
  },
};
