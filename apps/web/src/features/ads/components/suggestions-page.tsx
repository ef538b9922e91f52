import { SUGGESTION_LABELS as S } from '@hubgrade/domain/ads/labels';
import type { Suggestion } from '@hubgrade/domain/ads/schemas';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useSuggestions } from '../api/suggestions.ts';
import { ADS_PAGE_SIZE } from './ads-params.ts';
import { SuggestionDialog } from './suggestion-dialog.tsx';

const SUGGESTIONS_PARAMS = listParamsSchema({ sortable: ['id'], defaultSort: 'id', filters: { userId: urlFilter.id() } });
const column = dataTableColumns<Suggestion>();

const COLUMNS = column.columns([
  column.accessor('id', { header: S.fields.id, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('date', { header: S.fields.date, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('user', {
    header: S.fields.user,
    meta: { kind: 'name' },
    cell: (c) => {
      const user = c.getValue();
      return (
        <Link component={RouterLink} to={`/membres/${user.id}`}>
          {`${user.firstName} ${user.lastName} – ${user.email}`}
        </Link>
      );
    },
  }),
  // The ads side by side on one line, the whole list in the tooltip.
  column.accessor('ads', {
    header: S.fields.ads,
    meta: { kind: 'title' },
    cell: (c) =>
      c.getValue().map((ad, index) => (
        <Fragment key={ad.id}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={`/annonces/${ad.id}`}>{`${ad.id} – ${ad.title}`}</Link>
        </Fragment>
      )),
  }),
  column.accessor('sender', { header: S.fields.sender, meta: { kind: 'email' }, cell: (c) => c.getValue()?.email ?? '' }),
]);

/** `?user={id}` opens the dialog for that user (the member row menu links here). */
function useDialogUser() {
  const [search, setSearch] = useSearchParams();
  const user = search.get('user') ?? undefined;
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('user');
      return next;
    });
  return [user, clear] as const;
}

/** /suggestions: the suggestions sent, and the dialog that sends one. */
export function SuggestionsPage() {
  const { params, update, control } = useListParams(SUGGESTIONS_PARAMS);
  const suggestions = useSuggestions({ ...params, sortBy: 'id', itemsPerPage: ADS_PAGE_SIZE });
  const [linkedUser, clearLinkedUser] = useDialogUser();
  const [open, setOpen] = useState(false);
  const dialogOpen = open || linkedUser !== undefined;
  return (
    <ListScreen
      title={S.title}
      intro={S.intro}
      headerAction={
        <Button variant="contained" startIcon={<Send />} onClick={() => setOpen(true)}>
          {S.send}
        </Button>
      }
      columns={COLUMNS}
      list={suggestions}
      getRowId={(s) => String(s.id)}
      pageSize={ADS_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={S.search}
      emptyText={S.empty}
      renderExpanded={(s) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{s.intro}</Typography>
          {s.ads.map((ad) => (
            <Typography key={ad.id} variant="body2">{`${ad.id} – ${ad.title} : ${ad.message}`}</Typography>
          ))}
        </Box>
      )}
    >
      {dialogOpen && (
        <SuggestionDialog
          open
          user={linkedUser}
          onClose={() => {
            setOpen(false);
            clearLinkedUser();
          }}
        />
      )}
    </ListScreen>
  );
}
