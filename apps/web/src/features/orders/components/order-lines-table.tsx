import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import type { Order } from '@hubgrade/domain/orders/schemas';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '../../../lib/format.ts';

/** Amounts and rates stay on one line; the table scrolls on a phone instead. */
const NUMBER = { whiteSpace: 'nowrap' } as const;

/** The products of an order as they were sold, and its totals (VAT rounded per line). */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={L.fields.lines}>
        <TableHead>
          <TableRow>
            <TableCell>{L.fields.product}</TableCell>
            <TableCell align="right">{L.fields.quantity}</TableCell>
            <TableCell align="right">{L.fields.unitPrice}</TableCell>
            <TableCell align="right">{L.fields.vatRate}</TableCell>
            <TableCell align="right">{L.fields.lineHt}</TableCell>
            <TableCell align="right">{L.fields.lineTtc}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.name}
                {line.creditsCents !== null && ` (${L.fields.credits} : ${formatCents(line.creditsCents * line.quantity)})`}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {line.quantity}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatCents(line.unitPriceCents)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatVatRate(line.vatRate)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatCents(line.totalHtCents)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatCents(line.totalTtcCents)}
              </TableCell>
            </TableRow>
          ))}
          {(
            [
              [L.fields.ht, order.totalHtCents],
              [L.fields.vat, order.vatCents],
              [L.fields.ttc, order.totalTtcCents],
            ] as const
          ).map(([label, cents]) => (
            <TableRow key={label}>
              <TableCell colSpan={5} align="right" sx={{ fontWeight: 600, borderBottom: 0 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ ...NUMBER, fontWeight: 600, borderBottom: 0 }}>
                {formatCents(cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
