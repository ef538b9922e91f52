import { bookingLines, bookingsMonthOf } from '@hubgrade/domain/billing/booking-billing';
import { billingPeriod, contractLines } from '@hubgrade/domain/billing/contract-billing';
import { depositLines } from '@hubgrade/domain/billing/deposits';
import { DEPOSIT_LABELS } from '@hubgrade/domain/billing/labels';
import { INVOICE_TYPE_DEPOSIT, INVOICE_TYPE_ORDER } from '@hubgrade/domain/billing/rules';
import { BILLING_RUN_LABELS as L } from '@hubgrade/domain/billing-runs/labels';
import type { BillingRun, BillingRunBody } from '@hubgrade/domain/billing-runs/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { billingRuns, bookingBillings, contractBillings } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { isConstraintViolation } from '../../lib/db-error.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { type IssuedInvoice, type IssueInput, issueInvoices } from '../billing/issue.ts';
import { billSubscription, countDueSubscriptions, nextDueSubscriptions, type SubscriptionRecord } from '../subscriptions/billing.ts';
import { type BookingClient, countBookingClients, nextBookingClients } from './bookings.ts';
import { type BillableContractRow, type BillingRunRow, countBillable, countDepositsDue, nextBillable, runsQuery } from './queries.ts';

/** Contracts billed per transaction: a killed process loses at most one batch, which rolls back whole (no invoice, no number). */
export const BATCH_SIZE = 250;

const UNIQUE_VIOLATION = '23505';

function runOf(row: BillingRunRow): BillingRun {
  return {
    id: row.id,
    brandId: row.brand_id,
    month: row.month,
    state: row.state,
    total: row.total,
    issued: row.issued,
    skipped: row.skipped,
    amountTtc: Number(row.amount_ttc_cents),
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    startedBy: row.started_by,
    error: row.error,
  };
}

export async function listRuns(db: Db, user: SessionUser): Promise<{ items: BillingRun[] }> {
  const rows = await queryRows<BillingRunRow>(db, runsQuery(brandScope(billingRuns.brandId, user), 12));
  return { items: rows.map(runOf) };
}

export async function findRun(db: Db, user: SessionUser, id: number): Promise<BillingRun> {
  const [row] = await queryRows<BillingRunRow>(
    db,
    runsQuery(sql`${billingRuns.id} = ${id} and ${brandScope(billingRuns.brandId, user)}`, 1),
  );
  if (!row) throw notFound();
  return runOf(row);
}

/**
 * Opens the run of a month for a brand: counts what it has to invoice (the month's contracts, the
 * deposits of those not billed yet, the subscriptions with a month due, the clients of the
 * previous month's bookings charged in euros)
 * and the contracts already billed, and refuses a second run of the same month while one works.
 * The billing itself is `workRun`.
 */
