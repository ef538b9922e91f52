import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, hash, int } from './scale-random.ts';

/**
 * Keys and member states for the benchmark volume: a price for each key type on the generated
 * sites (Clé and Badge everywhere, the others on half of them), keys held and returned by members
 * of the site's scope, and WelcomR / Papercut / Slack states on a share of the generated members,
 * with the built-in services' records behind them.
 */
const ASSIGNMENTS_PER_SCALE = 5_000;

export const keysVolume: VolumeGenerator = {
  area: 'keys',
  async generate(ctx) {
    const { tx } = ctx;
    const pair = 's.id::bigint * 64 + t.id';
    await ctx.insert(
      'key_tariffs',
      sql`
      insert into key_tariffs (brand_id, site_id, key_type_id, price_cents)
      select s.brand_id, s.id, t.id, 50 * (10 + ${below(1601, 80, pair)})
      from sites s
      join key_types t on t.brand_id is null or t.brand_id = s.brand_id
      where not exists (select 1 from key_tariffs k where k.site_id = s.id)
        and (t.name in ('Clé', 'Badge') or ${chance(1602, 0.5, pair)})`,
    );

    // Tariffs and members numbered per scope, so that a seeded hash picks one by its rank.
    await tx.execute(sql`
      create temporary table volume_key_tariffs on commit drop as
      select row_number() over (order by id)::int as n, id, brand_id from key_tariffs`);
    await tx.execute(sql`
      create temporary table volume_key_members on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n, id
      from users where roles = '{ROLE_USER}' and deleted_at is null`);
    await tx.execute(sql`create index on volume_key_tariffs (n)`);
    await tx.execute(sql`create index on volume_key_members (scope, n)`);
    const [counts] = await queryRows<{ tariffs: number }>(tx, sql`select count(*)::int as tariffs from volume_key_tariffs`);
    const tariffs = Math.max(1, counts?.tariffs ?? 1);
    const from = await ctx.nextId('key_assignments');
    await ctx.series(
      'key_assignments',
      ASSIGNMENTS_PER_SCALE * ctx.scale,
      (first, last) => sql`
      with scopes as (select scope, max(n) as size from volume_key_members group by scope)
      insert into key_assignments (id, tariff_id, brand_id, user_id, label, assigned_on, returned_on)
      select ${int(from)} - 1 + g, t.id, t.brand_id, m.id,
        -- Numbers unique among the generated keys: two members never hold the same one.
        'V-' || (${int(from)} - 1 + g),
        d.assigned_on,
        case when ${chance(1611, 0.4)} then d.assigned_on + (10 + ${below(1612, 200)})::int end
      from generate_series(${int(first)}, ${int(last)}) g
      join volume_key_tariffs t on t.n = 1 + ${below(1613, tariffs)}
      join scopes sc on sc.scope = coalesce(t.brand_id, 0)
      join volume_key_members m on m.scope = sc.scope and m.n = 1 + ${hash(1614)} % sc.size
      cross join lateral (select date '2024-01-01' + ${below(1615, 800)}::int as assigned_on) d`,
    );

    // States of a share of the members still without one (the generated ones): ids and codes
    // derive from the user id, so they never collide with each other or with generated ones.
    const member = 'u.id';
    await ctx.insert(
      'member_integrations',
      sql`
      insert into member_integrations (user_id, welcomr_id, welcomr_active, papercut, slack_invite)
      select u.id,
        case when w.on then 'WV-' || u.id end,
        w.on and ${chance(1622, 0.8, member)},
        case when ${chance(1623, 0.2, member)} then lpad(u.id::text, 8, '0') end,
        case when u.brand_id = 5 and ${chance(1624, 0.4, member)} then case when c.slack_channel_name is null then 1 else 2 end else 0 end
      from users u
      left join companies c on c.id = u.company_id
      cross join lateral (select (u.brand_id is null or u.brand_id = 5) and u.mobile is not null and ${chance(1621, 0.25, member)} as on) w
      where u.roles = '{ROLE_USER}' and u.deleted_at is null and u.company_id is not null
        and not exists (select 1 from member_integrations mi where mi.user_id = u.id)
        and (w.on or ${chance(1623, 0.2, member)} or (u.brand_id = 5 and ${chance(1624, 0.4, member)}))`,
    );
    await ctx.insert(
      'welcomr_logins',
      sql`
      insert into welcomr_logins (id, user_id, first_name, last_name, email, mobile, login_type, active, pin_code)
      select mi.welcomr_id, u.id, u.first_name, u.last_name, u.email, u.mobile, 1, mi.welcomr_active,
             lpad((${hash(1625, 'u.id')} % 1000000)::text, 6, '0')
      from member_integrations mi join users u on u.id = mi.user_id
      where mi.welcomr_id like 'WV-%'`,
    );
    await ctx.insert(
      'papercut_accounts',
      sql`
      insert into papercut_accounts (user_id, code)
      select mi.user_id, mi.papercut from member_integrations mi
      where mi.papercut is not null and not exists (select 1 from papercut_accounts p where p.user_id = mi.user_id and p.active)`,
    );
  },
};
