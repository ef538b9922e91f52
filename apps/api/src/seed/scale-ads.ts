import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { CITIES, STREETS } from './french.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, int, pick, spreadTime, textArray } from './scale-random.ts';

/**
 * Ads of the generated landlords, each landlord with one ad group: scale 10 gives the ads table
 * 200,000 rows, the volume its list is measured at. Contracts on these ads come after (contracts area).
 */
const ADS_PER_SCALE = 20_000;

const TITLES = [
  'Bureau privé lumineux',
  'Bureau fermé pour équipe',
  'Bureau privatif calme',
  'Bureau avec vue',
  'Poste en open space',
  'Poste de travail flexible',
  'Poste nomade',
  'Poste dédié',
  'Plateau indépendant',
  'Espace indépendant rénové',
  'Local en rez-de-chaussée',
  'Étage complet',
];

export const adsVolume: VolumeGenerator = {
  area: 'ads',
  async generate(ctx) {
    const places = CITIES.flatMap((c) => c.zipcodes.map((zipcode) => ({ city: c.city, zipcode })));
    // One group per landlord who has none yet. Each chunk takes the first landlords still without one.
    const withoutGroup = sql`from users u
      where u.account_type = 1 and u.deleted_at is null and not exists (select 1 from ad_groups g where g.user_id = u.id)`;
    const [pending] = await queryRows<{ n: number }>(ctx.tx, sql`select count(*)::int as n ${withoutGroup}`);
    const groupsFrom = await ctx.nextId('ad_groups');
    await ctx.series(
      'ad_groups',
      Number(pending?.n ?? 0),
      (first, last) => sql`
      insert into ad_groups (id, brand_id, user_id, name, created_at)
      select ${int(groupsFrom)} + ${int(first)} - 2 + l.rn, l.brand_id, l.id, 'Immeuble ' || l.last_name, l.created_at
      from (select u.id, u.brand_id, u.last_name, u.created_at, row_number() over (order by u.id) as rn ${withoutGroup}) l
      where l.rn <= ${int(last - first + 1)}`,
    );
    // Landlords numbered once, with their first group, in an indexed table: each ad then finds its
    // landlord by one index lookup, where a numbering made again for every chunk, looking up each
    // landlord's group, grew with the square of the volume.
    await ctx.tx.execute(sql`
      create temporary table volume_ad_landlords on commit drop as
      select row_number() over (order by u.id)::int as rn, u.id, u.brand_id, g.group_id
      from users u
      left join (select user_id, min(id) as group_id from ad_groups group by user_id) g on g.user_id = u.id
      where u.account_type = 1 and u.deleted_at is null`);
    await ctx.tx.execute(sql`create index on volume_ad_landlords (rn)`);
    await ctx.tx.execute(sql`analyze volume_ad_landlords`);
    const [landlords] = await queryRows<{ n: number }>(ctx.tx, sql`select count(*)::int as n from volume_ad_landlords`);
    const landlordCount = Number(landlords?.n ?? 0);
    if (landlordCount === 0) return;
    const total = ADS_PER_SCALE * ctx.scale;
    const from = await ctx.nextId('ads');
    await ctx.series('ads', total, (first, last) => {
      const place = below(702, places.length);
      return sql`
        insert into ads (id, brand_id, user_id, ad_group_id, title, seo_h1, seo, description, category, address, zipcode, city,
          rent_cents, daily_rent_cents, capacity, area_square, contract_types, state, availability_start, mandate, wrong_photo,
          slug, boost_until, created_at)
        select v.id, u.brand_id, u.id, u.group_id,
          t.title, 'Location ' || lower(t.title), 'Louez ' || lower(t.title) || ' : services inclus, bail flexible.',
          t.title || '. Accès 24 h/24, fibre, salles de réunion et cuisine partagée.',
          v.category,
          (1 + ${below(713, 180)}) || ' ' || ${pick(STREETS, 714)},
          (${textArray(places.map((p) => p.zipcode))})[1 + ${place}],
          v.city,
          case when v.category = 2 then (18 + ${below(706, 28)}) * 1000 else (40 + ${below(706, 861)}) * 1000 end,
          case when v.category = 2 then (15 + ${below(716, 26)}) * 100 end,
          case when v.category = 2 then 1 else greatest(1, round(v.area / 8.0))::int end,
          v.area,
          case when u.brand_id is not null then '{1}'::smallint[]
            else (array['{1}', '{4}', '{1,4}'])[1 + ${below(717, 3)}]::smallint[] end,
          v.state,
          date '2026-10-01' + (${below(708, 600)}::int - 400),
          (array[0, 1, 2, 2, 2])[1 + ${below(709, 5)}],
          ${chance(710, 0.1)},
          'annonce-' || v.id,
          case when u.brand_id is null and v.state >= 7 and ${chance(711, 0.15)}
            then timestamptz '2026-10-01 00:00:00+00' + interval '1 day' * (${below(712, 100)}::int - 20) end,
          ${spreadTime(total, 900)}
        from generate_series(${int(first)}, ${int(last)}) g
        cross join lateral (
          select ${int(from)} - 1 + g as id,
            1 + ${below(703, 3)} as category,
            (array[3, 4, 5, 6, 7, 7, 7, 8, 9])[1 + ${below(707, 9)}] as state,
            (${textArray(places.map((p) => p.city))})[1 + ${place}] as city,
            1 + ${sql.raw('(hashint8extended(g, 701) & 2147483647)')} % ${int(landlordCount)} as landlord_rn
        ) v0
        cross join lateral (
          select v0.*, case when v0.category = 2 then 4 + ${below(705, 9)} else 10 + ${below(705, 391)} end as area
        ) v
        cross join lateral (
          select (${textArray(TITLES)})[(v.category - 1) * 4 + 1 + ${below(704, 4)}] || ' de ' || v.area || ' m² à ' || v.city as title
        ) t
        cross join lateral (select l.id, l.brand_id, l.group_id from volume_ad_landlords l where l.rn = v.landlord_rn limit 1) u`;
    });
  },
};
