import { sql } from 'drizzle-orm';
import { DEMO_BRANDS } from './brands.ts';
import { CITIES, COMPANY_PREFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, SITE_NAMES, STREETS, slugify } from './french.ts';
import { activityVolume } from './scale-activity.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, hash, int, intArray, pick, REFERENCE, textArray } from './scale-random.ts';

/** Main platform first (stored as brand NULL), then the demo brands. */
const SCOPES = [0, ...DEMO_BRANDS.map((b) => b.id)];
/** How companies spread over SCOPES: the main platform holds the most. */
const SCOPE_WEIGHTS = [0, 0, 0, 0, 1, 1, 2, 3, 3, 4];

const PLACES = CITIES.flatMap((c) => c.zipcodes.map((zipcode) => ({ city: c.city, zipcode })));
const FIRST_SLUGS = FIRST_NAMES.map(slugify);
const LAST_SLUGS = LAST_NAMES.map(slugify);
const ALL_ACCESS = sql.raw(`'{"operation":true,"invoice":true,"booking":true,"ticket":true}'::jsonb`);

/** Per unit of scale: sites, and companies with their members. */
const PER_SCALE = {
  sites: 100,
  companies: 2_000,
  usersPerCompany: 5,
};

/** Sites, companies and their members in every scope, then what those accounts did. */
export const foundationVolume: VolumeGenerator = {
  area: 'foundation',
  async generate(ctx) {
    const { scale } = ctx;
    const S = PER_SCALE.sites * scale;
    const sitesFrom = await ctx.nextId('sites');
    // Site g belongs to SCOPES[(g - 1) % 5]; a company finds a site of its own scope from that.
    await ctx.series('sites', S, (from, to) => {
      const place = below(103, PLACES.length);
      return sql`
        insert into sites (id, brand_id, name, address, zipcode, city, created_at)
        select ${int(sitesFrom)} - 1 + g,
          nullif((${intArray(SCOPES)})[1 + (g - 1) % ${int(SCOPES.length)}], 0),
          ${pick(SITE_NAMES, 101)} || ' ' || (${textArray(PLACES.map((p) => p.city))})[1 + ${place}],
          (1 + ${below(102, 180)}) || ' ' || ${pick(STREETS, 104)},
          (${textArray(PLACES.map((p) => p.zipcode))})[1 + ${place}],
          (${textArray(PLACES.map((p) => p.city))})[1 + ${place}],
          ${REFERENCE} - interval '1 day' * (60 + ${below(105, 1500)})
        from generate_series(${int(from)}, ${int(to)}) g`;
    });

    const C = PER_SCALE.companies * scale;
    const companiesFrom = await ctx.nextId('companies');
    const sitesPerScope = S / SCOPES.length;
    await ctx.series('companies', C, (from, to) => {
      const place = below(205, PLACES.length);
      return sql`
        with categories as (
          select coalesce(brand_id, 0) as scope, array_agg(id order by id) as ids from company_categories group by 1
        )
        insert into companies (id, brand_id, name, address, zipcode, city, siret, category_id, site_id, slack_channel_name, created_at)
        select ${int(companiesFrom)} - 1 + g,
          nullif((${intArray(SCOPES)})[1 + s.i], 0),
          ${pick(COMPANY_PREFIXES, 201)} || ' ' || ${pick(COMPANY_WORDS, 202)},
          (1 + ${below(203, 180)}) || ' ' || ${pick(STREETS, 204)},
          (${textArray(PLACES.map((p) => p.zipcode))})[1 + ${place}],
          (${textArray(PLACES.map((p) => p.city))})[1 + ${place}],
          (100000000 + ${below(206, 900_000_000)})::text || (10000 + ${below(207, 90_000)})::text,
          c.ids[1 + ${below(208, 1_000_000)} % array_length(c.ids, 1)],
          ${int(sitesFrom)} + s.i + ${int(SCOPES.length)} * ${below(209, sitesPerScope)},
          case when ${chance(210, 0.3)} then '#' || ${pick(COMPANY_PREFIXES.map(slugify), 211)} || '-' || (1 + ${below(212, 99)}) end,
          ${REFERENCE} - interval '1 day' * (30 + ${below(213, 870)}) - interval '1 second' * ${below(214, 86_400)}
        from generate_series(${int(from)}, ${int(to)}) g
        cross join lateral (select (${intArray(SCOPE_WEIGHTS)})[1 + ${below(215, SCOPE_WEIGHTS.length)}] as i) s
        left join categories c on c.scope = (${intArray(SCOPES)})[1 + s.i]`;
    });

    const U = C * PER_SCALE.usersPerCompany;
    const usersFrom = await ctx.nextId('users');
    await ctx.series('users', U, (from, to) => {
      const first = below(301, FIRST_NAMES.length);
      const last = below(302, LAST_NAMES.length);
      const state = hash(303);
      const active = Math.round(0.85 * 2_147_483_648);
      const signedIn = [Math.round(0.7 * 2_147_483_648), Math.round(0.92 * 2_147_483_648)];
      return sql`
        insert into users (id, email, password_hash, first_name, last_name, mobile, roles, account_type, enabled, last_login,
          company_owner, access, brand_id, company_id, created_at)
        select ${int(usersFrom)} - 1 + g,
          (${textArray(FIRST_SLUGS)})[1 + ${first}] || '.' || (${textArray(LAST_SLUGS)})[1 + ${last}] || '.' || (${int(usersFrom)} - 1 + g)
            || '@' || coalesce('brand' || c.brand_id || '.', '') || 'exemple.fr',
          ${ctx.passwordHash},
          (${textArray(FIRST_NAMES)})[1 + ${first}],
          (${textArray(LAST_NAMES)})[1 + ${last}],
          '0' || (6 + ${below(304, 2)}) || lpad(${below(305, 100_000_000)}::text, 8, '0'),
          '{ROLE_USER}'::text[],
          case when ${chance(306, 0.15)} then 1 else 2 end,
          ${state} < ${sql.raw(String(active))},
          case when ${state} < ${sql.raw(String(signedIn[0]))} or (${state} >= ${sql.raw(String(active))} and ${state} < ${sql.raw(String(signedIn[1]))})
            then ${REFERENCE} - interval '1 minute' * ${below(307, 60 * 24 * 60)} end,
          (g - 1) % ${int(PER_SCALE.usersPerCompany)} = 0,
          case when (g - 1) % ${int(PER_SCALE.usersPerCompany)} = 0 then ${ALL_ACCESS}
            else jsonb_build_object('operation', false, 'invoice', ${chance(308, 0.5)}, 'booking', true, 'ticket', true) end,
          c.brand_id, c.id,
          ${REFERENCE} - interval '1 day' * ${below(309, 700)} - interval '1 second' * ${below(310, 86_400)}
        from generate_series(${int(from)}, ${int(to)}) g
        join companies c on c.id = ${int(companiesFrom)} + (g - 1) / ${int(PER_SCALE.usersPerCompany)}`;
    });

    await activityVolume(ctx, {
      sites: { from: sitesFrom, total: S },
      companies: { from: companiesFrom, total: C },
      users: { from: usersFrom, total: U },
    });
  },
};
