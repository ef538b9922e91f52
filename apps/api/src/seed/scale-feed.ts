import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, int, pick, spreadTime } from './scale-random.ts';

/**
 * News-feed messages for the benchmark volume: 10,000 per scale unit (100,000 at scale 10), sent
 * by an administrator of the brand scope to one of its sites (one in five to a second site of the
 * same scope), over the year before the demo's reference day, newest last. Nine in ten are
 * published, as a feed mostly is; the rest are drafts or planned for the month after.
 */
const MESSAGES_PER_SCALE = 10_000;
const SPREAD_DAYS = 365;
const TITLES = [
  'Petit-déjeuner des membres',
  'Coupure d’eau programmée',
  'Nouvelle salle de réunion',
  'Atelier prise de parole',
  'Travaux dans le hall',
  'Afterwork du jeudi',
  'Rappel : badges d’accès',
  'Nettoyage des réfrigérateurs',
];

export const feedVolume: VolumeGenerator = {
  area: 'feed',
  async generate(ctx) {
    const { tx } = ctx;
    await tx.execute(sql`
      create temporary table volume_feed_senders on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n, id
      from users where enabled and deleted_at is null
        and ((brand_id is null and roles @> '{ROLE_ADMIN}') or (brand_id is not null and roles && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}'))`);
    // The sites whose scope has a sender, numbered in turn and within their scope (for the second site).
    await tx.execute(sql`
      create temporary table volume_feed_sites on commit drop as
      select row_number() over (order by s.id)::int as n, s.id, s.brand_id, coalesce(s.brand_id, 0) as scope,
        row_number() over (partition by coalesce(s.brand_id, 0) order by s.id)::int as k
      from sites s where exists (select 1 from volume_feed_senders p where p.scope = coalesce(s.brand_id, 0))`);
    await tx.execute(sql`create index on volume_feed_senders (scope, n)`);
    await tx.execute(sql`create index on volume_feed_sites (n)`);
    await tx.execute(sql`create index on volume_feed_sites (scope, k)`);
    const [counts] = await queryRows<{ sites: number }>(tx, sql`select count(*)::int as sites from volume_feed_sites`);
    const sites = counts?.sites ?? 0;
    if (sites === 0) return;
    const total = MESSAGES_PER_SCALE * ctx.scale;
    const from = await ctx.nextId('feed_messages');
    // 3 publié 90 %, 1 brouillon 5 %, 2 planifié 5 %.
    const state = sql`(array[3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,1,2])[1 + ${below(1901, 20)}]`;
    await ctx.series(
      'feed_messages',
      total,
      (first, last) => sql`
      with senders as (select scope, max(n) as size from volume_feed_senders group by scope)
      insert into feed_messages (id, brand_id, sender_id, title, description, is_important, state, planned_at, published_at, created_at)
      select ${int(from)} - 1 + g, s.brand_id, p.id, ${pick(TITLES, 1902)},
        '<p>' || ${pick(TITLES, 1902)} || ' : toutes les informations à l’accueil du site.</p>',
        ${below(1903, 25)} = 0, v.state,
        case when v.state = 2 then v.created_at + interval '30 days' end,
        case when v.state = 3 then v.created_at end,
        v.created_at
      from generate_series(${int(first)}, ${int(last)}) g
      join volume_feed_sites s on s.n = 1 + (g - 1) % ${int(sites)}
      join senders pc on pc.scope = s.scope
      join volume_feed_senders p on p.scope = s.scope and p.n = 1 + ${below(1904, 1_000_000)} % pc.size
      cross join lateral (select ${state} as state, ${spreadTime(total, SPREAD_DAYS)} as created_at) v`,
    );
    await ctx.insert(
      'feed_message_sites',
      sql`
      with scopes as (select scope, max(k) as size from volume_feed_sites group by scope),
           sent as (select ${int(from)} - 1 + g as message_id, g, s.* from generate_series(1, ${int(total)}) g
                    join volume_feed_sites s on s.n = 1 + (g - 1) % ${int(sites)})
      insert into feed_message_sites (message_id, site_id)
      select message_id, id from sent
      union all
      select t.message_id, o.id from sent t
      join scopes c on c.scope = t.scope and c.size > 1
      join volume_feed_sites o on o.scope = t.scope and o.k = 1 + t.k % c.size
      where ${below(1905, 5)} = 0`,
    );
  },
};
