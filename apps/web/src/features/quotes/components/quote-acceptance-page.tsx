import { CONFIRM_LABELS } from '@hubgrade/domain/common/ui-labels';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAnswerQuote, usePublicQuote } from '../api/quotes.ts';
import { QuoteLinesTable, QuoteTotals } from './quote-lines-table.tsx';

/**
 * /devis/accepter/{token}: the page the client opens from the mail, without signing in. It shows
 * the quote as its PDF does and takes the client's answer while the quote is sent and not expired.
 */
export function QuoteAcceptancePage() {
  const { token = '' } = useParams();
  const quote = usePublicQuote(token);
  const answer = useAnswerQuote(token);
  const { run, dialog } = useMutationFeedback();
  if (quote.isPending) return <PageLoader />;
  if (quote.isError) {
    const missing = quote.error instanceof ApiError && (quote.error.status === 404 || quote.error.status === 400);
    return (
      <Alert severity="error" sx={{ maxWidth: 720, mx: 'auto' }}>
        {missing ? L.refusals.invalidLink : quote.error.message}
      </Alert>
    );
  }
  const q = quote.data;
  const client = `${q.client.firstName} ${q.client.lastName}${q.client.companyName ? ` (${q.client.companyName})` : ''}`;
  return (
    <Paper component="main" variant="outlined" sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography color="textSecondary">{L.public.intro(q.seller)}</Typography>
        <Typography variant="h4" component="h1">
          {L.pdf.title(q.number)}
        </Typography>
        <Typography>
          {client} · {L.pdf.date(formatDay(q.dateDemande))}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{L.public.validUntil(formatDay(q.expirationDate))}</Typography>
      </Box>
      <QuoteLinesTable
        lines={q.lines.map((line) => ({
          key: String(line.position),
          designation: line.designation,
          quantity: String(line.quantity).replace('.', ','),
          unitPrice: formatCents(line.unitPriceCents),
          vatRate: formatVatRate(line.vatRate),
          htCents: line.htCents,
        }))}
      />
      <QuoteTotals
        totals={{ htCents: q.ht, vatCents: q.vat, ttcCents: q.ttc, vatBreakdown: q.vatBreakdown }}
        subscription={q.subscription}
      />
      {q.open ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>{L.public.acceptMention}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              disabled={answer.isPending}
              onClick={() =>
                void run(answer, true, {
                  confirm: { message: L.public.acceptMention, confirmLabel: L.actions.accept, cancelLabel: CONFIRM_LABELS.cancel },
                  success: L.public.accepted,
                  error: conflictMessage,
                })
              }
            >
              {L.actions.accept}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={answer.isPending}
              onClick={() =>
                void run(answer, false, {
                  confirm: { message: L.confirms.refuse, confirmLabel: L.actions.refuse, destructive: true },
                  success: L.public.refused,
                  error: conflictMessage,
                })
              }
            >
              {L.actions.refuse}
            </Button>
          </Box>
        </Box>
      ) : (
        <Alert severity={q.state === 4 ? 'success' : 'info'}>
          {q.state === 4 ? L.public.accepted : q.state === 5 ? L.public.refused : L.public.closed(q.stateName)}
        </Alert>
      )}
      {dialog}
    </Paper>
  );
}
