import { billingPeriod, contractLines } from '@hubgrade/domain/billing/contract-billing';
import { BILLING_RUN_LABELS as L } from '@hubgrade/domain/billing-runs/labels';
import type { BillingRun, BillingRunBody } from '@hubgrade/domain/billing-runs/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { billingRuns, contractBillings } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { isConstraintViolation } from '../../lib/db-error.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { issueInvoices } from '../billing/issue.ts';
import { type BillingRunRow, countBillable, nextBillable, runsQuery } from './queries.ts';

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
    amountTtc: row.amount_ttc_cents,
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
 * Opens the run of a month for a brand: counts the contracts to bill and those already billed,
 * and refuses a second run of the same month while one works. The billing itself is `workRun`.
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
  const total = await countBillable(db, brandId, period);
  const [billed] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${contractBillings} join contracts on contracts.id = ${contractBillings.contractId}
        where ${contractBillings.month} = ${month} and contracts.brand_id is not distinct from ${brandId}`,
  );
  try {
    const [run] = await db
      .insert(billingRuns)
      .values({ brandId, month, total, skipped: billed?.count ?? 0, startedBy })
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
 * Bills the contracts of a run batch by batch, each batch in one transaction that also takes the
 * invoices' numbers and renews the run's heartbeat; stops when a batch finds nothing left, or when
 * another worker took the run over (its heartbeat had gone stale). Safe to call again on a run
 * left half done by a killed process: billed contracts are skipped. A failure (a closed month, a
 * brand without its seller identity) ends the run as failed with its message, for the screen to show.
 */
export async function workRun(db: Db, runId: number, today = parisDay()): Promise<void> {
  const [run] = await db.select().from(billingRuns).where(eq(billingRuns.id, runId));
  if (run?.state !== 'running') return;
  const period = billingPeriod(run.month);
  // Issued today whatever month they bill: numbers then follow issue dates, as the law asks.
  const issuedOn = today;
  let afterId = 0;
  try {
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const [held] = await tx
          .update(billingRuns)
          .set({ heartbeatAt: new Date() })
          .where(and(eq(billingRuns.id, runId), eq(billingRuns.state, 'running')))
          .returning({ id: billingRuns.id });
        if (!held) return false;
        const batch = await nextBillable(tx, run.brandId, run.month, period, afterId, BATCH_SIZE);
        if (batch.length === 0) return false;
        afterId = batch.at(-1)?.id ?? afterId;
        const billed = batch
          .map((contract) => ({ contract, lines: contractLines(contract.contract, period) }))
          .filter((b) => b.lines.length > 0);
        const issued = await issueInvoices(
          tx,
          billed.map(({ contract, lines }) => ({
            brandId: contract.brandId,
            type: contract.type,
            userId: contract.tenantId,
            companyId: contract.tenantCompanyId,
            contractId: contract.id,
            landlordId: contract.landlordId,
            issuedOn,
            servicePeriod: period,
            lines,
            actorId: run.startedBy,
          })),
        );
        if (issued.length > 0) {
          await tx
            .insert(contractBillings)
            .values(
              issued.map((invoice) => ({ contractId: invoice.contractId as number, month: run.month, invoiceId: invoice.id, runId })),
            );
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
    const message = error instanceof Error ? error.message : String(error);
    await db.update(billingRuns).set({ state: 'failed', finishedAt: new Date(), error: message }).where(eq(billingRuns.id, runId));
  }
}
