import { INVOICE_PENDING, INVOICE_SENT, INVOICE_TYPE_ORDER } from '@hubgrade/domain/billing/rules';
import { packExpiry } from '@hubgrade/domain/credits/validity';
import { formatDay } from '@hubgrade/domain/format/dates';
import { parisDayStart } from '@hubgrade/domain/format/paris-calendar';
import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import {
  MONTHLY_CREDITS_VALIDITY_MONTHS,
  monthBilling,
  monthOf,
  nextBillingMonth,
  nextMonth,
  type SubscriptionState,
  subscriptionNext,
} from '@hubgrade/domain/subscriptions/rules';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/client.ts';
import { invoices, subscriptionBillings, subscriptions } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { type IssuedInvoice, issueInvoices } from '../billing/issue.ts';
import type { InvoicePaidHook } from '../billing/payments.ts';
import { appendEntry, lockAccount } from '../credits/ledger.ts';

/**
 * Invoicing subscriptions, month by month, the face the billing run and the subscription sheet
 * both go through: each month of a subscription gets one invoice (type 3, a line of the plan pro
 * rata of the days it runs), the plan's credits for that month in the payer's ledger, and its row
 * in `subscription_billings`, all in the caller's transaction, so a month is never invoiced twice
 * nor its credits granted without its invoice.
 */

export type SubscriptionRecord = typeof subscriptions.$inferSelect;

export interface BillingContext {
  /** YYYY-MM-DD (Paris): the invoices' issue date. */
  issuedOn: string;
  runId: number | null;
  /** Who bills: null for the run started by the schedule. */
  actor: { id: number; email: string } | null;
}

/** The first month still due, as SQL: the start's month before any invoice, else the month after the last. */
const dueMonth = sql`case when ${subscriptions.billedThrough} is null then to_char(${subscriptions.startOn}, 'YYYY-MM')
  else to_char((${subscriptions.billedThrough} || '-01')::date + interval '1 month', 'YYYY-MM') end`;

/** The brand's subscriptions with a month due up to `month`: not closed, and not past their end's month. */
function dueUpTo(brandId: number | null, month: string) {
  return sql`${ofBrand(subscriptions.brandId, brandId)} and ${subscriptions.state} in (1, 2, 3)
    and ${dueMonth} <= ${month}
    and (${subscriptions.endOn} is null or ${dueMonth} <= to_char(${subscriptions.endOn}, 'YYYY-MM'))`;
}

