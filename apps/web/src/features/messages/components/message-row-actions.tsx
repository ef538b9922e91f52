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
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { landlordOf, tenantOf } from './message-detail.tsx';
import type { MessageTarget } from './message-target.ts';
import { useMessageActions } from './use-message-actions.tsx';

export const messageRowId = (row: MessageRow) => String(row.message_id);

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

/**
 * The row menu of a messages table (tables-and-sheets §2.8), on the messages screen and on a
 * member's sheet alike: open, moderate, reply, edit, archive or unarchive, delete; with the
 * dialogs to render once beside the table.
 */
export function useMessageRowActions(): { rowActions: RowAction<MessageRow>[]; dialogs: ReactNode } {
  const navigate = useNavigate();
  const actions = useMessageActions();
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
  return { rowActions, dialogs: actions.dialogs };
}
