import type { NotificationKind } from '@hubgrade/domain/notifications/rules';
import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import { type Db, queryRows, type Tx } from '../client.ts';
import { DEMO_BRANDS } from './brands.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';
import { CITIES, COMPANY_PREFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, SITE_NAMES, STREETS, slugify } from './french.ts';
import { adsVolume } from './scale-ads.ts';
import { companiesVolume } from './scale-companies.ts';
import { contractsVolume } from './scale-contracts.ts';
import { keysVolume } from './scale-keys.ts';
import { messagesVolume } from './scale-messages.ts';

/**
 * Benchmark volumes, generated inside the database with `INSERT … SELECT generate_series`:
 * nothing crosses the driver but the statement, which is what makes a million rows take seconds
 * on PGlite as well as on PostgreSQL. Randomness is `hashint8extended(row, salt)`, a seeded hash
 * that both engines compute identically, so a given scale always gives the same rows.
 */

/** What a volume generator receives. */
export interface VolumeContext {
  tx: Tx;
  scale: number;
  /** One scrypt hash of the demo password, shared by every generated account. */
  passwordHash: string;
  /** Inserts rows 1..total in chunks; `insert(from, to)` builds the statement for one chunk. */
  series(table: string, total: number, insert: (from: number, to: number) => SQL): Promise<void>;
  /** Runs one `INSERT … SELECT` that derives rows from those already there; its rows are counted as it inserted them. */
  insert(table: string, statement: SQL): Promise<void>;
  /** The first id a table's generated rows may take (ids are explicit so rows can refer to each other). */
  nextId(table: string): Promise<number>;
}

/** One area's volume. Areas added later append theirs to VOLUME_GENERATORS, after those they refer to. */
export interface VolumeGenerator {
  area: string;
  generate(ctx: VolumeContext): Promise<void>;
}

/** Reference instant of the demo data (demo.ts counts days back from it too). */
const REFERENCE_LITERAL = `timestamptz '2026-10-01 00:00:00+00'`;
const REFERENCE = sql.raw(REFERENCE_LITERAL);
const CHUNK = 50_000;

/** A seeded pseudo-random integer in [0, 2^31) for row `g` (or any integer expression). */
export function hash(salt: number, of = 'g'): SQL {
  return sql.raw(`(hashint8extended(${of}, ${Math.trunc(salt)}) & 2147483647)`);
}

/** A seeded pseudo-random integer in [0, n). */
export function below(salt: number, n: number, of = 'g'): SQL {
  return sql`(${hash(salt, of)} % ${sql.raw(String(Math.max(1, Math.trunc(n))))})`;
}

/** True for a seeded share `p` of the rows. */
export function chance(salt: number, p: number, of = 'g'): SQL {
  return sql`(${hash(salt, of)} < ${sql.raw(String(Math.round(p * 2_147_483_648)))})`;
}

/** An integer written into the statement: generated SQL stays readable in logs and plans. */
export function int(value: number): SQL {
  return sql.raw(String(Math.trunc(value)));
}

/** A PostgreSQL array literal, sent as one parameter. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

export function intArray(values: readonly number[]): SQL {
  return sql.raw(`'{${values.map((v) => Math.trunc(v)).join(',')}}'::int[]`);
}

/** An element of `values` chosen by a seeded index; the same salt picks the same position. */
export function pick(values: readonly string[], salt: number, of = 'g'): SQL {
  return sql`(${textArray(values)})[1 + ${below(salt, values.length, of)}]`;
}

/** A time spread over the last `days` days, growing with `g` so that newest-first is id order. */
export function spreadTime(total: number, days: number): SQL {
  return sql.raw(`(${REFERENCE_LITERAL} - interval '1 second' * ((${total} - g)::float8 * ${days * 86_400} / ${total}))`);
}

/** Main platform first (stored as brand NULL), then the demo brands. */
const SCOPES = [0, ...DEMO_BRANDS.map((b) => b.id)];
/** How companies spread over SCOPES: the main platform holds the most. */
const SCOPE_WEIGHTS = [0, 0, 0, 0, 1, 1, 2, 3, 3, 4];

