import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { countRows, seedVolume, type VolumeReport } from './scale.ts';

/**
 * Seeding a unit of volume and running the seed command are the heaviest steps of the suite (about
 * 30 s each on 2 idle cores): they get room beyond the API project's 120 s on a busy machine.
 */
const SEED_TIMEOUT_MS = 400_000;

const FOUNDATION_TABLES = ['sites', 'companies', 'users', 'notifications', 'history_entries', 'mail_outbox'];
/** Fingerprint of the generated rows per engine: both must be the same. */
const fingerprints = new Map<string, string>();

async function one<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.database.db, query);
  return row as T;
}

describe.each(ENGINES)('volume seed on %s', (engine) => {
  let t: TestApp;
  let before: Map<string, number>;
  let report: VolumeReport;
  beforeAll(async () => {
    t = await createTestApp(engine);
    before = new Map((await countRows(t.database.db)).map((c) => [c.table, c.rows]));
    report = await seedVolume(t.database.db, 1, () => {});
    // Taken before the tests below change anything (a sign-in stamps lastLogin).
    const row = await one<{ f: string }>(
      t,
      sql`select md5(
        (select string_agg(email || mobile || coalesce(extract(epoch from last_login)::text, '') || access::text, ',' order by id) from users) ||
        (select string_agg(content || user_id || seen, ',' order by id) from notifications) ||
        (select string_agg(entity || entity_id || coalesce(brand_id, 0) || new_data::text, ',' order by id) from history_entries) ||
        (select string_agg(to_address || text_body, ',' order by id) from mail_outbox) ||
        (select md5(string_agg(title || site_id || reporter_id || coalesce(assignee_id, 0) || state || priority || category ||
          extract(epoch from created_at)::text, ',' order by id)) from tickets)) as f`,
    );
    fingerprints.set(engine, row.f);
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('adds one unit of volume to every foundation table', async () => {
    const after = new Map((await countRows(t.database.db)).map((c) => [c.table, c.rows]));
    const added = FOUNDATION_TABLES.map((table) => (after.get(table) ?? 0) - (before.get(table) ?? 0));
    // Companies: the foundation's 2,000 with members, and the companies area's 8,000 without (scale-companies.ts).
    expect(added).toEqual([100, 10_000, 10_000, 53_000, 30_000, 20_000]);
    // 100,000 meeting-room bookings a unit, on two rooms of every generated site (scale-bookings.ts).
    const bookings = (after.get('meeting_room_reservations') ?? 0) - (before.get('meeting_room_reservations') ?? 0);
    expect([bookings, (after.get('meeting_rooms') ?? 0) - (before.get('meeting_rooms') ?? 0)]).toEqual([100_000, 200]);
    // 25,000 tickets a unit (scale-tickets.ts): 250,000 at the bench's scale 10.
    expect((after.get('tickets') ?? 0) - (before.get('tickets') ?? 0)).toBe(25_000);
    // 10,000 news-feed messages a unit (scale-feed.ts), each sent to one site or two.
    expect((after.get('feed_messages') ?? 0) - (before.get('feed_messages') ?? 0)).toBe(10_000);
    // The report counts what every area's generator added, not the foundation's only.
    expect(report.rows).toBe([...after].reduce((sum, [table, rows]) => sum + rows - (before.get(table) ?? 0), 0));
  });

  it('keeps emails unique and every reference inside its brand', async () => {
    const emails = await one<{ all: number; distinct: number }>(
      t,
      sql`select count(*)::int as all, count(distinct email)::int as distinct from users`,
    );
    expect(emails.distinct).toBe(emails.all);
    const outside = await one<{ sites: number; categories: number; users: number; mails: number }>(
      t,
      sql`select
        (select count(*)::int from companies c join sites s on s.id = c.site_id where c.brand_id is distinct from s.brand_id) as sites,
        (select count(*)::int from companies c join company_categories k on k.id = c.category_id where c.brand_id is distinct from k.brand_id) as categories,
        (select count(*)::int from users u join companies c on c.id = u.company_id where u.brand_id is distinct from c.brand_id) as users,
        (select count(*)::int from mail_outbox m join users u on u.email = m.to_address where m.brand_id is distinct from u.brand_id) as mails`,
    );
    expect(outside).toEqual({ sites: 0, categories: 0, users: 0, mails: 0 });
    const tickets = await one<{ site: number; reporter: number; assignee: number; waiting: number }>(
      t,
      sql`select
        (select count(*)::int from tickets k join sites s on s.id = k.site_id where k.brand_id is distinct from s.brand_id) as site,
        (select count(*)::int from tickets k join users u on u.id = k.reporter_id where k.brand_id is distinct from u.brand_id) as reporter,
        (select count(*)::int from tickets k join users u on u.id = k.assignee_id where k.brand_id is distinct from u.brand_id) as assignee,
        (select count(*)::int from tickets where state in (1, 2, 3)) as waiting`,
    );
    expect({ ...tickets, waiting: tickets.waiting > 2_000 }).toEqual({ site: 0, reporter: 0, assignee: 0, waiting: true });
    const feed = await one<{ sender: number; site: number; unsent: number }>(
      t,
      sql`select
        (select count(*)::int from feed_messages m join users u on u.id = m.sender_id where m.brand_id is distinct from u.brand_id) as sender,
        (select count(*)::int from feed_message_sites x join feed_messages m on m.id = x.message_id join sites s on s.id = x.site_id
           where m.brand_id is distinct from s.brand_id) as site,
        (select count(*)::int from feed_messages m where not exists (select 1 from feed_message_sites x where x.message_id = m.id)) as unsent`,
    );
    expect(feed).toEqual({ sender: 0, site: 0, unsent: 0 });
    const pending = await one<{ n: number }>(t, sql`select count(*)::int as n from mail_outbox where sent_at is null`);
    expect(pending.n).toBe(0);
  });

  it('leaves the sequences after the generated ids', async () => {
    const site = await one<{ id: number; max: number }>(
      t,
      sql`insert into sites (name, address, zipcode, city) values ('Le Hub Test', '1 rue Test', '75001', 'Paris')
          returning id, (select max(id) from sites) as max`,
    );
    expect(site.id).toBeGreaterThan(site.max);
  });

  it('lets a generated account sign in with the demo password', async () => {
    const user = await one<{ email: string }>(
      t,
      sql`select email from users where enabled and email like '%.exemple.fr' and email ~ '\\.[0-9]+@' order by id desc limit 1`,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: user.email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('gives the documented accounts a history and notifications of their own', async () => {
    const admin = await one<{ history: number; notifications: number }>(
      t,
      sql`select (select count(*)::int from history_entries where entity = 'user' and entity_id = u.id) as history,
                 (select count(*)::int from notifications where user_id = u.id) as notifications
          from users u where email = 'admin@demo.test'`,
    );
    expect(admin.history).toBeGreaterThan(10);
    expect(admin.notifications).toBeGreaterThan(20);
  });
});

describe('volume seed across engines', () => {
  it.skipIf(ENGINES.length < 2)('generates the same rows on PGlite and PostgreSQL', () => {
    expect(fingerprints.get('pglite')).toBeDefined();
    expect(fingerprints.get('pglite')).toBe(fingerprints.get('postgres'));
  });
});

describe('seed command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hubgrade-seed-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'cli.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'x'.repeat(32) },
      encoding: 'utf8',
    });

  it(
    'seeds an empty database, refuses a filled one, and starts over with --reset',
    () => {
      const first = run();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/users\s+\d+/);
      const second = run();
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('--reset');
      const reset = run('--reset');
      expect(reset.status, reset.stderr).toBe(0);
      expect(run('--scale=-1').status).toBe(2);
    },
    SEED_TIMEOUT_MS,
  );
});
