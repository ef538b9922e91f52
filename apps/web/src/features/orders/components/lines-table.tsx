import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format.ts';

/** Amounts and rates stay on one line; the table scrolls on a phone instead. */
export const NUMBER = { whiteSpace: 'nowrap' } as const;

/**
 * The table of a cart's or an order's lines: product, quantity (`quantityAlign`), unit price, VAT
 * rate and totals, then the columns `trailingHeads` adds; the rows are the children.
 */
export function LinesTable({
  quantityAlign,
  trailingHeads,
  children,
}: {
  quantityAlign?: 'right';
  trailingHeads?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={L.fields.lines}>
        <TableHead>
          <TableRow>
            <TableCell>{L.fields.product}</TableCell>
            <TableCell align={quantityAlign}>{L.fields.quantity}</TableCell>
            <TableCell align="right">{L.fields.unitPrice}</TableCell>
            <TableCell align="right">{L.fields.vatRate}</TableCell>
            <TableCell align="right">{L.fields.lineHt}</TableCell>
            <TableCell align="right">{L.fields.lineTtc}</TableCell>
            {trailingHeads}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A cart or order line's unit price, VAT rate and totals. */
export function LineAmountCells({
  line,
}: {
  line: { unitPriceCents: number; vatRate: number; totalHtCents: number; totalTtcCents: number };
}) {
  return (
    <>
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
    </>
  );
}

/** The totals under the lines, each amount under the lines' TTC; `trailingCell` fills a column after it (the cart's remove buttons). */
export function TotalRows({ totals, trailingCell = false }: { totals: readonly (readonly [string, number])[]; trailingCell?: boolean }) {
  return totals.map(([label, cents]) => (
    <TableRow key={label}>
      <TableCell colSpan={5} align="right" sx={{ fontWeight: 600, borderBottom: 0 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...NUMBER, fontWeight: 600, borderBottom: 0 }}>
        {formatCents(cents)}
      </TableCell>
      {trailingCell && <TableCell sx={{ borderBottom: 0 }} />}
    </TableRow>
  ));
}
