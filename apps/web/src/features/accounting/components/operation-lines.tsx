import { ACCOUNTING_LABELS as L } from '@hubgrade/domain/accounting/labels';
import type { Operation } from '@hubgrade/domain/accounting/schemas';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '../../../lib/format.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';

const money = { align: 'right', sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;
const amount = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/** The entries of an operation, account by account, and their totals: debits equal credits. */
export function OperationLines({ operation }: { operation: Operation }) {
  return (
    <SheetCard title={L.balanced}>
      <TableContainer>
        <Table size="small" aria-label={L.balanced}>
          <TableHead>
            <TableRow>
              <TableCell>{L.account}</TableCell>
              <TableCell>{L.accountLabel}</TableCell>
              <TableCell>{L.thirdParty}</TableCell>
              <TableCell {...money}>{L.debit}</TableCell>
              <TableCell {...money}>{L.credit}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {operation.lines.map((line) => (
              <TableRow key={line.position}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{line.account}</TableCell>
                <TableCell>{line.accountLabel}</TableCell>
                <TableCell>{line.thirdPartyCode ? `${line.thirdPartyCode} · ${line.thirdPartyName ?? ''}` : ''}</TableCell>
                <TableCell {...money}>{amount(line.debitCents)}</TableCell>
                <TableCell {...money}>{amount(line.creditCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                {L.totals}
              </TableCell>
              <TableCell {...money} sx={{ ...money.sx, fontWeight: 600 }}>
                {formatCents(operation.debitCents)}
              </TableCell>
              <TableCell {...money} sx={{ ...money.sx, fontWeight: 600 }}>
                {formatCents(operation.creditCents)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </SheetCard>
  );
}
