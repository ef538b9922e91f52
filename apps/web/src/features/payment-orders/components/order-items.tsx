import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrder, PaymentOrderItem } from '@hubgrade/domain/payment-orders/schemas';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents, formatDay } from '../../../lib/format.ts';

const F = L.fields;

/** The debits of an order, each with its rejection when the bank sent it back. */
export function OrderItems({ order, onReject }: { order: PaymentOrder; onReject: (item: PaymentOrderItem) => void }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={F.items}>
        <TableHead>
          <TableRow>
            <TableCell>{F.invoice}</TableCell>
            <TableCell>{F.debtor}</TableCell>
            <TableCell>{F.mandate}</TableCell>
            <TableCell>{F.sequence}</TableCell>
            <TableCell align="right">{F.amount}</TableCell>
            <TableCell>{F.rejection}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.invoiceNumber}</TableCell>
              <TableCell>{item.debtorName}</TableCell>
              <TableCell>{item.mandateReference}</TableCell>
              <TableCell>{item.sequenceType}</TableCell>
              <TableCell align="right">{formatCents(item.amountCents)}</TableCell>
              <TableCell>
                {item.rejectedAt ? (
                  `${formatDay(item.rejectedAt)} — ${item.rejectionReason ?? ''}`
                ) : item.canReject ? (
                  <Button size="small" color="warning" onClick={() => onReject(item)}>
                    {L.actions.reject}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
