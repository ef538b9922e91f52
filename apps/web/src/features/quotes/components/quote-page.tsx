import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useQuote } from '../api/quotes.ts';
import { QuoteEditor } from './quote-editor.tsx';
import { QuoteSheet } from './quote-sheet.tsx';
import { QuoteStateChip } from './quote-state-chip.tsx';

const NEW = 'nouveau';

function Back() {
  return (
    <Button component={RouterLink} to="/devis" startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
      {L.actions.back}
    </Button>
  );
}

/** /devis/{id}: a request or a draft in the editor, a sent quote and after as its sheet; /devis/nouveau writes one. */
export function QuotePage() {
  const { id = '' } = useParams();
  const number = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const quote = useQuote(number ?? 0, number !== null);
  if (id === NEW) {
    return (
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Back />
        <PageHeader title={L.newQuote} intro={L.intro} />
        <QuoteEditor quote={null} />
      </Box>
    );
  }
  if (number === null) return <ErrorView status={404} />;
  if (quote.isPending) return <PageLoader />;
  if (quote.isError) return <ErrorView status={quote.error instanceof ApiError ? quote.error.status : 500} />;
  const q = quote.data;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Back />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <PageHeader
          title={`${L.title} ${q.number}`}
          intro={`${q.client.firstName} ${q.client.lastName}${q.client.companyName ? ` (${q.client.companyName})` : ''}`}
        />
        <QuoteStateChip state={q.state} />
      </Box>
      {q.editable ? <QuoteEditor key={q.id} quote={q} /> : <QuoteSheet quote={q} />}
    </Box>
  );
}
