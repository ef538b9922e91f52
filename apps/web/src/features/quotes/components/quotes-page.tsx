import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import {
  isQuoteEditable,
  isQuoteOpenable,
  QUOTE_DRAFT,
  QUOTE_PAGE_SIZE,
  QUOTE_REQUEST,
  type QuoteState,
} from '@hubgrade/domain/quotes/rules';
import type { QuoteRow } from '@hubgrade/domain/quotes/schemas';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { openQuotePdf, useMoveQuote, useQuotes } from '../api/quotes.ts';
import { QUOTE_COLUMNS } from './quote-columns.tsx';
import { QUOTES_PARAMS, STATE_KEYS } from './quotes-params.ts';

const rowId = (q: QuoteRow) => String(q.id);
/** §2: a quote opens in a new tab. */
const openSheet = (q: QuoteRow) => window.open(`/devis/${q.id}`, '_blank', 'noopener');
const notYet = (q: QuoteRow) => (isQuoteOpenable(q.state) ? null : L.refusals.draftFirst);

/** /devis (tables §2.5): the quotes of the caller's brand scope, 20 a page, the comment under an expanded row. */
export function QuotesPage() {
  const { params, update, control } = useListParams(QUOTES_PARAMS);
  const quotes = useQuotes({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: QUOTE_PAGE_SIZE,
    state: params.state ? (Number(params.state) as QuoteState) : undefined,
    client: params.client,
    search: params.search,
  });
  const move = useMoveQuote();
  const { run, dialog } = useMutationFeedback();
  const actions: RowAction<QuoteRow>[] = [
    {
      label: L.actions.draft,
      icon: <Edit fontSize="small" />,
      visible: (q) => q.state === QUOTE_REQUEST,
      onClick: (q) =>
        void run(move, { id: q.id, body: { state: QUOTE_DRAFT } }, { confirm: { message: L.confirms.draft }, error: conflictMessage }),
    },
    {
      label: L.actions.edit,
      icon: <Edit fontSize="small" />,
      visible: (q) => isQuoteEditable(q.state),
      unavailable: notYet,
      onClick: openSheet,
    },
    { label: L.actions.view, icon: <Visibility fontSize="small" />, visible: (q) => !isQuoteEditable(q.state), onClick: openSheet },
    {
      label: L.actions.pdf,
      icon: <PictureAsPdf fontSize="small" />,
      visible: (q) => isQuoteOpenable(q.state),
      onClick: (q) => void openQuotePdf(q),
    },
  ];
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={QUOTE_COLUMNS}
      list={quotes}
      getRowId={rowId}
      pageSize={QUOTE_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.filters.search}
      emptyText={L.empty}
      rowActions={actions}
      canExpand={(q) => q.comment !== ''}
      renderExpanded={(q) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          <strong>{L.fields.comment} : </strong>
          {q.comment}
        </Typography>
      )}
      headerAction={
        <Button component={RouterLink} to="/devis/nouveau" variant="contained" startIcon={<Add />}>
          {L.newQuote}
        </Button>
      }
      toolbar={
        <SelectFilter
          label={L.fields.state}
          value={params.state}
          options={STATE_KEYS.map((s) => [s, L.states[Number(s) as QuoteState]] as const)}
          allLabel={L.filters.allStates}
          minWidth={170}
          onChange={(state) => update({ state: state as (typeof STATE_KEYS)[number] | undefined })}
        />
      }
    >
      {dialog}
    </ListScreen>
  );
}
