import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, int } from './scale-random.ts';

/**
 * Invoices for the benchmark volume: 100,000 per scale unit (1,000,000 at scale 10), one rent line
 * each, to the members of every brand scope in turn, over the years 2016–2023: the history a
 * platform brings when it moves its billing here. These years come before the demo's own, whose
 * invoices are sealed in the hash chain as they are issued; imported ones carry no hash (the chain
 * check walks the sealed ones only), and each brand's numbers run gapless per year from 1, the
 * counters moved to their last number. Dates grow with the number; most are paid, a few still due
 * or late, some cancelled or unrecoverable, one in twenty a one-shot invoice.
 */
const INVOICES_PER_SCALE = 100_000;
const FIRST_YEAR = 2016;
const YEARS = 8;

export const invoicesVolume: VolumeGenerator = {
  area: 'invoices',
  async generate(ctx) {
    const { tx } = ctx;
    await tx.execute(sql`
      create temporary table volume_invoice_people on commit drop as
      select coalesce(u.brand_id, 0) as scope, row_number() over (partition by coalesce(u.brand_id, 0) order by u.id)::int as n,
        u.id, u.company_id, u.email, u.first_name || ' ' || u.last_name as name, c.name as company
      from users u left join companies c on c.id = u.company_id
      where u.roles = '{ROLE_USER}' and u.deleted_at is null`);
    await tx.execute(sql`
      create temporary table volume_invoice_scopes on commit drop as
      select row_number() over (order by scope)::int as n, scope, nullif(scope, 0) as brand_id, count(*)::int as people
      from volume_invoice_people group by scope`);
    await tx.execute(sql`create index on volume_invoice_people (scope, n)`);
    const [counts] = await queryRows<{ scopes: number }>(tx, sql`select count(*)::int as scopes from volume_invoice_scopes`);
    const scopes = counts?.scopes ?? 0;
    if (scopes === 0) return;
    const total = INVOICES_PER_SCALE * ctx.scale;
    const perYear = Math.ceil(total / (scopes * YEARS));
    const from = await ctx.nextId('invoices');
    // Row g goes to scope (g-1) % S and year ((g-1) / S) % 8, where it takes the next number.
    const year = sql`(${int(FIRST_YEAR)} + ((g - 1) / ${int(scopes)}) % ${int(YEARS)})`;
    const number = sql`((g - 1) / ${int(scopes * YEARS)} + 1)`;
    await ctx.series(
      'invoices',
      total,
      (first, last) => sql`
      insert into invoices (id, brand_id, year, number, full_number, user_id, company_id, issued_on, due_on, service_from, service_to,
        ht_cents, vat_cents, discount_cents, ttc_cents, state, type, paid_at, paid_cents, token, seller, buyer, late_penalty_rate)
      select ${int(from)} - 1 + g, sc.brand_id, v.year, v.number, 'F-' || v.year || '-' || lpad(v.number::text, 6, '0'),
        p.id, p.company_id, v.issued_on, v.issued_on + 30,
        date_trunc('month', v.issued_on)::date, (date_trunc('month', v.issued_on) + interval '1 month - 1 day')::date,
        v.ht, v.ht / 5, 0, v.ht + v.ht / 5, v.state, v.type,
        case when v.state = 2 then (v.issued_on + (5 + ${below(2103, 40)})::int)::timestamptz end,
        case when v.state = 2 then v.ht + v.ht / 5 else 0 end,
        md5('volume-invoice-' || g),
        case when s.brand_key is null then null else jsonb_build_object('name', s.name, 'addressLine', s.address_line, 'postcode', s.postcode,
          'city', s.city, 'countryCode', s.country_code, 'siren', s.siren, 'siret', s.siret, 'vatNumber', s.vat_number, 'email', s.email,
          'rcs', s.rcs, 'legalForm', s.legal_form, 'shareCapitalCents', s.share_capital_cents, 'iban', s.iban, 'bic', s.bic) end,
        jsonb_build_object('name', coalesce(p.company, p.name), 'addressLine', '', 'postcode', '', 'city', '', 'countryCode', 'FR',
          'siren', null, 'siret', null, 'vatNumber', null, 'email', p.email, 'isBusiness', p.company is not null),
        coalesce(s.late_penalty_rate, 1065)
      from generate_series(${int(first)}, ${int(last)}) g
      join volume_invoice_scopes sc on sc.n = 1 + (g - 1) % ${int(scopes)}
      join volume_invoice_people p on p.scope = sc.scope and p.n = 1 + ${below(2104, 1_000_000)} % sc.people
      left join invoice_sellers s on s.brand_key = sc.scope
      cross join lateral (
        select ${year} as year, ${number}::int as number,
          make_date(${year}, 1, 1) + ((${number} - 1) * 365 / ${int(perYear)})::int as issued_on,
          (100 + ${below(2105, 4900)}) * 100 as ht,
          -- 4 irrécouvrable 3 %; else 2 payée 80 %, 1 envoyée 10 %, 0 en attente 5 %, 3 annulée 5 %.
          case when ${below(2106, 100)} < 3 then 4 else (array[2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,1,1,0,3])[1 + ${below(2101, 20)}] end as state,
          case when ${below(2107, 20)} = 0 then 4 else 1 end as type
      ) v`,
    );
    await ctx.insert(
      'invoice_lines',
      sql`insert into invoice_lines (invoice_id, position, designation, quantity, unit_price_cents, vat_rate, vat_category,
            ht_cents, vat_cents, ttc_cents, period_from, period_to)
          select id, 1, case when type = 4 then 'Prestation ponctuelle' else 'Loyer mensuel' end, 1, ht_cents, 2000, 'S',
            ht_cents, vat_cents, ttc_cents, service_from, service_to
          from invoices where id >= ${int(from)}`,
    );
    await ctx.insert(
      'invoice_counters',
      sql`insert into invoice_counters (brand_key, year, last_number)
          select coalesce(brand_id, 0), year, max(number) from invoices where id >= ${int(from)} group by 1, 2
          on conflict (brand_key, year) do update set last_number = greatest(invoice_counters.last_number, excluded.last_number)`,
    );
  },
};
