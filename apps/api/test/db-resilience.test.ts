import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';

// PostgreSQL only: PGlite has no server that could cut a connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection cut by the PostgreSQL server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('neither crashes the process nor fails the next requests', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.admin);
    const me = () => t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);

    // Cut every idle connection of the app's pool, as a server restart or failover would.
    const [database] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const name = database?.name;
    const admin = new (await import('pg')).default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = 'idle' and pid <> pg_backend_pid()",
      [name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (let i = 0; i < 3; i++) expect((await me()).statusCode).toBe(200);
  });
});
