import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Scenario, ScenarioResult } from '../context.ts';
import { deepRow, listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;
const SEARCH = 'martin';

/**
 * The user table's page statement as GET /api/users runs it for a frequent term (apps/api/src/modules/members/list.ts,
 * super admin: no brand scope), whose plan is printed: the page of ids, its rows with company,
 * category, brand, owner, outside accounts and running contract, and the capped total.
 */
const PAGE_SQL = (where: string, limitParam: string) => `
  with page as (select users.id from users where ${where} order by users.id desc limit ${limitParam})
  select (select count(*)::int from (select 1 from users where ${where} limit 10001) capped) as capped_total,
    u.id, u.created_at, u.first_name, u.last_name, u.company_id, c.name as company_name,
    cat.id as category_id, cat.name as category_name, cat.color as category_color,
    u.mobile, u.mobile_country, u.email, u.roles, u.account_type, u.enabled, u.last_login,
    u.brand_id, b.name as brand_name, u.company_owner, o.owner_name, u.access_company, u.shopping_rights,
    mi.papercut, mi.welcomr_active, mi.welcomr_id, mi.slack_invite, u.access,
    exists (select 1 from contracts k where (k.tenant_id = u.id or k.landlord_id = u.id) and k.state between 3 and 5 and k.deleted_at is null) as booking
  from page join users u on u.id = page.id
  left join companies c on c.id = u.company_id
  left join company_categories cat on cat.id = c.category_id
  left join brands b on b.id = u.brand_id
  left join member_integrations mi on mi.user_id = u.id
  left join lateral (
    select ow.first_name || ' ' || ow.last_name as owner_name from users ow
    where ow.company_id = u.company_id and ow.company_owner and ow.deleted_at is null order by ow.id limit 1
  ) o on u.company_id is not null
  order by u.id desc`;

/** The search as the API runs it for a frequent term (more than 2,000 matches): a filter over the id index. */
const SEARCH_WHERE = `users.deleted_at is null and ((users.first_name || ' ' || users.last_name || ' ' || users.email) ilike $2
  or users.company_id = any(array(select c.id from companies c where c.name ilike $2)))`;

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
    const plan = await withPool(ctx, async (pool) => {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain analyze ${PAGE_SQL(SEARCH_WHERE, '$1')}`, [
        PAGE_SIZE,
        `%${SEARCH}%`,
      ]);
      return rows.map((r) => r['QUERY PLAN']);
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
