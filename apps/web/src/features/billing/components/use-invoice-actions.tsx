import { isAdmin } from '@hubgrade/domain/auth/roles';
import { INVOICE_LABELS as I, INVOICE_REFUSALS as R, INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import {
  canCredit,
  INVOICE_PAID,
  INVOICE_PENDING,
  INVOICE_TRANSITIONS,
  INVOICE_TYPE_CREDIT_NOTE,
  INVOICE_UNRECOVERABLE,
  type InvoiceState,
} from '@hubgrade/domain/billing/rules';
import type { InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import Block from '@mui/icons-material/Block';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Euro from '@mui/icons-material/Euro';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { type ReactNode, useState } from 'react';
import { formatCents } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { apiErrorMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { openInvoicePdf, useMarkUnrecoverable, useRefundDeposit, useSendInvoice } from '../api/invoices.ts';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

/** What the actions read of an invoice: a list row or the sheet. */
export type ActionInvoice = Pick<
  InvoiceRow,
  'id' | 'fullNumber' | 'state' | 'type' | 'brandId' | 'cryptBrand' | 'cryptId' | 'invoiceUserId'
>;

export const invoicePage = (id: number) => `/factures/${id}`;

/** Why each action waits (the rules' words), null when it may be taken now. */
export const invoiceRefusals = {
  send: (invoice: ActionInvoice) => (invoice.state === INVOICE_PENDING ? null : R.sendOnlyPending),
  credit: (invoice: ActionInvoice) => {
    const check = canCredit(invoice);
    return check.ok ? null : check.message;
  },
  pay: (invoice: ActionInvoice) => {
    if (invoice.type === INVOICE_TYPE_CREDIT_NOTE) return R.payCreditNote;
    return INVOICE_TRANSITIONS[invoice.state as InvoiceState].includes(INVOICE_PAID) ? null : R.payNotAllowed;
  },
  unrecoverable: (invoice: ActionInvoice) =>
    invoice.type !== INVOICE_TYPE_CREDIT_NOTE && INVOICE_TRANSITIONS[invoice.state as InvoiceState].includes(INVOICE_UNRECOVERABLE)
      ? null
      : R.unrecoverableNotAllowed,
};

/**
 * The invoice actions of the table's row menu and of the sheet (tables §2.4): the PDF, the sheet,
 * a credit note, sending by e-mail (state 0 only, after a confirmation), a payment, Irrécouvrable.
 * Reading is for staff; the changes are for administrators, the server's rule, so the others do
 * not see them. Sending, a payment and Irrécouvrable are offered only in the states that allow
 * them; a credit note shows disabled with the rule's reason.
 */
export function useInvoiceActions({ withOpen = true }: { withOpen?: boolean } = {}) {
  const manager = isAdmin(useCurrentUser().data?.roles ?? []);
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const send = useSendInvoice();
  const unrecoverable = useMarkUnrecoverable();
  const depositRefund = useRefundDeposit();
  const [crediting, setCrediting] = useState<ActionInvoice | null>(null);
  const [paying, setPaying] = useState<number | null>(null);

  const sendInvoice = (invoice: ActionInvoice) =>
    run(
      send,
      { id: invoice.id, brandId: invoice.brandId },
      {
        confirm: { title: L.send.title, message: L.send.question(invoice.fullNumber), confirmLabel: L.send.confirm },
        success: L.send.done,
        error: apiErrorMessage,
      },
    );
  const markUnrecoverable = (invoice: ActionInvoice) =>
    run(unrecoverable, invoice.id, {
      confirm: {
        title: L.unrecoverable.title,
        message: L.unrecoverable.question(invoice.fullNumber),
        confirmLabel: L.unrecoverable.confirm,
        destructive: true,
      },
      success: L.unrecoverable.done,
      error: apiErrorMessage,
    });

  // Offered on the sheet only: whether the contract has ended is the sheet's `actions.refundDeposit`.
  const refundDeposit = (invoice: ActionInvoice & { totalTtc: number }) =>
    run(depositRefund, invoice.id, {
      confirm: {
        title: L.depositRefund.title,
        message: L.depositRefund.question(invoice.fullNumber, formatCents(invoice.totalTtc)),
        confirmLabel: L.depositRefund.confirm,
      },
      success: L.depositRefund.done,
      error: apiErrorMessage,
    });

  const actions: RowAction<ActionInvoice>[] = [
    { label: L.actions.pdf, icon: <PictureAsPdf fontSize="small" />, onClick: (invoice) => void openInvoicePdf(invoice) },
    ...(withOpen
      ? [
          {
            label: I.open,
            icon: <OpenInNew fontSize="small" />,
            onClick: (invoice: ActionInvoice) => window.open(invoicePage(invoice.id), '_blank'),
          },
        ]
      : []),
    {
      label: S.credit,
      icon: <ReceiptLong fontSize="small" />,
      visible: () => manager,
      // §4: offered for a sent or paid invoice; the others show it disabled with the rule's reason.
      unavailable: (invoice) => (manager ? invoiceRefusals.credit(invoice) : null),
      onClick: setCrediting,
    },
    {
      label: S.send,
      icon: <EmailOutlined fontSize="small" />,
      visible: (invoice) => manager && invoiceRefusals.send(invoice) === null,
      onClick: sendInvoice,
    },
    {
      label: S.pay,
      icon: <Euro fontSize="small" />,
      visible: (invoice) => manager && invoiceRefusals.pay(invoice) === null,
      onClick: (invoice) => setPaying(invoice.id),
    },
    {
      label: S.unrecoverable,
      icon: <Block fontSize="small" />,
      destructive: true,
      visible: (invoice) => manager && invoiceRefusals.unrecoverable(invoice) === null,
      onClick: markUnrecoverable,
    },
  ];

  const dialogs: ReactNode = (
    <>
      <CreditNoteDialog key={crediting?.id ?? 'none'} invoice={crediting} onClose={() => setCrediting(null)} />
      <PaymentDialog invoiceId={paying} onClose={() => setPaying(null)} />
      {confirmDialog}
    </>
  );

  return { actions, dialogs, manager, sendInvoice, markUnrecoverable, refundDeposit, credit: setCrediting, pay: setPaying };
}
