import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { FIRST_NAMES, LAST_NAMES, MOBILE_PREFIXES, slugify } from './french.ts';

/** Generated members on top of the foundation's ~500, so that every account state counts in thousands. */
const GENERATED = 3_000;
/** Pending accounts (never enabled, never signed in) of each scope, for /user-incoming. */
const PENDING_PER_SCOPE = 6;
/** Salt of the seeded hash: the same rows on every run and on both engines. */
const SALT = 7_000;

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

/** A seeded pseudo-random integer in [0, 2^31) for row `g`. */
const hash = (salt: number, of = 'g') => sql.raw(`(hashint8extended(${of}, ${SALT + salt}) & 2147483647)`);
const share = (p: number) => sql.raw(String(Math.round(p * 2_147_483_648)));

/**
 * Demo data of the members area, made inside the database (one INSERT … SELECT per kind of row)
 * so that it costs a few milliseconds: generated members of every account state spread over the
 * demo companies of every scope, pending newcomers per brand, and the company flags and CRM
 * prospect numbers of members-bookings-feed §2.2–§2.3.
 */
export async function seedMembers(db: Db): Promise<void> {
  const firstNames = textArray(FIRST_NAMES);
  const lastNames = textArray(LAST_NAMES);
  const mobilePrefixes = textArray(MOBILE_PREFIXES);
  const firstSlugs = textArray(FIRST_NAMES.map(slugify));
  const lastSlugs = textArray(LAST_NAMES.map(slugify));
  // One owner per company (members-bookings-feed §4): where the documented owner joined a company
  // that already had one, the documented (first) one stays.
  await db.execute(sql`
    update users set company_owner = false
    where company_owner and exists (
      select 1 from users first where first.company_id = users.company_id and first.company_owner and first.id < users.id
    )`);

  // The foundation's members: company flags and prospect numbers.
  await db.execute(sql`
    update users set
      access_company = not company_owner and company_id is not null and ${hash(20, 'id')} < ${share(0.15)},
      shopping_rights = not company_owner and company_id is not null and ${hash(21, 'id')} < ${share(0.2)},
      crm_prospect_id = case when ${hash(22, 'id')} < ${share(0.4)} then (100000 + ${hash(23, 'id')} % 900000)::text end
    where email like '%exemple.fr'`);

  const first = sql`1 + ${hash(1)} % ${sql.raw(String(FIRST_NAMES.length))}`;
  const last = sql`1 + ${hash(2)} % ${sql.raw(String(LAST_NAMES.length))}`;
  // The states of §4 in thousands: 70 % Actif, 15 % Inactif, 7 % Désactivé, 8 % En attente de validation.
  const state = hash(3);
  await db.execute(sql`
    with companies_list as (select array_agg(id order by id) as ids from companies),
         pass as (select password_hash from users where email = 'admin@demo.test'),
         -- The name lists parsed once, not once per row.
         names as materialized (select ${firstNames} as fn, ${lastNames} as ln, ${firstSlugs} as fs, ${lastSlugs} as ls),
         -- Each row's company picked once, then joined by id: a hash join, not a scan per row.
         picked as materialized (
           select g, l.ids[1 + ${hash(16)} % array_length(l.ids, 1)] as company_id
           from generate_series(1, ${sql.raw(String(GENERATED))}) g cross join companies_list l
         )
    insert into users (email, password_hash, first_name, last_name, mobile, roles, account_type, enabled, last_login,
      access, brand_id, company_id, access_company, shopping_rights, crm_prospect_id, created_at)
    select
      n.fs[${first}] || '.' || n.ls[${last}] || '.m' || g || '@' || coalesce('brand' || c.brand_id || '.', '') || 'exemple.fr',
      pass.password_hash,
      n.fn[${first}],
      n.ln[${last}],
      (${mobilePrefixes})[1 + ${hash(4)} % ${sql.raw(String(MOBILE_PREFIXES.length))}] || lpad((${hash(5)} % 10000000)::text, 7, '0'),
      '{ROLE_USER}'::text[],
      case when ${hash(6)} < ${share(0.15)} then 1 else 2 end,
      ${state} < ${share(0.85)},
      case when ${state} < ${share(0.7)} or (${state} >= ${share(0.85)} and ${state} < ${share(0.92)})
        then timestamptz '2026-10-01 00:00:00+00' - interval '1 minute' * (${hash(7)} % 86400) end,
      jsonb_build_object('operation', false, 'invoice', ${hash(8)} < ${share(0.5)}, 'booking', true, 'ticket', ${hash(9)} < ${share(0.7)}),
      c.brand_id, c.id,
      ${hash(10)} < ${share(0.15)},
      ${hash(11)} < ${share(0.2)},
      case when ${hash(12)} < ${share(0.4)} then (100000 + ${hash(13)} % 900000)::text end,
      timestamptz '2026-10-01 00:00:00+00' - interval '1 day' * (${hash(14)} % 700) - interval '1 second' * (${hash(15)} % 86400)
    from picked p
    join companies c on c.id = p.company_id
    cross join pass
    cross join names n`);

  // Newcomers waiting for validation in every scope, the newest accounts of each: /user-incoming is never empty.
  await db.execute(sql`
    with pass as (select password_hash from users where email = 'admin@demo.test'),
         scopes as (
           select distinct on (coalesce(brand_id, 0)) brand_id, id as company_id from companies order by coalesce(brand_id, 0), id
         )
    insert into users (email, password_hash, first_name, last_name, mobile, roles, account_type, enabled, last_login, brand_id, company_id, created_at)
    select
      'nouveau.' || n || '@' || coalesce('brand' || s.brand_id || '.', '') || 'exemple.fr',
      pass.password_hash,
      (${firstNames})[1 + (n * 7 + coalesce(s.brand_id, 0)) % ${sql.raw(String(FIRST_NAMES.length))}],
      (${lastNames})[1 + (n * 11 + coalesce(s.brand_id, 0) * 3) % ${sql.raw(String(LAST_NAMES.length))}],
      '066' || lpad((n * 123457 + coalesce(s.brand_id, 0))::text, 7, '0'),
      '{ROLE_USER}'::text[], 2, false, null, s.brand_id, s.company_id,
      timestamptz '2026-10-01 00:00:00+00' - interval '1 hour' * n
    from scopes s cross join pass cross join generate_series(1, ${sql.raw(String(PENDING_PER_SCOPE))}) n`);
}
