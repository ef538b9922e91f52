import { STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { ORDER_AWAITING_PAYMENT, ORDER_CANCELLED, ORDER_REFUSED } from '@hubgrade/domain/orders/rules';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMoveOrder, useOrder } from '../api/orders.ts';
import { CardPaymentButton, CardPaymentReturn } from './card-payment.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { OrderStateChip } from './order-state-chip.tsx';

/** /commandes/commandes/{id}: the order, its lines and totals, its states, and the moves the viewer may make. */
export function OrderPage() {
  const { id = '' } = useParams();
  const number = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const order = useOrder(number ?? 0, number !== null);
  const move = useMoveOrder();
  const { run, dialog } = useMutationFeedback();
  // Invoices are read by staff only: a member is told the order is invoiced, without a link.
  const staff = (useCurrentUser().data?.roles ?? []).some((role) => STAFF_ROLES.includes(role));
  if (number === null) return <ErrorView status={404} />;
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorView status={order.error instanceof ApiError ? order.error.status : 500} />;
  const o = order.data;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Button component={RouterLink} to="/commandes/commandes" startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {L.actions.back}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <PageHeader title={L.sheetTitle(o.id)} intro={o.companyName ? `${o.memberName} (${o.companyName})` : o.memberName} />
        <OrderStateChip state={o.state} />
      </Box>
      <CardPaymentReturn />
      {o.state === ORDER_AWAITING_PAYMENT && o.invoiceId !== null && <CardPaymentButton invoiceId={o.invoiceId} />}
      {o.moves.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {o.moves.map((state) => {
            const stops = state === ORDER_CANCELLED || state === ORDER_REFUSED;
            return (
              <Button
                key={state}
                variant={stops ? 'outlined' : 'contained'}
                color={stops ? 'error' : 'primary'}
                onClick={() =>
                  void run(
                    move,
                    { id: o.id, body: { state } },
                    { confirm: { message: `${L.moves[state]} ?`, destructive: stops }, success: L.moved, error: conflictMessage },
                  )
                }
              >
                {L.moves[state]}
              </Button>
            );
          })}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start', minWidth: 0 }}>
        <SheetCard title={L.summary}>
          <FactList
            items={[
              [L.fields.id, String(o.id)],
              [L.fields.date, formatDate(o.createdAt)],
              [L.fields.member, o.memberName],
              [L.fields.company, o.companyName],
              [L.fields.ht, formatCents(o.totalHtCents)],
              [L.fields.vat, formatCents(o.vatCents)],
              [L.fields.ttc, formatCents(o.totalTtcCents)],
              [
                L.invoice,
                o.invoiceId === null ? null : staff ? (
                  <Link key="invoice" component={RouterLink} to={`/factures/${o.invoiceId}`}>
                    {L.seeInvoice}
                  </Link>
                ) : (
                  L.invoiceIssued
                ),
              ],
            ]}
          />
        </SheetCard>
        <SheetCard title={L.fields.lines}>
          <OrderLinesTable order={o} />
        </SheetCard>
      </Box>
      <SheetCard title={L.fields.history}>
        <List dense disablePadding>
          {o.history.map((step, index) => (
            <ListItem key={`${step.at}-${step.state}`} disableGutters>
              <ListItemText
                primary={index === 0 && step.actor === 'staff' ? `${L.states[step.state]} · ${L.placedByStaff}` : L.states[step.state]}
                secondary={`${formatDateTime(step.at)} · ${L.fields.by} ${step.byName ?? L.system}`}
              />
            </ListItem>
          ))}
        </List>
      </SheetCard>
      {dialog}
    </Box>
  );
}
