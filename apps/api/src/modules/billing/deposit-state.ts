import { canRefundDeposit } from '@hubgrade/domain/billing/deposits';
import { INVOICE_TYPE_DEPOSIT } from '@hubgrade/domain/billing/rules';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, invoices } from '../../db/schema/index.ts';
import type { IssuedInvoice } from './issue.ts';

/** What the deposit refund rule reads beside the invoice: read by the sheet's actions and under the refund's lock. */

/** Whether the deposit was refunded already, and the state of its contract (null without one). */
export async function refundContext(db: Executor, invoice: IssuedInvoice): Promise<{ refunded: boolean; contractState: number | null }> {
  const [refund] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoice.id), eq(invoices.isGuaranteeRefund, true)));
  const [contract] =
    invoice.contractId === null
      ? []
      : await db.select({ state: contracts.state }).from(contracts).where(eq(contracts.id, invoice.contractId));
  return { refunded: refund !== undefined, contractState: contract?.state ?? null };
}

/** Whether the sheet offers « Rembourser le dépôt de garantie ». */
export async function depositRefundable(db: Executor, invoice: IssuedInvoice): Promise<boolean> {
  if (invoice.type !== INVOICE_TYPE_DEPOSIT) return false;
  const context = await refundContext(db, invoice);
  return canRefundDeposit(invoice, context.refunded, context.contractState).ok;
}