/** How many subscriptions of the brand have a month to invoice up to `month`. */
export async function countDueSubscriptions(db: Executor, brandId: number | null, month: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${subscriptions} where ${dueUpTo(brandId, month)}`,
  );
  return row?.count ?? 0;
}

/** The next `limit` subscriptions after `afterId` with a month due up to `month`, locked for the caller's transaction. */
export async function nextDueSubscriptions(
  tx: Tx,
  brandId: number | null,
  month: string,
  afterId: number,
  limit: number,
): Promise<SubscriptionRecord[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(sql`${subscriptions.id} > ${afterId} and ${dueUpTo(brandId, month)}`)
    .orderBy(subscriptions.id)
    .limit(limit)
    .for('update');
}

/** The months of a subscription still due up to `month`, oldest first. */
function dueMonths(sub: SubscriptionRecord, month: string): string[] {
  const months: string[] = [];
  const last = sub.endOn === null || monthOf(sub.endOn) > month ? month : monthOf(sub.endOn);
  for (
    let next = nextBillingMonth({ ...sub, state: sub.state as SubscriptionState });
    next !== null && next <= last;
    next = nextMonth(next)
  ) {
    months.push(next);
  }
  return months;
}

/**
 * Invoices every month of a locked subscription due up to `month` (usually one; more when it
 * started before a month that was never billed): an invoice each, the month's credits granted to
 * the payer, the subscription awaiting the payment. Answers the invoices issued.
 */
export async function billSubscription(tx: Tx, sub: SubscriptionRecord, month: string, ctx: BillingContext): Promise<IssuedInvoice[]> {
  const issued: IssuedInvoice[] = [];
  let state = sub.state as SubscriptionState;
  let billedThrough = sub.billedThrough;
  for (const due of dueMonths(sub, month)) {
    const billing = monthBilling(sub, due);
    const next = subscriptionNext(state, 'invoiced');
    if (!billing || next === null) break;
    const [invoice] = await issueInvoices(tx, [
      {
        brandId: sub.brandId,
        type: INVOICE_TYPE_ORDER,
        userId: sub.userId,
        companyId: sub.companyId,
        issuedOn: ctx.issuedOn,
        servicePeriod: billing.period,
        lines: [
          {
            designation: L.invoiceLine(sub.planName, formatDay(billing.period.from), formatDay(billing.period.to)),
            quantity: billing.quantity,
            unitPriceCents: sub.monthlyPriceCents,
            vatRate: sub.vatRate,
            period: billing.period,
          },
        ],
        notes: [L.invoiceNote(sub.id)],
        actorId: ctx.actor?.id ?? null,
      },
    ]);
    if (!invoice) throw new Error('subscription invoice not issued');
    if (billing.creditsCents > 0) {
      const account = await lockAccount(tx, sub.companyId === null ? { userId: sub.userId } : { companyId: sub.companyId });
      await appendEntry(tx, account, {
        kind: 'grant',
        label: L.creditEntry(sub.id, sub.planName, due),
        amount: billing.creditsCents,
        actor: ctx.actor,
        // Granted on the issue day, the day its validity counts from.
        expiresAt: packExpiry(parisDayStart(ctx.issuedOn), MONTHLY_CREDITS_VALIDITY_MONTHS),
      });
    }
    await tx
      .insert(subscriptionBillings)
      .values({ subscriptionId: sub.id, month: due, invoiceId: invoice.id, runId: ctx.runId, creditsCents: billing.creditsCents });
    issued.push(invoice);
    state = next;
    billedThrough = due;
  }
  if (issued.length === 0) return issued;
  await tx.update(subscriptions).set({ state, billedThrough }).where(eq(subscriptions.id, sub.id));
  await recordHistory(tx, {
    entity: 'subscription',
    entityId: sub.id,
    brandId: sub.brandId,
    actor: ctx.actor,
    oldData: { state: sub.state, billedThrough: sub.billedThrough },
    newData: { state, billedThrough },
  });
  return issued;
}

/**
 * Billing's hook when an invoice is paid in full: the subscription it invoiced runs once none of
 * its invoices is left to pay (a credited one is not), and ends when its last month is paid.
 */
export const settleSubscriptionOfInvoice: InvoicePaidHook = async (tx, invoice) => {
  const [billed] = await tx
    .select({ subscriptionId: subscriptionBillings.subscriptionId })
    .from(subscriptionBillings)
    .where(eq(subscriptionBillings.invoiceId, invoice.id));
  if (!billed) return;
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, billed.subscriptionId)).for('update');
  if (!sub) return;
  const [unpaid] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${subscriptionBillings} join ${invoices} on ${invoices.id} = ${subscriptionBillings.invoiceId}
        where ${subscriptionBillings.subscriptionId} = ${sub.id} and ${invoices.state} in (${INVOICE_PENDING}, ${INVOICE_SENT}) and ${invoices.id} <> ${invoice.id}`,
  );
  if ((unpaid?.count ?? 0) > 0) return;
  const ended = sub.endOn !== null && sub.billedThrough !== null && sub.billedThrough >= monthOf(sub.endOn);
  const next = subscriptionNext(sub.state as SubscriptionState, ended ? 'lastPaid' : 'paid');
  if (next === null || next === sub.state) return;
  await tx.update(subscriptions).set({ state: next }).where(eq(subscriptions.id, sub.id));
  await recordHistory(tx, {
    entity: 'subscription',
    entityId: sub.id,
    brandId: sub.brandId,
    actor: null,
    oldData: { state: sub.state },
    newData: { state: next },
  });
};
