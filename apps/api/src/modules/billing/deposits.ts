import { canRefundDeposit } from '@hubgrade/domain/billing/deposits';
import { DEPOSIT_LABELS as L } from '@hubgrade/domain/billing/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import type { Db } from '../../db/client.ts';
import { isConstraintViolation } from '../../lib/db-error.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { refundContext } from './deposit-state.ts';
import { creditInvoice, lockInvoice, refuse } from './service.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /invoices/:id/deposit-refund: gives a contract's paid security deposit back at its end, as
 * a credit note for the whole deposit flagged `isGuaranteeRefund`, numbered in the brand's chain.
 * Refused 409 when it is no deposit, is refunded already, is not paid or the contract still runs;
 * two racing refunds meet the unique index of one refund per deposit, and the second is refused.
 */
export async function refundDeposit(db: Db, viewer: SessionUser, id: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, viewer, id);
      const context = await refundContext(tx, invoice);
      refuse(canRefundDeposit(invoice, context.refunded, context.contractState));
      const note = await creditInvoice(tx, viewer, invoice, {
        issuedOn: parisDay(),
        refund: { note: L.refundNote, event: 'deposit_refunded' },
      });
      return note.id;
    });
  } catch (error) {
    if (isConstraintViolation(error, UNIQUE_VIOLATION, 'invoices_one_guarantee_refund_idx')) throw conflict(L.refusals.alreadyRefunded);
    throw error;
  }
}
