import type { AccountType } from '@hubgrade/domain/auth/roles';
import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { useMemo } from 'react';
import { useBrandWords } from '../../../lib/brand.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { useMessages } from '../api/messages.ts';
import { messageColumns } from './message-columns.tsx';
import { MessageDetail } from './message-detail.tsx';
import { messageRowId, useMessageRowActions } from './message-row-actions.tsx';
import { MESSAGES_PAGE_SIZE } from './messages-params.ts';

/**
 * A member's messages on their sheet: the messages table of tables-and-sheets §2.8 (parties,
 * state, expanded rows, row menu) on the discussions the member takes part in, without the
 * member's own column (type 1 hides the landlord, type 2 the tenant).
 */
export function MemberMessages({ userId, userType, label }: { userId: number; userType: AccountType; label: string }) {
  const control = useLocalListControl();
  const words = useBrandWords();
  const columns = useMemo(() => messageColumns(words), [words]);
  const { rowActions, dialogs } = useMessageRowActions();
  const messages = useMessages({ page: control.page, itemsPerPage: MESSAGES_PAGE_SIZE, userId });
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        list={messages}
        getRowId={messageRowId}
        pageSize={MESSAGES_PAGE_SIZE}
        control={control}
        emptyText={L.empty}
        userType={userType}
        renderExpanded={(row) => <MessageDetail row={row} />}
        rowActions={rowActions}
      />
      {dialogs}
    </>
  );
}
