import { isAdmin } from '@hubgrade/domain/auth/roles';
import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCancelSubscription, useInvoiceSubscription, useSubscription } from '../api/subscriptions.ts';
import { SubscriptionInvoicesTable } from './subscription-invoices-table.tsx';
import { SubscriptionStateChip } from './subscription-state-chip.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';

const day = (value: string | null) => (value === null ? null : formatDay(value));

/** /abonnements/{id}: the plan, the payer, the dates, the invoices with their credits, the history, and invoicing, notice or cancellation. */
export function SubscriptionPage() {
  const { id = '' } = useParams();
  const number = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const subscription = useSubscription(number ?? 0, number !== null);
  const invoice = useInvoiceSubscription();
  const cancel = useCancelSubscription();
  const { run, dialog } = useMutationFeedback();
  const [terminating, setTerminating] = useState(false);
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  if (number === null) return <ErrorView status={404} />;
  if (subscription.isPending) return <PageLoader />;
  if (subscription.isError) return <ErrorView status={subscription.error instanceof ApiError ? subscription.error.status : 500} />;
  const s = subscription.data;
  const credited = s.invoices.reduce((sum, i) => sum + i.creditsCents, 0);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Button component={RouterLink} to="/abonnements" startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {L.actions.back}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <PageHeader title={L.sheetTitle(s.id)} intro={`${s.planName} · ${s.payerName}`} />
        <SubscriptionStateChip state={s.state} />
        <PaymentBadge mode={s.paymentMode} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {admin && s.invoiceableMonth !== null && (
          <Button
            variant="contained"
            onClick={() =>
              void run(invoice, s.id, {
                confirm: { message: L.invoiceConfirm(`${s.invoiceableMonth?.slice(5, 7)}/${s.invoiceableMonth?.slice(0, 4)}`) },
                success: L.done.invoiced,
                error: conflictMessage,
              })
            }
          >
            {L.actions.invoice}
          </Button>
        )}
        {admin && s.earliestEndOn !== null && (
          <Button variant="outlined" color="error" onClick={() => setTerminating(true)}>
            {L.actions.terminate}
          </Button>
        )}
        {admin && s.canCancel && (
          <Button
            variant="outlined"
            color="error"
            onClick={() =>
              void run(cancel, s.id, {
                confirm: { message: L.cancelConfirm, destructive: true },
                success: L.done.cancelled,
                error: conflictMessage,
              })
            }
          >
            {L.actions.cancel}
          </Button>
        )}
        <HistoryButton slug={`subscription-${s.id}`} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start', minWidth: 0 }}>
        <SheetCard title={L.fields.plan}>
          <FactList
            items={[
              [L.fields.plan, s.planName],
              [L.fields.payer, s.payerName],
              [L.fields.member, s.memberName],
              [L.fields.site, s.siteName],
              [L.fields.monthlyHt, formatCents(s.monthlyPriceCents)],
              [L.fields.vatRate, `${(s.vatRate / 100).toLocaleString('fr-FR')} %`],
              [L.fields.monthlyCredits, formatCents(s.monthlyCreditsCents)],
              [L.fields.start, day(s.startOn)],
              [L.fields.commitment, L.commitmentMonths(s.commitmentMonths)],
              [L.fields.commitmentEnd, day(s.commitmentEndOn)],
              [L.fields.renewal, L.renewal(s.commitmentMonths)],
              [L.fields.end, day(s.endOn) ?? L.openEnded],
              [L.fields.noticeGiven, day(s.noticeGivenOn)],
              [L.fields.nextInvoice, day(s.nextInvoiceOn)],
              [L.fields.credits, formatCents(credited)],
            ]}
          />
        </SheetCard>
        <SheetCard title={L.fields.invoices}>
          <SubscriptionInvoicesTable subscription={s} />
        </SheetCard>
      </Box>
      {s.earliestEndOn !== null && (
        <TerminateDialog id={s.id} earliest={s.earliestEndOn} open={terminating} onClose={() => setTerminating(false)} />
      )}
      {dialog}
    </Box>
  );
}
