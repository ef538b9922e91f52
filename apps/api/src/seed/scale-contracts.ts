import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, hash, int } from './scale-random.ts';

/**
 * Platform contracts over the ads present when it runs (the ads volume comes before it), each
 * between the ad's landlord and a tenant of the same scope, in every state: scale 10 gives
 * 500,000 contracts, the volume the contracts list is measured at. The city and the search text
 * are written as the app writes them (search-text.ts), so that the list's indexes serve them.
 */
const CONTRACTS_PER_SCALE = 50_000;
const STATES = [0, 1, 2, 3, 4, 4, 4, 4, 5, 6, 6];

export const contractsVolume: VolumeGenerator = {
  area: 'contracts',
  async generate(ctx) {
    const { tx } = ctx;
    await tx.execute(sql`
      create temporary table volume_contract_ads on commit drop as
      select row_number() over (order by a.id)::int as n, a.id, a.user_id, a.brand_id, a.title, a.rent_cents, a.capacity,
        coalesce(s.city, a.city) as city
      from ads a left join sites s on s.id = a.site_id where a.deleted_at is null`);
    await tx.execute(sql`
      create temporary table volume_contract_tenants on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n,
        id, company_id, first_name, last_name, email
      from users where account_type = 2 and roles = '{ROLE_USER}' and deleted_at is null`);
    await tx.execute(sql`create index on volume_contract_ads (n)`);
    await tx.execute(sql`create index on volume_contract_tenants (scope, n)`);
    await tx.execute(sql`
      create temporary table volume_contract_scopes on commit drop as
      select scope, count(*)::int as c from volume_contract_tenants group by scope`);
    await tx.execute(sql`analyze volume_contract_ads`);
    await tx.execute(sql`analyze volume_contract_tenants`);
    await tx.execute(sql`analyze volume_contract_scopes`);
    const [counts] = await queryRows<{ ads: number }>(tx, sql`select count(*)::int as ads from volume_contract_ads`);
    const adCount = Number(counts?.ads ?? 0);
    if (adCount === 0) return;

    const total = CONTRACTS_PER_SCALE * ctx.scale;
    const from = await ctx.nextId('contracts');
    const state = sql`(${sql.raw(`'{${STATES.join(',')}}'::int[]`)})[1 + ${below(802, STATES.length)}]`;
    await ctx.series(
      'contracts',
      total,
      (lo, hi) => sql`
      insert into contracts (id, brand_id, kind, state, ad_id, landlord_id, tenant_id, tenant_company_id, contract_type, start_date,
        end_date, duration_months, rent_cents, discount_cents, subscription, seats, access_count, invoice_warning, signed_at,
        created_at, city, search_text)
      select id, brand_id, 'platform', st, ad_id, landlord_id, tenant_id, company_id, contract_type, start_date,
        case when st = 6 or (st = 5) then start_date + 365 end,
        12, rent_cents, 0, subscription, seats, 0, warning,
        case when st >= 3 then start_date::timestamptz - interval '10 days' end,
        start_date::timestamptz - interval '20 days', city, search_text
      from (
        select ${int(from)} - 1 + g as id, a.brand_id, ${state} as st, a.id as ad_id, a.user_id as landlord_id, t.id as tenant_id,
          t.company_id, case when ${chance(803, 0.25)} then 4 else 1 end as contract_type,
          (date '2026-10-01' - ${below(804, 900)}::int) as start_date, a.rent_cents,
          case when ${chance(805, 0.5)} then 1 else 0 end as subscription, greatest(a.capacity, 1) as seats,
          ${hash(806)} < 107374182 as warning, a.city,
          lower(concat_ws(' ', '#' || (${int(from)} - 1 + g), t.first_name, t.last_name, t.email, l.first_name, l.last_name, l.email,
            a.title, a.city)) as search_text
        -- One index lookup per row for each pick (lateral … limit 1): joined on computed keys, the
        -- planner could hash the tenants on their scope alone and write the cross product to disk.
        from generate_series(${int(lo)}, ${int(hi)}) g
        cross join lateral (select * from volume_contract_ads a where a.n = 1 + ${below(801, adCount)} limit 1) a
        cross join lateral (select sc.c from volume_contract_scopes sc where sc.scope = coalesce(a.brand_id, 0) limit 1) sc
        cross join lateral (
          select t.* from volume_contract_tenants t where t.scope = coalesce(a.brand_id, 0) and t.n = 1 + ${hash(807)} % sc.c limit 1
        ) t
        cross join lateral (select l.first_name, l.last_name, l.email from users l where l.id = a.user_id) l
        offset 0
      ) v`,
    );
  },
};
