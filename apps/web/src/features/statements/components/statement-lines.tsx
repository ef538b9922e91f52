import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import type { Statement } from '@hubgrade/domain/statements/schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../lib/format.ts';

const F = L.fields;
const money = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** One row per collected rent: the invoice, its tenant, what was paid in the month and the commission on it. */
export function StatementLines({ statement }: { statement: Statement }) {
  if (statement.lines.length === 0) return <Typography color="text.secondary">{L.noLines}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={L.sheetTitle(statement.billNumber)}>
        <TableHead>
          <TableRow>
            <TableCell>{F.invoice}</TableCell>
            <TableCell>{F.tenant}</TableCell>
            <TableCell sx={money}>{F.collected}</TableCell>
            <TableCell sx={money}>{F.baseHt}</TableCell>
            <TableCell sx={money}>{F.commissionHt}</TableCell>
            <TableCell sx={money}>{F.commissionVat}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.lines.map((line) => (
            <TableRow key={line.position}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={`/factures/${line.invoiceId}`}>
                  {line.invoiceNumber}
                </Link>
              </TableCell>
              <TableCell>{line.tenant}</TableCell>
              <TableCell sx={money}>{formatCents(line.collectedCents)}</TableCell>
              <TableCell sx={money}>{formatCents(line.baseHtCents)}</TableCell>
              <TableCell sx={money}>{formatCents(line.commissionHtCents)}</TableCell>
              <TableCell sx={money}>{formatCents(line.commissionVatCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What was collected, the commission, the adjustment, what is paid back, and what is still to collect. */
export function StatementTotals({ statement }: { statement: Statement }) {
  const rows: [string, string, boolean][] = [
    [L.pdf.collected, formatCents(statement.collectedCents), false],
    [F.commissionHt, formatCents(statement.commissionHtCents), false],
    [F.commissionVat, formatCents(statement.commissionVatCents), false],
    [L.pdf.commissionTtc, formatCents(-statement.commissionTtcCents), false],
    ...(statement.adjustmentCents === 0
      ? []
      : [[`${F.adjustment} (${statement.adjustmentLabel})`, formatCents(statement.adjustmentCents), false] as [string, string, boolean]]),
    [F.totalTtc, formatCents(statement.totalTtc), true],
    [F.totalToPerceiveTtc, formatCents(statement.totalToPerceiveTtc), false],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value, strong]) => (
        <Box key={label} sx={{ display: 'contents', fontWeight: strong ? 700 : 400 }}>
          <Box component="dt" sx={{ textAlign: 'right', fontWeight: 'inherit' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ ...money, m: 0, fontWeight: 'inherit' }} data-testid={`total-${label}`}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
