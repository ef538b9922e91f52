import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import type { Order } from '@hubgrade/domain/orders/schemas';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '../../../lib/format.ts';
import { LineAmountCells, LinesTable, NUMBER, TotalRows } from './lines-table.tsx';

/** The products of an order as they were sold, and its totals (VAT rounded per line). */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
    <LinesTable quantityAlign="right">
      {order.lines.map((line) => (
        <TableRow key={line.id}>
          <TableCell>
            {line.name}
            {line.creditsCents !== null && ` (${L.fields.credits} : ${formatCents(line.creditsCents * line.quantity)})`}
          </TableCell>
          <TableCell align="right" sx={NUMBER}>
            {line.quantity}
          </TableCell>
          <LineAmountCells line={line} />
        </TableRow>
      ))}
      <TotalRows
        totals={[
          [L.fields.ht, order.totalHtCents],
          [L.fields.vat, order.vatCents],
          [L.fields.ttc, order.totalTtcCents],
        ]}
      />
    </LinesTable>
  );
}
