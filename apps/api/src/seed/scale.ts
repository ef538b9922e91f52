import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { adsVolume } from './scale-ads.ts';
import { bookingsVolume } from './scale-bookings.ts';
import { companiesVolume } from './scale-companies.ts';
import type { VolumeContext, VolumeGenerator } from './scale-context.ts';
import { contractsVolume } from './scale-contracts.ts';
import { feedVolume } from './scale-feed.ts';
import { foundationVolume } from './scale-foundation.ts';
import { invoicesVolume } from './scale-invoices.ts';
import { keysVolume } from './scale-keys.ts';
import { messagesVolume } from './scale-messages.ts';
import { ordersVolume } from './scale-orders.ts';
import { ticketsVolume } from './scale-tickets.ts';

/**
 * Benchmark volumes, generated inside the database with `INSERT … SELECT generate_series`:
 * nothing crosses the driver but the statement, which is what makes a million rows take seconds
 * on PGlite as well as on PostgreSQL. The randomness is seeded (scale-random.ts), so a given scale
 * always gives the same rows on both engines. A unit is about 765,000 rows, 100,000 of them
 * meeting-room bookings, 100,000 invoices (and their lines), 25,000 tickets, 50,000 shop
 * orders (and their lines) and 10,000 news-feed messages.
 */

const CHUNK = 50_000;

export const VOLUME_GENERATORS: VolumeGenerator[] = [
  foundationVolume,
  companiesVolume,
  adsVolume,
  contractsVolume,
  invoicesVolume,
  messagesVolume,
  keysVolume,
  bookingsVolume,
  ticketsVolume,
  ordersVolume,
  feedVolume,
];

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
