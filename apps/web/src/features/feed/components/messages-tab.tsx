import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { FEED_MESSAGE_PAGE_SIZE, FEED_STATES, type FeedState } from '@hubgrade/domain/feed/rules';
import type { FeedMessageRow } from '@hubgrade/domain/feed/schemas';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDeleteMessage, useDuplicateMessage, useFeedCounts, useFeedMessages } from '../api/feed.ts';
import { EspacesFilter } from './espaces-filter.tsx';
import { MESSAGE_PARAMS, siteIds } from './feed-params.ts';
import { MESSAGE_COLUMNS } from './message-columns.tsx';

const rowId = (m: FeedMessageRow) => String(m.id);

/** The state buttons of §2.18, each with its count under the current sites and search. */
function StateButtons({
  value,
  counts,
  onChange,
}: {
  value: FeedState | undefined;
  counts?: Record<'all' | FeedState, number>;
  onChange: (state: FeedState | undefined) => void;
}) {
  const count = (key: 'all' | FeedState) => (counts ? ` (${counts[key]})` : '');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value ?? 'all'}
      onChange={(_event, next: FeedState | 'all' | null) => next !== null && onChange(next === 'all' ? undefined : next)}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="all">{`${L.filters.all}${count('all')}`}</ToggleButton>
      {FEED_STATES.map((state) => (
        <ToggleButton key={state} value={state}>{`${L.states[state]}${count(state)}`}</ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** /actualites: the messages of the caller's deployment (§2.18). */
export function MessagesTab() {
  const { params, update, control } = useListParams(MESSAGE_PARAMS);
  const navigate = useNavigate();
  const espaces = siteIds(params.espaces);
  const filter = { espaces: espaces.length ? espaces.join(',') : undefined, search: params.search };
  const messages = useFeedMessages({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: FEED_MESSAGE_PAGE_SIZE,
    messageState: params.etat as FeedState | undefined,
    ...filter,
  } as never);
  const counts = useFeedCounts(filter as never);
  const { run, dialog } = useMutationFeedback();
  const duplicate = useDuplicateMessage();
  const remove = useDeleteMessage();

  const actions: RowAction<FeedMessageRow>[] = [
    { label: L.actions.view, icon: <Visibility fontSize="small" />, onClick: (m) => navigate(`/actualites/${m.id}`) },
    {
      label: L.actions.duplicate,
      icon: <ContentCopy fontSize="small" />,
      // The copy comes first in the default order: the table goes back to its first page to show it.
      onClick: (m) => run(duplicate, m.id, { success: L.done.duplicated, preset: 'feed', onSuccess: () => update({ page: 1 }) }),
    },
    {
      label: L.actions.delete,
      icon: <Delete fontSize="small" />,
      destructive: true,
      onClick: (m) =>
        run(remove, m.id, {
          confirm: { title: L.deleteTitle, message: L.deleteConfirm, confirmLabel: L.confirm, destructive: true },
          success: L.done.deleted,
          preset: 'feed',
        }),
    },
  ];

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={MESSAGE_COLUMNS}
      list={messages}
      getRowId={rowId}
      pageSize={FEED_MESSAGE_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.filters.search}
      emptyText={L.empty}
      rowActions={actions}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/actualites/nouveau')}>
          {L.actions.create}
        </Button>
      }
      toolbar={
        <>
          <EspacesFilter value={espaces} onChange={(ids) => update({ espaces: ids.length ? ids.join(',') : undefined, page: 1 })} />
          <StateButtons
            value={params.etat as FeedState | undefined}
            counts={counts.data as Record<'all' | FeedState, number> | undefined}
            onChange={(etat) => update({ etat, page: 1 })}
          />
        </>
      }
    >
      {dialog}
    </ListScreen>
  );
}