const CITY_NAMES = CITIES.map((c) => c.city);
const PLACES = CITIES.flatMap((c) => c.zipcodes.map((zipcode) => ({ city: c.city, zipcode })));
const FIRST_SLUGS = FIRST_NAMES.map(slugify);
const LAST_SLUGS = LAST_NAMES.map(slugify);
const ALL_ACCESS = sql.raw(`'{"operation":true,"invoice":true,"booking":true,"ticket":true}'::jsonb`);

const NOTIFICATIONS: { kind: NotificationKind; content: string; link: string }[] = [
  { kind: 'booking_for_you', content: 'Nouvelle réservation de salle de réunion faite pour vous par %s', link: '/sdr' },
  { kind: 'booking_for_you', content: 'Réservation de poste de travail faite pour vous par %s', link: '/planning' },
  { kind: 'ticket_answered', content: '%s a répondu à votre ticket', link: '/tickets' },
  { kind: 'contract_signed', content: 'Le contrat de %s a été signé', link: '/contrats' },
  { kind: 'message_to_moderate', content: 'Nouveau message de %s à modérer', link: '/messages' },
  { kind: 'account_pending', content: '%s attend la validation de son compte', link: '/user-incoming' },
  { kind: 'system', content: 'Une nouvelle facture est disponible', link: '/factures' },
];

const MAILS: { subject: string; body: string }[] = [
  {
    subject: 'Bienvenue sur votre espace',
    body: 'Votre compte est prêt : vous pouvez dès maintenant réserver vos salles et suivre vos factures.',
  },
  { subject: 'Confirmez votre adresse email', body: 'Cliquez sur le lien ci-dessous pour activer votre compte.' },
  { subject: 'Réinitialisation de votre mot de passe', body: 'Vous avez demandé un nouveau mot de passe. Ce lien est valable 24 heures.' },
  {
    subject: 'Votre réservation est confirmée',
    body: 'Votre réservation de salle de réunion est confirmée. Vous la retrouverez dans votre planning.',
  },
  { subject: 'Nouvelle facture disponible', body: 'Une nouvelle facture est disponible dans votre espace client.' },
  { subject: 'Rappel : votre réservation de demain', body: 'Nous vous rappelons votre réservation prévue demain matin.' },
  { subject: 'Votre ticket a été résolu', body: 'Notre équipe a traité votre demande. N’hésitez pas à nous répondre si besoin.' },
];

/** Per unit of scale. Scale 10 gives about 1.15 million rows. */
const PER_SCALE = {
  sites: 100,
  companies: 2_000,
  usersPerCompany: 5,
  notifications: 53_000,
  history: 30_000,
  mails: 20_000,
};

/**
 * The change a history entry records, shaped like recordHistory's (camelCase fields of the
 * entity); `offset` gives the new value other salts than the old one. Expects `e.entity`.
 */
function historyData(side: 'old' | 'new', offset: number): SQL {
  const variant = below(510, 3);
  const salt = 520 + offset;
  const flag = side === 'new' ? 'true' : 'false';
  const address = sql`(1 + ${below(salt, 180)}) || ' ' || ${pick(STREETS, salt + 1)}`;
  const city = pick(CITY_NAMES, salt + 6);
  const companyName = sql`${pick(COMPANY_PREFIXES, salt + 2)} || ' ' || ${pick(COMPANY_WORDS, salt + 3)}`;
  return sql`case e.entity
    when 'user' then case ${variant}
      when 0 then jsonb_build_object('enabled', ${sql.raw(flag)})
      when 1 then jsonb_build_object('lastName', ${pick(LAST_NAMES, salt + 4)})
      else jsonb_build_object('mobile', '06' || lpad(${below(salt + 5, 100_000_000)}::text, 8, '0'))
    end
    when 'company' then case ${variant}
      when 0 then jsonb_build_object('name', ${companyName})
      else jsonb_build_object('address', ${address}, 'city', ${city})
    end
    when 'site' then case ${variant}
      when 0 then jsonb_build_object('name', ${pick(SITE_NAMES, salt + 7)} || ' ' || ${city})
      else jsonb_build_object('address', ${address})
    end
    else jsonb_build_object('configuration', jsonb_build_object('flags', jsonb_build_object('slack', ${sql.raw(flag)})))
  end`;
}

