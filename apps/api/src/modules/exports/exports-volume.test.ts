import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EXPORT_COLUMNS } from '@hubgrade/domain/exports/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const ROWS = 1_000_000;
const MB = 1024 * 1024;
/**
 * The most the live memory (the JavaScript heap and the buffers outside it, read just after a
 * collection) may grow while the file is sent. A file built in memory would hold more than the file
 * itself (about 115 MB here) plus the rows read; a streamed one holds a few batches and the
 * buffers of the two sockets, well under the file. The peak resident size is only printed: it
 * counts garbage not yet collected and pages the allocator keeps.
 */
const MEMORY_CEILING = 96 * MB;

/** V8's collector, reachable from a test without starting the process with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}

/**
 * A million members exported to CSV by one process that both serves the file and reads it over
 * HTTP, under a memory ceiling, while another call still answers. PostgreSQL only: the rows are
 * made there in one generate_series, and PGlite's memory is the process's own.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an export of a million members', () => {
  let t: TestApp;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const db = t.database.db;
    // The search and sort indexes of the users table make no difference to the export, and would
    // triple the time the rows take to make.
    await db.execute(sql`drop index users_search_trgm_idx, users_roles_idx, users_last_name_idx, users_state_idx, users_created_at_idx`);
    await db.execute(sql`insert into brands (id, name) values (77, 'Volume') on conflict do nothing`);
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, mobile, account_type, enabled, brand_id, created_at, last_login)
      select 'membre' || i || '@volume.test', 'x', 'Prénom' || i, 'Nom; « ' || i || ' »', '06' || lpad(i::text, 8, '0'), 2, i % 3 = 0, 77,
        timestamp '2024-01-01' + i * interval '1 minute', case when i % 2 = 0 then timestamp '2025-01-01' + i * interval '1 second' end
      from generate_series(1, ${ROWS}) as i`);
    await db.execute(sql`analyze users`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    token = await t.tokenFor(DEMO_ACCOUNTS.admin);
  }, 180_000);
  afterAll(() => t?.close());

  it('streams 1,000,000 rows under the memory ceiling, and other calls keep answering', async () => {
    const gc = collector();
    const live = () => {
      gc();
      const now = process.memoryUsage();
      return now.heapUsed + now.external;
    };
    const before = process.memoryUsage();
    const liveBefore = live();
    let peakRss = before.rss;
    let peakMemory = liveBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      peakMemory = Math.max(peakMemory, live());
    }, 250);
    const started = performance.now();
    const headers = { authorization: `Bearer ${token}` };
    const res = await fetch(`${baseUrl}/api/exports/file?dataset=members&brandId=77&format=csv`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe(String(ROWS));

    let lines = 0;
    let bytes = 0;
    let head = '';
    let downloadDone = false;
    let otherCallAt: number | null = null;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // The header may come in more than one chunk; the decoder keeps the byte-order mark Excel needs.
      if (head.length < 400) head += new TextDecoder('utf-8', { ignoreBOM: true }).decode(value.subarray(0, 400));
      if (bytes === 0) {
        // Another call, made while the file is being sent, answers before the file ends.
        void fetch(`${baseUrl}/api/exports/brands`, { headers }).then((r) => {
          expect(r.status).toBe(200);
          otherCallAt = downloadDone ? -1 : performance.now();
        });
      }
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    downloadDone = true;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const rssGrowth = peakRss - before.rss;
    const memoryGrowth = peakMemory - liveBefore;
    console.log(
      `export of ${ROWS.toLocaleString('en')} members to CSV: ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(${Math.round(ROWS / seconds).toLocaleString('en')} rows/s); peak RSS growth ${(rssGrowth / MB).toFixed(1)} MB, ` +
        `peak live memory growth ${(memoryGrowth / MB).toFixed(1)} MB; ceiling ${(MEMORY_CEILING / MB).toFixed(0)} MB`,
    );
    expect(head.startsWith(`\uFEFF${EXPORT_COLUMNS.members.join(';')}\r\n`)).toBe(true);
    expect(lines).toBe(ROWS + 1);
    expect(otherCallAt).not.toBeNull();
    expect(otherCallAt).not.toBe(-1);
    expect(memoryGrowth).toBeLessThan(MEMORY_CEILING);
  }, 180_000);
});
