import { INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import type { InvoiceSheet } from '@hubgrade/domain/billing/schemas';
import { INVOICE_SCREEN_LABELS as L, vatRateText } from '@hubgrade/domain/billing/screen-labels';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';

const money = { align: 'right', sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;
const quantityText = (quantity: number) => String(quantity).replace('.', ',');

/** The numbered lines: designation, quantity, unit price HT, VAT rate, and the line's HT, VAT and TTC; cards on a phone. */
export function InvoiceLines({ invoice }: { invoice: InvoiceSheet }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const period = (line: InvoiceSheet['lines'][number]) =>
    line.periodFrom && line.periodTo ? `${formatDay(line.periodFrom)} – ${formatDay(line.periodTo)}` : null;
  return (
    <SheetCard title={S.lines}>
      {phone ? (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {invoice.lines.map((line) => (
            <Box component="li" key={line.position} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.position}. {line.designation}
              </Typography>
              {period(line) && (
                <Typography variant="body2" color="textSecondary">
                  {period(line)}
                </Typography>
              )}
              <FactList
                items={[
                  [S.quantity, quantityText(line.quantity)],
                  [S.unitPrice, formatCents(line.unitPriceCents)],
                  [L.sheet.rate, vatRateText(line.vatRate)],
                  [S.lineHt, formatCents(line.htCents)],
                  [S.lineVat, formatCents(line.vatCents)],
                  [S.lineTtc, formatCents(line.ttcCents)],
                ]}
              />
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={S.lines}>
            <TableHead>
              <TableRow>
                <TableCell>{L.sheet.number}</TableCell>
                <TableCell>{S.designation}</TableCell>
                <TableCell {...money}>{S.quantity}</TableCell>
                <TableCell {...money}>{S.unitPrice}</TableCell>
                <TableCell {...money}>{S.vatRate}</TableCell>
                <TableCell {...money}>{S.lineHt}</TableCell>
                <TableCell {...money}>{S.lineVat}</TableCell>
                <TableCell {...money}>{S.lineTtc}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line) => (
                <TableRow key={line.position}>
                  <TableCell>{line.position}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {line.designation}
                    {period(line) && (
                      <Typography variant="body2" color="textSecondary">
                        {period(line)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell {...money}>{quantityText(line.quantity)}</TableCell>
                  <TableCell {...money}>{formatCents(line.unitPriceCents)}</TableCell>
                  <TableCell {...money}>{vatRateText(line.vatRate)}</TableCell>
                  <TableCell {...money}>{formatCents(line.htCents)}</TableCell>
                  <TableCell {...money}>{formatCents(line.vatCents)}</TableCell>
                  <TableCell {...money}>{formatCents(line.ttcCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SheetCard>
  );
}

/** Totals per VAT rate (base and VAT), then the invoice's HT, VAT, TTC, what credit notes took back, what was paid and what is due. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceSheet }) {
  const t = invoice.totals;
  return (
    <SheetCard title={L.sheet.totals}>
      <Table size="small" aria-label={L.sheet.vatBreakdown}>
        <TableHead>
          <TableRow>
            <TableCell>{L.sheet.rate}</TableCell>
            <TableCell align="right">{L.sheet.base}</TableCell>
            <TableCell align="right">{L.sheet.amountVat}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.vatBreakdown.map((group) => (
            <TableRow key={`${group.vatCategory}-${group.vatRate}`}>
              <TableCell>{vatRateText(group.vatRate)}</TableCell>
              <TableCell {...money}>{formatCents(group.baseCents)}</TableCell>
              <TableCell {...money}>{formatCents(group.vatCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FactList
        items={[
          [S.totalHt, formatCents(t.htCents)],
          [S.totalVat, formatCents(t.vatCents)],
          [S.totalTtc, <strong key="ttc">{formatCents(t.ttcCents)}</strong>],
          ...(t.creditedCents > 0 ? [[S.credited, formatCents(t.creditedCents)] as [string, string]] : []),
          [S.paid, formatCents(t.paidCents)],
          [S.due, <strong key="due">{formatCents(t.dueCents)}</strong>],
        ]}
      />
    </SheetCard>
  );
}
