import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSendStatement } from '../api/statements.ts';

/** Sending a statement (spec §5: with a confirmation that says to whom, and that it freezes it). */
export function useSendWithConfirmation() {
  const send = useSendStatement();
  const { run, dialog } = useMutationFeedback();
  const ask = (statement: { cryptInvoice: string; billNumber: string }, email: string | null) =>
    run(send, statement.cryptInvoice, {
      confirm: {
        title: L.sendConfirm.title,
        message: L.sendConfirm.text(statement.billNumber, email ?? L.fields.landlord),
        confirmLabel: L.sendConfirm.confirm,
      },
      success: L.sent,
      error: conflictMessage,
    });
  return { ask, pending: send.isPending, dialog };
}
