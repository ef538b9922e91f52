import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format.ts';
import { quoteAmount } from './quote-columns.tsx';

export interface ShownLine {
  key: string;
  designation: ReactNode;
  quantity: ReactNode;
  unitPrice: ReactNode;
  vatRate: ReactNode;
  htCents: number;
  actions?: ReactNode;
}

/** The lines of a quote as a table (read-only cells, or the editor's fields), scrolling sideways on a phone. */
export function QuoteLinesTable({ lines, editing = false }: { lines: ShownLine[]; editing?: boolean }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={L.fields.lines} sx={{ minWidth: editing ? 760 : 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{L.fields.designation}</TableCell>
            <TableCell align="right">{L.fields.quantity}</TableCell>
            <TableCell align="right">{L.fields.unitPrice}</TableCell>
            <TableCell align="right">{L.fields.vatRate}</TableCell>
            <TableCell align="right">{L.fields.lineHt}</TableCell>
            {editing && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell sx={{ minWidth: editing ? 260 : 200 }}>{line.designation}</TableCell>
              <TableCell align="right" sx={{ width: editing ? 110 : undefined }}>
                {line.quantity}
              </TableCell>
              <TableCell align="right" sx={{ width: editing ? 140 : undefined, whiteSpace: 'nowrap' }}>
                {line.unitPrice}
              </TableCell>
              <TableCell align="right" sx={{ width: editing ? 110 : undefined, whiteSpace: 'nowrap' }}>
                {line.vatRate}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(line.htCents)}
              </TableCell>
              {editing && <TableCell sx={{ width: 48, whiteSpace: 'nowrap' }}>{line.actions}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The totals under the lines: HT, VAT per rate, TTC ("par mois" for a subscription). */
export function QuoteTotals({
  totals,
  subscription,
}: {
  totals: { htCents: number; vatCents: number; ttcCents: number; vatBreakdown: { vatRate: number; vatCents: number }[] };
  subscription: boolean;
}) {
  const rows: [string, string, boolean][] = [
    [L.fields.ht, quoteAmount(totals.htCents, subscription), true],
    ...totals.vatBreakdown.map((r): [string, string, boolean] => [L.pdf.vatLine(formatVatRate(r.vatRate)), formatCents(r.vatCents), false]),
    [L.fields.ttc, quoteAmount(totals.ttcCents, subscription), true],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value, strong]) => (
        <Box key={label} sx={{ display: 'contents', fontWeight: strong ? 700 : 400 }}>
          <Box component="dt" sx={{ textAlign: 'right', fontWeight: 'inherit' }}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 'inherit' }}
            data-testid={`total-${label}`}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
