import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import type { PaymentOrder, PaymentOrderItem } from '@hubgrade/domain/payment-orders/schemas';
import Button from '@mui/material/Button';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { type PlainColumn, PlainTable } from './plain-table.tsx';

const F = L.fields;
type Column = PlainColumn<PaymentOrderItem>;

const amount: Column = { header: F.amount, align: 'right', cell: (i) => formatCents(i.amountCents) };
const account: Column = { header: F.iban, cell: (i) => i.iban };

/** What each kind of order shows of its items: a debit's invoice and mandate, a transfer's statements or label. */
const COLUMNS: Record<PaymentOrderKind, (onReject: (item: PaymentOrderItem) => void) => Column[]> = {
  prelevement: (onReject) => [
    { header: F.invoice, cell: (i) => i.invoiceNumber },
    { header: L.byKind.prelevement.party, cell: (i) => i.partyName },
    { header: F.mandate, cell: (i) => i.mandateReference },
    { header: F.sequence, cell: (i) => i.sequenceType },
    amount,
    {
      header: F.rejection,
      cell: (i) =>
        i.rejectedAt ? (
          `${formatDay(i.rejectedAt)} — ${i.rejectionReason ?? ''}`
        ) : i.canReject ? (
          <Button size="small" color="warning" onClick={() => onReject(i)}>
            {L.actions.reject}
          </Button>
        ) : null,
    },
  ],
  virement: () => [
    { header: L.byKind.virement.party, cell: (i) => i.partyName },
    { header: F.statements, cell: (i) => i.statementNumbers.join(', ') },
    account,
    amount,
  ],
  paiement: () => [
    { header: L.byKind.paiement.party, cell: (i) => i.partyName },
    { header: F.label, cell: (i) => i.remittance },
    account,
    amount,
  ],
};

/** The debits or transfers of an order; a debit shows its rejection when the bank sent it back. */
export function OrderItems({ order, onReject }: { order: PaymentOrder; onReject: (item: PaymentOrderItem) => void }) {
  return <PlainTable label={F.items} rows={order.items} columns={COLUMNS[order.kind](onReject)} rowKey={(i) => i.id} empty={L.empty} />;
}