export async function openRun(
  db: Db,
  brandId: number | null,
  month: string,
  startedBy: number | null,
  today = parisDay(),
): Promise<number> {
  if (month > today.slice(0, 7)) throw conflict(L.errors.future);
  const period = billingPeriod(month);
  const contracts = await countBillable(db, brandId, period);
  const deposits = await countDepositsDue(db, brandId, month, period);
  const dueSubscriptions = await countDueSubscriptions(db, brandId, month);
  const bookingClients = await countBookingClients(db, brandId, bookingsMonthOf(month));
  const [billed] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${contractBillings} join contracts on contracts.id = ${contractBillings.contractId}
        where ${contractBillings.month} = ${month} and ${ofBrand(sql`contracts.brand_id`, brandId)}`,
  );
  try {
    const [run] = await db
      .insert(billingRuns)
      .values({ brandId, month, total: contracts + deposits + dueSubscriptions + bookingClients, skipped: billed?.count ?? 0, startedBy })
      .returning({ id: billingRuns.id });
    return (run as { id: number }).id;
  } catch (error) {
    if (isConstraintViolation(error, UNIQUE_VIOLATION, 'billing_runs_one_running')) throw conflict(L.errors.running);
    throw error;
  }
}

/** A staff member starts the run of a month for their brand (a main-platform administrator names the brand, or none for the platform's own). */
export async function startRun(db: Db, user: SessionUser, body: BillingRunBody, work: (runId: number) => void): Promise<BillingRun> {
  if (user.brandId !== null && body.brandId != null && body.brandId !== user.brandId) throw notFound();
  const brandId = user.brandId ?? body.brandId ?? null;
  const id = await openRun(db, brandId, body.month, user.id);
  work(id);
  return findRun(db, user, id);
}

/**
 * Bills one batch of a run's contracts in `tx`: each contract's invoice for the month and, the
 * first time a contract is billed, its security deposit (a deposit invoice, type 6, which the
 * database holds to one per contract). Answers the invoices issued.
 */
async function billContracts(tx: Tx, run: BillingRunRecord, batch: BillableContractRow[], issuedOn: string): Promise<IssuedInvoice[]> {
  const period = billingPeriod(run.month);
  const inputs = batch.flatMap((contract): IssueInput[] => {
    const lines = contractLines(contract.contract, period);
    if (lines.length === 0) return [];
    const base = {
      brandId: contract.brandId,
      userId: contract.tenantId,
      companyId: contract.tenantCompanyId,
      contractId: contract.id,
      landlordId: contract.landlordId,
      issuedOn,
      servicePeriod: period,
      actorId: run.startedBy,
    };
    const deposit = depositLines({ depositCents: contract.depositCents, spaceLabel: contract.contract.spaceLabel }, period);
    const rent: IssueInput = { ...base, type: contract.type, lines };
    if (deposit.length === 0) return [rent];
    return [rent, { ...base, type: INVOICE_TYPE_DEPOSIT, lines: deposit, notes: [DEPOSIT_LABELS.note] }];
  });
  const issued = await issueInvoices(tx, inputs);
  const billed = issued.filter((invoice) => invoice.type !== INVOICE_TYPE_DEPOSIT);
  if (billed.length > 0) {
    await tx
      .insert(contractBillings)
      .values(
        billed.map((invoice) => ({ contractId: invoice.contractId as number, month: run.month, invoiceId: invoice.id, runId: run.id })),
      );
  }
  return issued;
}

/**
 * Bills one batch of clients' bookings charged in euros in `tx`: an invoice per client, a line per
 * booking, each booking marked invoiced (`booking_billings`) in the same transaction.
 */
async function billBookings(tx: Tx, run: BillingRunRecord, clients: BookingClient[], issuedOn: string): Promise<IssuedInvoice[]> {
  const month = bookingsMonthOf(run.month);
  const issued = await issueInvoices(
    tx,
    clients.map((client) => ({
      brandId: run.brandId,
      type: INVOICE_TYPE_ORDER,
      userId: client.userId,
      companyId: client.companyId,
      issuedOn,
      servicePeriod: month,
      lines: bookingLines(client.bookings),
      actorId: run.startedBy,
    })),
  );
  const marks = issued.flatMap((invoice, k) =>
    (clients[k] as BookingClient).bookings.map((b) => ({ kind: b.kind, reservationId: b.id, invoiceId: invoice.id, runId: run.id })),
  );
  if (marks.length > 0) await tx.insert(bookingBillings).values(marks);
  return issued;
}

type BillingRunRecord = typeof billingRuns.$inferSelect;

/**
 * Bills one batch of subscriptions in `tx`: each one's months due up to the run's month (its
 * first and last pro rata), with the plan's credits granted in the same transaction.
 */
async function billSubscriptions(
  tx: Tx,
  run: BillingRunRecord,
  batch: readonly SubscriptionRecord[],
  issuedOn: string,
): Promise<IssuedInvoice[]> {
  const issued: IssuedInvoice[] = [];
  for (const sub of batch) issued.push(...(await billSubscription(tx, sub, run.month, { issuedOn, runId: run.id, actor: null })));
  return issued;
}

/**
 * Bills a run batch by batch, each batch in one transaction that also takes the invoices' numbers
 * and renews the run's heartbeat: the month's contracts first (with their deposits), then the
 * subscriptions' months due, then the previous month's bookings charged in euros, client by
 * client; stops when all are done, or when
 * another worker took the run over (its heartbeat had gone stale). Safe to call again on a run
 * left half done by a killed process: billed contracts, subscription months and bookings are skipped. A
 * failure (a closed month, a brand without its seller identity) ends the run as failed with its
 * message, for the screen to show.
 */
export async function workRun(db: Db, runId: number, today = parisDay()): Promise<void> {
  const [run] = await db.select().from(billingRuns).where(eq(billingRuns.id, runId));
  if (run?.state !== 'running') return;
  const period = billingPeriod(run.month);
  // Issued today whatever month they bill: numbers then follow issue dates, as the law asks.
  const issuedOn = today;
  let afterId = 0;
  let phase: 'contracts' | 'subscriptions' | 'bookings' = 'contracts';
  try {
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const [held] = await tx
          .update(billingRuns)
          .set({ heartbeatAt: new Date() })
          .where(and(eq(billingRuns.id, runId), eq(billingRuns.state, 'running')))
          .returning({ id: billingRuns.id });
        if (!held) return false;
        let issued: IssuedInvoice[];
        if (phase === 'contracts') {
          const batch = await nextBillable(tx, run.brandId, run.month, period, afterId, BATCH_SIZE);
          if (batch.length === 0) {
            phase = 'subscriptions';
            afterId = 0;
            return true;
          }
          afterId = batch.at(-1)?.id ?? afterId;
          issued = await billContracts(tx, run, batch, issuedOn);
        } else if (phase === 'subscriptions') {
          const batch = await nextDueSubscriptions(tx, run.brandId, run.month, afterId, BATCH_SIZE);
          if (batch.length === 0) {
            phase = 'bookings';
            return true;
          }
          afterId = batch.at(-1)?.id ?? afterId;
          issued = await billSubscriptions(tx, run, batch, issuedOn);
        } else {
          const clients = await nextBookingClients(tx, run.brandId, bookingsMonthOf(run.month), BATCH_SIZE);
          if (clients.length === 0) return false;
          issued = await billBookings(tx, run, clients, issuedOn);
        }
        const amount = issued.reduce((sum, invoice) => sum + invoice.ttcCents, 0);
        await tx
          .update(billingRuns)
          .set({ issued: sql`${billingRuns.issued} + ${issued.length}`, amountTtcCents: sql`${billingRuns.amountTtcCents} + ${amount}` })
          .where(eq(billingRuns.id, runId));
        return true;
      });
      if (!more) break;
    }
    await db
      .update(billingRuns)
      .set({ state: 'done', finishedAt: new Date() })
      .where(and(eq(billingRuns.id, runId), eq(billingRuns.state, 'running')));
  } catch (error) {
    // A failed statement comes wrapped with its SQL text: the screen shows the database's own reason.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = reason instanceof Error ? reason.message : String(reason);
    await db.update(billingRuns).set({ state: 'failed', finishedAt: new Date(), error: message }).where(eq(billingRuns.id, runId));
  }
}
