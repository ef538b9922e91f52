import { partyWords } from '@hubgrade/domain/brands/vocabulary';
import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { MESSAGE_ACTION_TARGET, type MessageAction } from '@hubgrade/domain/messages/rules';
import type { MessageRow } from '@hubgrade/domain/messages/schemas';
import Archive from '@mui/icons-material/Archive';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import Edit from '@mui/icons-material/Edit';
import Forum from '@mui/icons-material/Forum';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Reply from '@mui/icons-material/Reply';
import Unarchive from '@mui/icons-material/Unarchive';
import Chip from '@mui/material/Chip';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMessages } from '../api/messages.ts';
import { messageColumns } from './message-columns.tsx';
import { landlordOf, MessageDetail, tenantOf } from './message-detail.tsx';
import { ArchivedFilter, StateFilter } from './message-filters.tsx';
import type { MessageTarget } from './message-target.ts';
import { MESSAGES_PAGE_SIZE, MESSAGES_PARAMS } from './messages-params.ts';
import { useMessageActions } from './use-message-actions.tsx';

const rowId = (row: MessageRow) => String(row.message_id);

function targetOf(row: MessageRow): MessageTarget {
  return {
    messageId: row.message_id,
    discussionId: row.discussion_id,
    state: row.message_state,
    archived: row.archived,
    content: row.message_content,
    senderId: row.message_sender,
    landlord: landlordOf(row),
    tenant: tenantOf(row),
  };
}

const MODERATION_ICONS: Record<MessageAction, ReactNode> = {
  validate: <CheckCircleOutlined fontSize="small" />,
  refuse: <HighlightOff fontSize="small" />,
  markRead: <DoneAll fontSize="small" />,
};

/** /messages: the messages between landlords and tenants (tables-and-sheets §2.8). */
export function MessagesPage() {
  const { params, update, control } = useListParams(MESSAGES_PARAMS);
  const brandId = useBrand().brand?.id ?? null;
  const columns = useMemo(() => messageColumns(partyWords(brandId)), [brandId]);
  const navigate = useNavigate();
  const actions = useMessageActions();
  const messages = useMessages({
    page: params.page,
    itemsPerPage: MESSAGES_PAGE_SIZE,
    search: params.search,
    state: params.state === undefined ? undefined : (Number(params.state) as MessageTarget['state']),
    archived: params.archived,
    adId: params.adId,
    userId: params.userId,
  });

  const moderation = (action: MessageAction): RowAction<MessageRow> => ({
    label: L.actions[action],
    icon: MODERATION_ICONS[action],
    visible: (row) => actions.moderation(targetOf(row)).includes(action),
    onClick: (row) => actions.moderate(targetOf(row), action),
    destructive: MESSAGE_ACTION_TARGET[action] === 2,
  });
  const rowActions: RowAction<MessageRow>[] = [
    { label: L.actions.open, icon: <Forum fontSize="small" />, onClick: (row) => navigate(`/messages/${row.discussion_id}`) },
    moderation('validate'),
    moderation('refuse'),
    moderation('markRead'),
    {
      label: L.actions.reply,
      icon: <Reply fontSize="small" />,
      visible: (row) => actions.canReply(targetOf(row)),
      onClick: (row) => actions.reply(targetOf(row)),
    },
    {
      label: L.actions.edit,
      icon: <Edit fontSize="small" />,
      visible: () => actions.canEdit,
      onClick: (row) => actions.edit(targetOf(row)),
    },
    {
      label: L.actions.archive,
      icon: <Archive fontSize="small" />,
      visible: (row) => !row.archived,
      onClick: (row) => actions.toggleArchive(targetOf(row)),
    },
    {
      label: L.actions.unarchive,
      icon: <Unarchive fontSize="small" />,
      visible: (row) => row.archived,
      onClick: (row) => actions.toggleArchive(targetOf(row)),
    },
    {
      label: L.actions.delete,
      icon: <DeleteOutlined fontSize="small" />,
      visible: () => actions.canEdit,
      destructive: true,
      onClick: (row) => actions.remove(targetOf(row)),
    },
  ];

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={columns}
      list={messages}
      getRowId={rowId}
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
      {actions.dialogs}
    </ListScreen>
  );
}
