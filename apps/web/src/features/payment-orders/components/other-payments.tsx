import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { OtherPayment } from '@hubgrade/domain/payment-orders/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDeleteOtherPayment, useOtherPayments } from '../api/payment-orders.ts';
import { OtherPaymentDialog } from './other-payment-dialog.tsx';
import { PlainTable } from './plain-table.tsx';

const F = L.fields;
const P = L.otherPayments;

/** The other payments, newest first: those waiting for an order can be removed, the others link to theirs. */
export function OtherPayments() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const payments = useOtherPayments({ page, search: search.trim() || undefined });
  const remove = useDeleteOtherPayment();
  const { run, dialog } = useMutationFeedback();
  const [creating, setCreating] = useState(false);
  const orderCell = (p: OtherPayment) =>
    p.orderId === null ? (
      <Button
        size="small"
        color="warning"
        onClick={() => void run(remove, p.id, { confirm: { message: P.deleteConfirm }, success: P.deleted, error: conflictMessage })}
      >
        {L.actions.delete}
      </Button>
    ) : (
      <Link component={RouterLink} to={`/ordres/paiement/${p.orderId}`}>
        {p.orderReference}
      </Link>
    );
  return (
    <SheetCard
      title={P.title}
      action={
        <Button size="small" startIcon={<Add />} onClick={() => setCreating(true)}>
          {L.actions.newPayment}
        </Button>
      }
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {P.intro}
      </Typography>
      <TextField
        size="small"
        label={P.search}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 1, maxWidth: 360, width: '100%' }}
      />
      <PlainTable
        label={P.title}
        rows={payments.data?.items ?? []}
        rowKey={(p) => p.id}
        empty={payments.isPending ? '' : P.empty}
        paging={{ page, total: payments.data?.total ?? 0, onPage: setPage }}
        columns={[
          { header: F.paymentDate, cell: (p) => formatDay(p.paymentDate) },
          { header: F.beneficiary, cell: (p) => p.beneficiary },
          { header: F.label, cell: (p) => p.label },
          { header: F.brand, cell: (p) => p.brandName },
          { header: F.iban, cell: (p) => `${p.iban} · ${p.bic}` },
          { header: F.amount, align: 'right', cell: (p) => formatCents(p.amountCents) },
          { header: F.order, cell: orderCell },
        ]}
      />
      {creating && <OtherPaymentDialog onClose={() => setCreating(false)} />}
      {dialog}
    </SheetCard>
  );
}
