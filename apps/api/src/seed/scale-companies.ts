import { siretCheckDigit } from '@hubgrade/domain/companies/rules';
import { sql } from 'drizzle-orm';
import { DEMO_BRANDS } from './brands.ts';
import { CITIES, COMPANY_PREFIXES, COMPANY_WORDS, STREETS } from './french.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, int, intArray, pick, textArray } from './scale-random.ts';

/**
 * Companies without members on top of the foundation's 2,000 per unit of scale (which have five
 * members each): scale 10 gives the companies table 100,000 rows, the volume its list is measured at.
 */
const COMPANIES_PER_SCALE = 8_000;

export const companiesVolume: VolumeGenerator = {
  area: 'companies',
  async generate(ctx) {
    const scopes = [0, ...DEMO_BRANDS.map((b) => b.id)];
    const places = CITIES.flatMap((c) => c.zipcodes.map((zipcode) => ({ city: c.city, zipcode })));
    const total = COMPANIES_PER_SCALE * ctx.scale;
    const from = await ctx.nextId('companies');
    // Ten valid SIRETs, one per leading digit, reused: their key is computed once here rather than in SQL.
    const keys = Array.from({ length: 10 }, (_, d) => siretCheckDigit(`${d}00000000000${d}`));
    await ctx.series('companies', total, (first, last) => {
      const place = below(1205, places.length);
      const scope = below(1215, scopes.length);
      return sql`
        with categories as (
          select coalesce(brand_id, 0) as scope, array_agg(id order by id) as ids from company_categories group by 1
        ), site_ids as (
          select coalesce(brand_id, 0) as scope, array_agg(id order by id) as ids from sites group by 1
        )
        insert into companies (id, brand_id, name, address, zipcode, city, siret, category_id, site_id, slack_channel_name, created_at)
        select ${int(from)} - 1 + g,
          nullif(s.scope, 0),
          ${pick(COMPANY_PREFIXES, 1201)} || ' ' || ${pick(COMPANY_WORDS, 1202)},
          (1 + ${below(1203, 180)}) || ' ' || ${pick(STREETS, 1204)},
          (${textArray(places.map((p) => p.zipcode))})[1 + ${place}],
          (${textArray(places.map((p) => p.city))})[1 + ${place}],
          -- d00000000000d followed by its key: every generated SIRET passes the check.
          (g % 10)::text || '00000000000' || (g % 10)::text || (${intArray(keys)})[1 + g % 10]::text,
          case when ${chance(1206, 0.9)} then c.ids[1 + ${below(1207, 1_000_000)} % array_length(c.ids, 1)] end,
          st.ids[1 + ${below(1208, 1_000_000)} % array_length(st.ids, 1)],
          case when ${chance(1209, 0.2)} then '#equipe-' || (1 + ${below(1210, 999)}) end,
          timestamptz '2026-10-01 00:00:00+00' - interval '1 day' * (1 + ${below(1211, 1500)}) - interval '1 second' * ${below(1212, 86_400)}
        from generate_series(${int(first)}, ${int(last)}) g
        cross join lateral (select (${intArray(scopes)})[1 + ${scope}] as scope) s
        left join categories c on c.scope = s.scope
        left join site_ids st on st.scope = s.scope`;
    });
  },
};
