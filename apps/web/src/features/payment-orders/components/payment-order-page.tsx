import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { PAYMENT_ORDER_KINDS, type PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import type { PaymentOrder, PaymentOrderItem } from '@hubgrade/domain/payment-orders/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDateTime, formatDay } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { openOrderFile, useMoveOrder, usePaymentOrder } from '../api/payment-orders.ts';
import { OrderItems } from './order-items.tsx';
import { OrderStateChip } from './order-state-chip.tsx';
import { RejectItemDialog } from './reject-item-dialog.tsx';

const F = L.fields;

function Sheet({ order }: { order: PaymentOrder }) {
  const move = useMoveOrder();
  const { run, dialog } = useMutationFeedback();
  const [rejecting, setRejecting] = useState<PaymentOrderItem | null>(null);
  const next = order.nextState;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Button component={RouterLink} to={`/ordres/${order.kind}`} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {L.kinds[order.kind]}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {L.sheetTitle(order.reference)}
        </Typography>
        <OrderStateChip state={order.state} />
        {next !== null && (
          <Button
            variant="contained"
            disabled={move.isPending}
            onClick={() =>
              void run(
                move,
                { kind: order.kind, id: order.id, body: { state: next } },
                {
                  confirm: {
                    message: next === 1 ? L.byKind[order.kind].banked : (L.confirmations[next] ?? ''),
                    confirmLabel: L.moves[next],
                  },
                  error: conflictMessage,
                },
              )
            }
          >
            {L.moves[next]}
          </Button>
        )}
        {order.items.length > 0 && (
          <Button variant="outlined" startIcon={<Download />} onClick={() => void openOrderFile(order.kind, order.id)}>
            {L.actions.download}
          </Button>
        )}
      </Box>
      <SheetCard title={L.sheetTitle(order.reference)}>
        <FactList
          items={[
            [F.brand, order.brandName],
            [F.state, order.stateName],
            [L.byKind[order.kind].date, formatDay(order.collectionDate)],
            [F.createdAt, formatDateTime(order.createdAt)],
            [F.total, formatCents(order.totalCents)],
            ...(order.kind === 'prelevement' ? [[F.rejected, formatCents(order.rejectedCents)] as [string, string]] : []),
          ]}
        />
      </SheetCard>
      <SheetCard title={`${F.items} (${order.itemCount})`}>
        <OrderItems order={order} onReject={setRejecting} />
      </SheetCard>
      {rejecting && <RejectItemDialog order={order} item={rejecting} onClose={() => setRejecting(null)} />}
      {dialog}
    </Box>
  );
}

/** /ordres/{type}/{id}: an order, its debits or transfers and totals, the next step with a confirmation, its file and a debit's reject. */
export function PaymentOrderPage() {
  const { type = '', id = '' } = useParams();
  const kind = PAYMENT_ORDER_KINDS.find((k) => k === type) as PaymentOrderKind | undefined;
  const orderId = Number(id);
  const valid = kind !== undefined && Number.isInteger(orderId) && orderId > 0;
  const order = usePaymentOrder(kind ?? 'prelevement', orderId, valid);
  if (!valid) return <ErrorView status={404} />;
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorView status={order.error instanceof ApiError ? order.error.status : 500} />;
  return <Sheet order={order.data} />;
}
