import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bookingsMonthOf } from '@hubgrade/domain/billing/booking-billing';
import { billingPeriod } from '@hubgrade/domain/billing/contract-billing';
import { DEPOSIT_LABELS as D } from '@hubgrade/domain/billing/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, scratchPostgres, type TestApp } from '../../../test/harness.ts';
import { openPostgres, queryRows } from '../../db/client.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';
import { seedDemo } from '../../seed/demo.ts';
import { issueInvoice } from '../billing/issue.ts';
import { resumeStaleRuns } from './schedule.ts';
import { openRun } from './service.ts';

interface Run {
  id: number;
  state: string;
  total: number;
  issued: number;
  skipped: number;
}
interface Sheet {
  notes: string[];
  actions: { refundDeposit: boolean };
}

const month = parisDay().slice(0, 7);
const period = billingPeriod(month);
const previous = bookingsMonthOf(month);
/** A Paris instant of the previous month's 10th day, at an hour no demo booking takes. */
const lastMonthAt = (hour: string) => `${previous.from.slice(0, 8)}10 ${hour}:00 Europe/Paris`;

describe.each(ENGINES)('deposits and bookings in the billing run on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  const sheet = async (id: number, who = 'brand5') => (await call(who, 'GET', `/invoices/${id}`)).json() as Sheet;
  const runMonth = async (): Promise<Run> => {
    const res = await call('brand5', 'POST', '/billing-runs', { month });
    expect(res.statusCode, res.body).toBe(202);
    for (let i = 0; i < 600; i++) {
      const run = (await call('brand5', 'GET', `/billing-runs/${res.json().id}`)).json() as Run;
      if (run.state !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('run still running');
  };

  let withDeposit: number;
  let withoutDeposit: number;
  let companyMembers: { id: number; company_id: number }[];
  let loneMember: number;
  const booking: Record<string, number> = {};
  let firstRun: Run;

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    const model = await one<{ id: number }>(
      sql`select id from contracts where brand_id = 5 and state in (4, 5) and deleted_at is null and end_date is null order by id limit 1`,
    );
    const copy = async (deposit: number) =>
      (
        await one<{ id: number }>(sql`insert into contracts (brand_id, kind, off_platform, state, ad_id, coworking_space_id, landlord_id,
            tenant_id, tenant_company_id, contract_type, start_date, rent_cents, discount_cents, vat_rate, subscription, seats, deposit_cents)
          select brand_id, kind, off_platform, 4, ad_id, coworking_space_id, landlord_id, tenant_id, tenant_company_id, contract_type,
            ${period.from}, rent_cents, discount_cents, vat_rate, subscription, seats, ${deposit}
          from contracts where id = ${model.id} returning id`)
      ).id;
    withDeposit = await copy(180_000);
    withoutDeposit = await copy(0);

    companyMembers = await rows<{ id: number; company_id: number }>(
      sql`select u.id, u.company_id from users u where u.brand_id = 5 and u.company_id is not null and u.deleted_at is null
            and u.company_id in (select company_id from users where brand_id = 5 and company_id is not null group by company_id having count(*) >= 2)
          order by u.company_id, u.id limit 2`,
    );
    expect(companyMembers[0]?.company_id).toBe(companyMembers[1]?.company_id);
    loneMember = (
      await one<{ id: number }>(
        sql`select id from users where brand_id = 5 and company_id is null and deleted_at is null and not ('ROLE_ADMIN' = any(roles)) order by id limit 1`,
      )
    ).id;
    const room = await one<{ id: number }>(sql`select id from meeting_rooms where brand_id = 5 order by id limit 1`);
    const space = await one<{ id: number }>(sql`select id from coworking_spaces where brand_id = 5 order by id limit 1`);
    const entry = await one<{ id: number }>(sql`select id from credit_entries where kind = 'debit' order by id limit 1`);
    const meeting = async (userId: number, from: string, to: string, price: number, extra = sql``) =>
      (
        await one<{
          id: number;
        }>(sql`insert into meeting_room_reservations (brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject, price_cents ${extra.queryChunks.length ? sql`, credit_entry_id, cancelled_at` : sql``})
          values (5, ${room.id}, ${userId}, ${lastMonthAt(from)}::timestamptz, ${lastMonthAt(to)}::timestamptz, 0, 'Devis', ${price} ${extra})
          returning id`)
      ).id;
    const [first, second] = companyMembers as unknown as [{ id: number }, { id: number }];
    booking.company1 = await meeting(first.id, '05:00', '06:00', 9_000);
    booking.company2 = await meeting(second.id, '04:00', '05:00', 4_500);
    booking.credits = await meeting(first.id, '03:00', '04:00', 6_000, sql`, ${entry.id}, null`);
    booking.cancelledBefore = await meeting(second.id, '02:00', '03:00', 7_000, sql`, null, ${lastMonthAt('01:00')}::timestamptz`);
    booking.cancelledAfter = await meeting(second.id, '01:00', '02:00', 3_000, sql`, null, ${lastMonthAt('01:30')}::timestamptz`);
    booking.thisMonth = (
      await one<{
        id: number;
      }>(sql`insert into meeting_room_reservations (brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject, price_cents)
        values (5, ${room.id}, ${first.id}, ${`${period.from} 05:00:00 Europe/Paris`}::timestamptz, ${`${period.from} 06:00:00 Europe/Paris`}::timestamptz, 0, 'Devis', 8000)
        returning id`)
    ).id;
    booking.workstation = (
      await one<{
        id: number;
      }>(sql`insert into workstation_reservations (brand_id, space_id, user_id, day, starts_at, ends_at, seats, price_cents)
        values (5, ${space.id}, ${loneMember}, ${`${previous.from.slice(0, 8)}12`}, ${`${previous.from.slice(0, 8)}12 08:00:00 Europe/Paris`}::timestamptz,
          ${`${previous.from.slice(0, 8)}12 18:00:00 Europe/Paris`}::timestamptz, 1, 2500)
        returning id`)
    ).id;
    firstRun = await runMonth();
  }, 120_000);
  afterAll(() => t.close());

  it('invoices a contract’s deposit once, as a type-6 invoice out of VAT, in the run that first bills it', async () => {
    expect(firstRun.state).toBe('done');
    expect(firstRun.issued + firstRun.skipped).toBe(firstRun.total);
    const deposits = await rows<{ id: number; contract_id: number; ttc_cents: number; vat_cents: number; lines: number }>(
      sql`select i.id, i.contract_id, i.ttc_cents, i.vat_cents, (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines
          from invoices i where i.type = 6 and i.contract_id in (${withDeposit}, ${withoutDeposit})`,
    );
    expect(deposits).toEqual([{ id: expect.any(Number), contract_id: withDeposit, ttc_cents: 180_000, vat_cents: 0, lines: 1 }]);
    const deposit = await sheet(deposits[0]?.id as number);
    expect(deposit.notes).toEqual([D.note]);
    expect(deposit.actions.refundDeposit).toBe(false);

    const again = await runMonth();
    expect(again.issued).toBe(0);
    const count = await one<{ n: number }>(sql`select count(*)::int as n from invoices where type = 6 and contract_id = ${withDeposit}`);
    expect(count.n).toBe(1);
    // The database itself refuses a second deposit invoice for the contract.
    const [contract] = await rows<{ tenant_id: number }>(sql`select tenant_id from contracts where id = ${withDeposit}`);
    await expect(
      t.database.db.transaction((tx) =>
        issueInvoice(tx, {
          brandId: 5,
          type: 6,
          userId: contract?.tenant_id as number,
          contractId: withDeposit,
          issuedOn: parisDay(),
          servicePeriod: period,
          lines: [{ designation: 'Dépôt', quantity: 1, unitPriceCents: 100, vatRate: 0, vatCategory: 'E' }],
        }),
      ),
    ).rejects.toThrow();
  });

  it('an off-platform contract is entered with its deposit, never a negative one', async () => {
    const base = { tenantId: loneMember, landlordName: 'SCI Dépôt', startDate: period.from, rentCents: 90_000, contractType: 1 };
    const created = await call('brand5', 'POST', '/bookings-hp', { ...base, depositCents: 120_000 });
    expect(created.statusCode, created.body).toBe(201);
    const stored = await one<{ deposit_cents: number }>(sql`select deposit_cents from contracts where id = ${created.json().id}`);
    expect(stored.deposit_cents).toBe(120_000);
    const negative = await call('brand5', 'POST', '/bookings-hp', { ...base, depositCents: -1 });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().errors)).toEqual(['depositCents']);
  });

  it('invoices the previous month’s bookings charged in euros once, one invoice per company or member, a line per booking', async () => {
    const billed = await rows<{ kind: string; reservation_id: number; invoice_id: number }>(
      sql`select kind, reservation_id, invoice_id from booking_billings where run_id = ${firstRun.id} order by kind, reservation_id`,
    );
    const ids = (kind: string) => billed.filter((b) => b.kind === kind).map((b) => b.reservation_id);
    expect(ids('meetingRoom').sort((a, b) => a - b)).toEqual(
      [booking.company1, booking.company2, booking.cancelledAfter].sort((a, b) => (a as number) - (b as number)),
    );
    expect(ids('workstation')).toEqual([booking.workstation]);
    const byInvoice = new Map<number, number>();
    for (const b of billed) byInvoice.set(b.invoice_id, (byInvoice.get(b.invoice_id) ?? 0) + 1);
    expect([...byInvoice.values()].sort()).toEqual([1, 3]);

    const company = await one<{ id: number; type: number; company_id: number; service_from: string; ttc_cents: number }>(
      sql`select i.id, i.type, i.company_id, i.service_from::text, i.ttc_cents from invoices i
          where i.id = (select invoice_id from booking_billings where kind = 'meetingRoom' and reservation_id = ${booking.company1})`,
    );
    expect(company).toMatchObject({ type: 3, company_id: companyMembers[0]?.company_id, service_from: previous.from, ttc_cents: 19_800 });
    const lines = await rows<{ designation: string }>(
      sql`select designation from invoice_lines where invoice_id = ${company.id} order by position`,
    );
    const day = `10/${previous.from.slice(5, 7)}/${previous.from.slice(0, 4)}`;
    expect(lines.map((l) => l.designation)).toEqual([
      expect.stringMatching(new RegExp(`^Salle de réunion « .+ » — ${day} 01:00–02:00$`)),
      expect.stringMatching(new RegExp(`^Salle de réunion « .+ » — ${day} 04:00–05:00$`)),
      expect.stringMatching(new RegExp(`^Salle de réunion « .+ » — ${day} 05:00–06:00$`)),
    ]);
    const lone = await one<{ user_id: number; company_id: number | null }>(
      sql`select user_id, company_id from invoices where id = (select invoice_id from booking_billings where kind = 'workstation' and reservation_id = ${booking.workstation})`,
    );
    expect(lone).toEqual({ user_id: loneMember, company_id: null });

    const again = await runMonth();
    expect(again.issued).toBe(0);
    const twice = await one<{ n: number }>(sql`select count(*)::int as n from booking_billings`);
    expect(twice.n).toBe(billed.length);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a run with deposits and bookings killed half way, on postgres', () => {
  it('is taken up again and invoices each deposit and each booking once, without a gap', async () => {
    const scratch = await scratchPostgres();
    const database = openPostgres(scratch.url);
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
    const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
    try {
      if (!scratch.prepared) {
        await database.migrate();
        await seedDemo(database.db);
      }
      const model = await one<{ id: number }>(
        sql`select id from contracts where brand_id = 9 and state in (4, 5) and deleted_at is null and end_date is null order by id limit 1`,
      );
      await rows(sql`insert into contracts (brand_id, kind, off_platform, state, ad_id, coworking_space_id, landlord_id, tenant_id,
          tenant_company_id, contract_type, start_date, rent_cents, discount_cents, vat_rate, subscription, seats, deposit_cents)
        select brand_id, kind, off_platform, 4, ad_id, coworking_space_id, landlord_id, tenant_id, tenant_company_id, contract_type,
          ${period.from}, rent_cents + g, discount_cents, vat_rate, subscription, seats, 50000 + g
        from contracts, generate_series(1, 800) g where id = ${model.id}`);
      const space = await one<{ id: number }>(sql`select id from coworking_spaces where brand_id = 9 order by id limit 1`);
      await rows(sql`insert into workstation_reservations (brand_id, space_id, user_id, day, starts_at, ends_at, seats, price_cents)
        select 9, ${space.id}, u.id, d::date, d + time '08:00', d + time '18:00', 1, 2500
        from (select id from users where brand_id = 9 and deleted_at is null order by id limit 40) u,
          generate_series(${previous.from}::timestamp, ${previous.to}::timestamp, interval '3 days') d`);
      const bookings = (
        await one<{ n: number }>(
          sql`select count(*)::int as n from workstation_reservations where brand_id = 9 and price_cents = 2500 and debit_entry_id is null`,
        )
      ).n;
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
      expect(half.issued).toBeLessThan(half.total);

      await rows(sql`update billing_runs set heartbeat_at = now() - interval '1 hour' where id = ${runId}`);
      expect(await resumeStaleRuns(database.db)).toEqual([runId]);
      const done = await one<{ state: string; issued: number; total: number; skipped: number }>(
        sql`select state, issued, total, skipped from billing_runs where id = ${runId}`,
      );
      expect(done.state).toBe('done');
      expect(done.issued + done.skipped).toBe(done.total);
      const deposits = await one<{ contracts: number; invoices: number }>(
        sql`select count(distinct c.id)::int as contracts, count(i.id)::int as invoices
            from contracts c join invoices i on i.contract_id = c.id and i.type = 6 where c.brand_id = 9 and c.deposit_cents > 0`,
      );
      expect(deposits).toEqual({ contracts: 800, invoices: 800 });
      const billed = await one<{ n: number; once: number }>(
        sql`select count(*)::int as n, count(distinct reservation_id)::int as once from booking_billings where run_id = ${runId}`,
      );
      expect(billed).toEqual({ n: bookings, once: bookings });
      const numbers = (
        await rows<{ number: number }>(
          sql`select number from invoices where brand_id = 9 and year = ${Number(month.slice(0, 4))} order by number`,
        )
      ).map((r) => r.number);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 180_000);
});
