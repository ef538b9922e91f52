import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { billingPeriod } from '@hubgrade/domain/billing/contract-billing';
import { BILLING_RUN_LABELS as L } from '@hubgrade/domain/billing-runs/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, scratchPostgres, type TestApp } from '../../../test/harness.ts';
import { openPostgres, queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { seedDemo } from '../../seed/demo.ts';
import { billDueMonths, resumeStaleRuns } from './schedule.ts';
import { openRun } from './service.ts';

type Who = 'admin' | 'brand9' | 'brand5' | 'commercial';
interface Run {
  id: number;
  state: string;
  total: number;
  issued: number;
  skipped: number;
  amountTtc: number;
}

const month = parisDay().slice(0, 7);
const period = billingPeriod(month);

describe.each(ENGINES)('billing runs on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  const finished = async (who: Who, id: number): Promise<Run> => {
    for (let i = 0; i < 600; i++) {
      const run = (await call(who, 'GET', `/billing-runs/${id}`)).json() as Run;
      if (run.state !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`run ${id} still running`);
  };
  const billable = async (brand: number | null) =>
    (
      await one<{ n: number }>(sql`select count(*)::int as n from contracts where brand_id is not distinct from ${brand}
        and state in (4, 5) and deleted_at is null and start_date <= ${period.to} and (end_date is null or end_date >= ${period.from})`)
    ).n;
  /** Numbers of a brand's invoices of a year, in order: gapless from 1. */
  const numbers = async (brand: number | null) =>
    (
      await rows<{ number: number }>(
        sql`select number from invoices where brand_id is not distinct from ${brand} and year = ${Number(month.slice(0, 4))} order by number`,
      )
    ).map((r) => r.number);

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    tokens.commercial = await t.tokenFor(DEMO_ACCOUNTS.commercial);
  });
  afterAll(() => t.close());

  it('bills every running contract of the month once, numbered after the brand’s last invoice', async () => {
    const expected = await billable(5);
    expect(expected).toBeGreaterThan(0);
    const before = await numbers(5);
    const res = await call('brand5', 'POST', '/billing-runs', { month });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ brandId: 5, month, total: expected });
    const run = await finished('brand5', res.json().id);
    expect(run).toMatchObject({ state: 'done', total: expected });
    expect(run.issued + run.skipped).toBe(expected);

    const billed = await rows<{ id: number; number: number; ttc_cents: number; type: number; lines: number; service_from: string }>(
      sql`select i.id, i.number, i.ttc_cents, i.type, i.service_from::text, (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines
          from contract_billings b join invoices i on i.id = b.invoice_id where b.run_id = ${run.id} order by i.number`,
    );
    expect(billed).toHaveLength(run.issued);
    expect(billed.every((i) => i.lines >= 1 && [1, 2].includes(i.type) && i.service_from === `${month}-01`)).toBe(true);
    expect(billed.reduce((sum, i) => sum + i.ttc_cents, 0)).toBe(run.amountTtc);
    const after = await numbers(5);
    expect(after).toEqual(Array.from({ length: before.length + run.issued }, (_, i) => i + 1));
  });

  it('a second run of the month skips the contracts already billed', async () => {
    const res = await call('brand5', 'POST', '/billing-runs', { month });
    expect(res.statusCode, res.body).toBe(202);
    const run = await finished('brand5', res.json().id);
    expect(run).toMatchObject({ state: 'done', issued: 0 });
    expect(run.skipped).toBe(run.total);
    const twice = await one<{ n: number }>(
      sql`select count(*)::int as n from (select contract_id from contract_billings where month = ${month} group by contract_id having count(*) > 1) d`,
    );
    expect(twice.n).toBe(0);
  });

  it('refuses a month to come (409), a malformed month (400), and a second run while one works (409)', async () => {
    const future = await call('brand9', 'POST', '/billing-runs', { month: '2999-01' });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe(L.errors.future);
    const bad = await call('brand9', 'POST', '/billing-runs', { month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.month).toEqual([L.errors.month]);
    const held = await one<{ id: number }>(sql`insert into billing_runs (brand_id, month) values (9, '2021-03') returning id`);
    const second = await call('brand9', 'POST', '/billing-runs', { month: '2021-03' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(L.errors.running);
    await rows(sql`update billing_runs set state = 'failed' where id = ${held.id}`);
  });

  it('keeps each brand to its own runs, and commercials out', async () => {
    const { items } = (await call('brand5', 'GET', '/billing-runs')).json() as { items: (Run & { brandId: number })[] };
    const ofBrand5 = items[0] as Run;
    expect(items.every((r) => r.brandId === 5)).toBe(true);
    expect((await call('brand9', 'GET', `/billing-runs/${ofBrand5.id}`)).statusCode).toBe(404);
    expect((await call('brand9', 'GET', '/billing-runs')).json().items.some((r: Run) => r.id === ofBrand5.id)).toBe(false);
    expect((await call('admin', 'GET', `/billing-runs/${ofBrand5.id}`)).statusCode).toBe(200);
    expect((await call('brand9', 'POST', '/billing-runs', { month, brandId: 5 })).statusCode).toBe(404);
    expect((await call('commercial', 'GET', '/billing-runs')).statusCode).toBe(403);
  });

  it('adds up a run past 21 million euros (the total is not a 32-bit integer)', async () => {
    const expected = await billable(9);
    expect(expected).toBeGreaterThanOrEqual(2);
    // 12 million euros TTC a contract: two of them already overflow a 32-bit count of cents.
    await rows(sql`update contracts set rent_cents = 1000000000, discount_cents = 0 where brand_id = 9 and state in (4, 5)
      and deleted_at is null and start_date <= ${period.to} and (end_date is null or end_date >= ${period.from})`);
    const res = await call('brand9', 'POST', '/billing-runs', { month });
    expect(res.statusCode, res.body).toBe(202);
    const run = await finished('brand9', res.json().id);
    expect(run).toMatchObject({ state: 'done' });
    expect(run.issued).toBeGreaterThanOrEqual(2);
    expect(run.amountTtc).toBeGreaterThan(2 ** 31);
  });

  it('bills the month by itself from the run day on, once per brand with the billing module', async () => {
    const first = await billDueMonths(t.database.db, 1, `${month}-02`);
    const brands = await rows<{ brand_id: number | null }>(
      sql`select brand_id from billing_runs where id in ${first.length ? first : [0]}`,
    );
    expect(brands.map((b) => b.brand_id)).not.toContain(5);
    expect(brands.map((b) => b.brand_id)).toContain(null);
    expect(await billDueMonths(t.database.db, 1, `${month}-02`)).toEqual([]);
    expect(await billDueMonths(t.database.db, 28, `${month}-02`)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a billing run killed half way, on postgres', () => {
  it('leaves no half invoice and no gap, and is taken up again to bill each contract once', async () => {
    const scratch = await scratchPostgres();
    const database = openPostgres(scratch.url);
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
    const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
    const numbers = async () =>
      (
        await rows<{ number: number }>(
          sql`select number from invoices where brand_id = 9 and year = ${Number(month.slice(0, 4))} order by number`,
        )
      ).map((r) => r.number);
    try {
      if (!scratch.prepared) {
        await database.migrate();
        await seedDemo(database.db);
      }
      const model = await one<{ id: number }>(
        sql`select id from contracts where brand_id = 9 and state in (4, 5) and deleted_at is null and end_date is null order by id limit 1`,
      );
      await rows(sql`insert into contracts (brand_id, kind, off_platform, state, ad_id, coworking_space_id, landlord_id, tenant_id,
          tenant_company_id, contract_type, start_date, rent_cents, discount_cents, vat_rate, subscription, seats)
        select brand_id, kind, off_platform, 4, ad_id, coworking_space_id, landlord_id, tenant_id, tenant_company_id, contract_type,
          ${period.from}, rent_cents + g, discount_cents, vat_rate, subscription, seats
        from contracts, generate_series(1, 2500) g where id = ${model.id}`);
      const runId = await openRun(database.db, 9, month, null);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'work-run.fixture.ts'), scratch.url, String(runId)],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 1500; i++) {
        if ((await one<{ issued: number }>(sql`select issued from billing_runs where id = ${runId}`)).issued >= 100) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      const half = await one<{ issued: number; state: string; total: number }>(
        sql`select issued, state, total from billing_runs where id = ${runId}`,
      );
      expect(half.state).toBe('running');
      expect(half.issued).toBeGreaterThan(0);
      expect(half.issued).toBeLessThan(half.total);
      const lineless = await one<{ n: number }>(
        sql`select count(*)::int as n from invoices i where not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`,
      );
      expect(lineless.n).toBe(0);
      expect((await one<{ n: number }>(sql`select count(*)::int as n from contract_billings where run_id = ${runId}`)).n).toBe(half.issued);
      const gapless = await numbers();
      expect(gapless).toEqual(Array.from({ length: gapless.length }, (_, i) => i + 1));

      await rows(sql`update billing_runs set heartbeat_at = now() - interval '1 hour' where id = ${runId}`);
      expect(await resumeStaleRuns(database.db)).toEqual([runId]);
      const done = await one<{ state: string; issued: number; total: number; skipped: number }>(
        sql`select state, issued, total, skipped from billing_runs where id = ${runId}`,
      );
      expect(done.state).toBe('done');
      expect(done.issued + done.skipped).toBe(done.total);
      const notOnce = await one<{ n: number }>(
        sql`select count(*)::int as n from contracts c where c.brand_id = 9 and c.state in (4, 5) and c.deleted_at is null
            and c.start_date <= ${period.to} and (c.end_date is null or c.end_date >= ${period.from})
            and (select count(*) from contract_billings b where b.contract_id = c.id and b.month = ${month}) <> 1`,
      );
      expect(notOnce.n).toBe(0);
      const all = await numbers();
      expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 180_000);
});
