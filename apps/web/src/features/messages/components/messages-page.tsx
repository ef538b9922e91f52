import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useBrandWords } from '../../../lib/brand.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMessages } from '../api/messages.ts';
import { messageColumns } from './message-columns.tsx';
import { MessageDetail } from './message-detail.tsx';
import { ArchivedFilter, StateFilter } from './message-filters.tsx';
import { messageRowId, useMessageRowActions } from './message-row-actions.tsx';
import type { MessageTarget } from './message-target.ts';
import { MESSAGES_PAGE_SIZE, MESSAGES_PARAMS } from './messages-params.ts';

/** /messages: the messages between landlords and tenants (tables-and-sheets §2.8). */
export function MessagesPage() {
  const { params, update, control } = useListParams(MESSAGES_PARAMS);
  const words = useBrandWords();
  const columns = useMemo(() => messageColumns(words), [words]);
  const { rowActions, dialogs } = useMessageRowActions();
  const messages = useMessages({
    page: params.page,
    itemsPerPage: MESSAGES_PAGE_SIZE,
    search: params.search,
    state: params.state === undefined ? undefined : (Number(params.state) as MessageTarget['state']),
    archived: params.archived,
    adId: params.adId,
    userId: params.userId,
  });

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={columns}
      list={messages}
      getRowId={messageRowId}
      pageSize={MESSAGES_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      userType={params.userType === undefined ? null : (Number(params.userType) as 1 | 2)}
      renderExpanded={(row) => <MessageDetail row={row} />}
      rowActions={rowActions}
      toolbar={
        <>
          <StateFilter value={params.state} onChange={(state) => update({ state })} />
          <ArchivedFilter value={params.archived} onChange={(archived) => update({ archived })} />
          {params.adId !== undefined && <Chip label={L.filters.ad(params.adId)} onDelete={() => update({ adId: undefined })} />}
          {params.userId !== undefined && (
            <Chip label={L.filters.user(params.userId)} onDelete={() => update({ userId: undefined, userType: undefined })} />
          )}
        </>
      }
    >
      {dialogs}
    </ListScreen>
  );
}
