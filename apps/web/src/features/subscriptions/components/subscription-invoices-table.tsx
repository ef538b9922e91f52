import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import type { Subscription } from '@hubgrade/domain/subscriptions/schemas';
import Chip from '@mui/material/Chip';
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

/** Amounts stay on one line; the table scrolls on a phone instead. */
const NUMBER = { whiteSpace: 'nowrap' } as const;

/** « 11/2026 » for 2026-11. */
const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The subscription's monthly invoices, oldest first, with the credits each month granted. */
export function SubscriptionInvoicesTable({ subscription }: { subscription: Subscription }) {
  if (subscription.invoices.length === 0) return <Typography color="text.secondary">{L.noInvoice}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={L.fields.invoices}>
        <TableHead>
          <TableRow>
            <TableCell>{L.fields.month}</TableCell>
            <TableCell>{L.fields.number}</TableCell>
            <TableCell align="right">{L.fields.ht}</TableCell>
            <TableCell align="right">{L.fields.ttc}</TableCell>
            <TableCell align="right">{L.fields.credits}</TableCell>
            <TableCell>{L.fields.invoiceState}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscription.invoices.map((invoice) => (
            <TableRow key={invoice.month}>
              <TableCell sx={NUMBER}>{monthText(invoice.month)}</TableCell>
              <TableCell sx={NUMBER}>
                <Link component={RouterLink} to={`/factures/${invoice.invoiceId}`}>
                  {invoice.number}
                </Link>
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatCents(invoice.htCents)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatCents(invoice.ttcCents)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatCents(invoice.creditsCents)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={invoice.paid ? 'success' : 'warning'}
                  label={invoice.paid ? L.paid : L.unpaid}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
