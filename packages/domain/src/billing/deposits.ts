import type { BillingLine, BillingPeriod } from './contract-billing.ts';
import { DEPOSIT_LABELS as L } from './labels.ts';
import { INVOICE_PAID, INVOICE_TYPE_DEPOSIT, type Refusal } from './rules.ts';

/**
 * A contract's security deposit (dépôt de garantie): invoiced once, as a deposit invoice (type 6),
 * in the billing run that first bills the contract, and given back at the contract's end by a
 * credit note flagged `isGuaranteeRefund`. A security deposit pays for no service: it is outside
 * the scope of VAT, so its line carries none and the invoice says why.
 */

/** Contract states at which the deposit may be given back: 5 Préavis, 6 Terminé. */
export const DEPOSIT_REFUND_CONTRACT_STATES = [5, 6] as const;

/** The deposit invoice's one line, or [] when the contract asks for none. */
export function depositLines(contract: { depositCents: number; spaceLabel: string }, period: BillingPeriod): BillingLine[] {
  if (contract.depositCents <= 0) return [];
  return [
    {
      designation: L.designation(contract.spaceLabel),
      quantity: 1,
      unitPriceCents: contract.depositCents,
      vatRate: 0,
      vatCategory: 'E',
      period,
    },
  ];
}

/**
 * Whether a deposit invoice may be refunded now: it must be a deposit, paid in full, not refunded
 * yet (nor credited by another credit note), and its contract must be ending or ended.
 */
export function canRefundDeposit(
  invoice: { type: number; state: number; creditedCents: number },
  refunded: boolean,
  contractState: number | null,
): Refusal {
  if (invoice.type !== INVOICE_TYPE_DEPOSIT) return { ok: false, message: L.refusals.notDeposit };
  if (refunded) return { ok: false, message: L.refusals.alreadyRefunded };
  if (invoice.creditedCents !== 0) return { ok: false, message: L.refusals.credited };
  if (invoice.state !== INVOICE_PAID) return { ok: false, message: L.refusals.notPaid };
  if (contractState === null || !(DEPOSIT_REFUND_CONTRACT_STATES as readonly number[]).includes(contractState)) {
    return { ok: false, message: L.refusals.contractRunning };
  }
  return { ok: true };
}