const foundation: VolumeGenerator = {
  area: 'foundation',
  async generate(ctx) {
    const { tx, scale } = ctx;
    const demoIds = (await queryRows<{ id: number }>(tx, sql`select id from users where email like '%@demo.test' order by id`)).map(
      (r) => r.id,
    );
    // The administrator who signs history entries, per scope (main platform first).
    const actorEmails = [DEMO_ACCOUNTS.admin, ...DEMO_BRANDS.map((b) => brandStaffEmail('admin', b.id))];
    const actors = await queryRows<{ id: number; email: string }>(
      tx,
      sql`select id, email from users where email = any(${textArray(actorEmails)})`,
    );
    const actorIds = actorEmails.map((email) => actors.find((a) => a.email === email)?.id ?? 0);

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

    // About 6% go to the documented accounts, so their bell and lists are full as well.
    const N = PER_SCALE.notifications * scale;
    const notificationsFrom = await ctx.nextId('notifications');
    await ctx.series('notifications', N, (from, to) => {
      const template = below(401, NOTIFICATIONS.length);
      return sql`
        insert into notifications (id, user_id, kind, content, link, seen, created_by_user_id, created_at)
        select ${int(notificationsFrom)} - 1 + g,
          case when ${chance(402, 0.06)} then (${intArray(demoIds)})[1 + ${below(403, demoIds.length)}]
            else ${int(usersFrom)} + ${below(404, U)} end,
          (${textArray(NOTIFICATIONS.map((n) => n.kind))})[1 + ${template}],
          format((${textArray(NOTIFICATIONS.map((n) => n.content))})[1 + ${template}], ${pick(FIRST_NAMES, 405)} || ' ' || ${pick(LAST_NAMES, 406)}),
          (${textArray(NOTIFICATIONS.map((n) => n.link))})[1 + ${template}],
          -- Older ones have mostly been read, the latest mostly not.
          ${hash(407)} < 2147483648 * (0.97 - 0.9 * power(g::float8 / ${int(N)}, 20)),
          case when ${chance(408, 0.7)} then ${int(usersFrom)} + ${below(409, U)} end,
          ${spreadTime(N, 400)}
        from generate_series(${int(from)}, ${int(to)}) g`;
    });

    const H = PER_SCALE.history * scale;
    const historyFrom = await ctx.nextId('history_entries');
    const brandIds = DEMO_BRANDS.map((b) => b.id);
    await ctx.series('history_entries', H, (from, to) => {
      const kind = below(501, 100);
      return sql`
        insert into history_entries (id, entity, entity_id, brand_id, user_id, user_email, old_data, new_data, created_at)
        select id, entity, entity_id, brand_id,
          nullif((${intArray(actorIds)})[1 + coalesce(array_position(${intArray(brandIds)}, brand_id), 0)], 0),
          (${textArray(actorEmails)})[1 + coalesce(array_position(${intArray(brandIds)}, brand_id), 0)],
          old_data, new_data, created_at
        from (
          select ${int(historyFrom)} - 1 + g as id, e.entity, e.entity_id,
            case e.entity
              when 'user' then (select brand_id from users where id = e.entity_id)
              when 'company' then (select brand_id from companies where id = e.entity_id)
              when 'site' then (select brand_id from sites where id = e.entity_id)
              else e.entity_id
            end as brand_id,
            ${historyData('old', 0)} as old_data,
            ${historyData('new', 10)} as new_data,
            ${spreadTime(H, 700)} as created_at
          from generate_series(${int(from)}, ${int(to)}) g
          cross join lateral (
            select case when ${kind} < 50 then 'user' when ${kind} < 80 then 'company' when ${kind} < 97 then 'site' else 'brand' end as entity,
              case
                when ${kind} < 5 then (${intArray(demoIds)})[1 + ${below(502, demoIds.length)}]
                when ${kind} < 50 then ${int(usersFrom)} + ${below(503, U)}
                when ${kind} < 80 then ${int(companiesFrom)} + ${below(504, C)}
                when ${kind} < 97 then ${int(sitesFrom)} + ${below(505, S)}
                else (${intArray(brandIds)})[1 + ${below(506, brandIds.length)}]
              end as entity_id
          ) e
          -- offset 0 keeps the subquery whole: otherwise brand_id's lookups run once per use above.
          offset 0
        ) h`;
    });

    const M = PER_SCALE.mails * scale;
    const mailsFrom = await ctx.nextId('mail_outbox');
    await ctx.series('mail_outbox', M, (from, to) => {
      const template = below(601, MAILS.length);
      const body = sql`(${textArray(MAILS.map((m) => m.body))})[1 + ${template}]`;
      return sql`
        insert into mail_outbox (id, brand_id, to_address, subject, text_body, html_body, attempts, last_error, sent_at, created_at)
        select ${int(mailsFrom)} - 1 + g, u.brand_id, u.email,
          (${textArray(MAILS.map((m) => m.subject))})[1 + ${template}],
          'Bonjour ' || u.first_name || E',\n\n' || ${body} || E'\n\nL’équipe ' || coalesce(b.name, 'Hubgrade'),
          '<p>Bonjour ' || u.first_name || ',</p><p>' || ${body} || '</p><p>L’équipe ' || coalesce(b.name, 'Hubgrade') || '</p>',
          case when ${chance(602, 0.02)} then 2 else 1 end,
          case when ${chance(602, 0.02)} then 'Délai de connexion au serveur SMTP dépassé' end,
          -- Already delivered: a sender configured later must not mail a million generated addresses.
          ${spreadTime(M, 500)} + interval '1 second' * (1 + ${below(603, 30)}),
          ${spreadTime(M, 500)}
        from generate_series(${int(from)}, ${int(to)}) g
        join users u on u.id = ${int(usersFrom)} + ${below(604, U)}
        left join brands b on b.id = u.brand_id`;
    });
  },
};

export const VOLUME_GENERATORS: VolumeGenerator[] = [foundation, companiesVolume, adsVolume, contractsVolume, messagesVolume, keysVolume];

export interface VolumeReport {
  rows: number;
  seconds: number;
}

/**
 * Adds `scale` units of volume to a database that holds the demo data, all in one transaction:
 * an interrupted run leaves the demo data as it was.
 */
export async function seedVolume(db: Db, scale: number, log: (line: string) => void = console.log): Promise<VolumeReport> {
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let rows = 0;
  /** Tables given explicit ids, whose sequences must be moved past them. */
  const sequenced = new Set<string>();
  const touched = new Set<string>();
  await db.transaction(async (tx) => {
    // These statements look costly to the planner, and compiling them (JIT) took longer than running them.
    await tx.execute(sql`set local jit = off`);
    const ctx: VolumeContext = {
      tx,
      scale,
      passwordHash,
      async nextId(table) {
        const [row] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0)::int + 1 as id from ${sql.identifier(table)}`);
        return Number(row?.id ?? 1);
      },
      async series(table, total, insert) {
        sequenced.add(table);
        touched.add(table);
        const tableStarted = performance.now();
        for (let from = 1; from <= total; from += CHUNK) {
          const to = Math.min(total, from + CHUNK - 1);
          rows += affectedRows(await tx.execute(insert(from, to)));
          const seconds = (performance.now() - tableStarted) / 1000;
          log(`  ${table.padEnd(20)} ${String(to).padStart(9)} / ${total}  (${seconds.toFixed(1)} s)`);
        }
      },
      async insert(table, statement) {
        touched.add(table);
        const started = performance.now();
        const inserted = affectedRows(await tx.execute(statement));
        rows += inserted;
        log(`  ${table.padEnd(20)} ${String(inserted).padStart(9)}  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      },
    };
    for (const generator of VOLUME_GENERATORS) {
      log(`Volume ${generator.area} ×${scale}`);
      await generator.generate(ctx);
    }
    // Explicit ids leave the sequences behind; the next insert by the app must not collide.
    for (const table of sequenced) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
    }
  });
  // Fresh statistics and visibility map: plans measured right after seeding are those of real
  // use, and autovacuum does not wake up in the middle of a benchmark to do the same.
  const vacuumStarted = performance.now();
  for (const table of touched) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  log(`  vacuum analyze       (${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s)`);
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/** Rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Exact row count of every table of the application. */
export async function countRows(db: Db): Promise<{ table: string; rows: number }[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: { table: string; rows: number }[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts.push({ table: name, rows: Number(row?.n ?? 0) });
  }
  return counts;
}
