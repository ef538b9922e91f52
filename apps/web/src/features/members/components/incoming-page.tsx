import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import { formatDate } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMembers, useRefuseIncoming, useValidateIncoming } from '../api/members.ts';
import { MEMBERS_PAGE_SIZE, MEMBERS_PARAMS } from './members-params.ts';

const I = L.incoming;
const F = L.fields;
const column = dataTableColumns<MemberRow>();
const COLUMNS = column.columns([
  column.accessor('userId', { header: F.id, meta: { sortKey: 'userId', kind: 'id' } }),
  column.accessor('userInscriptionDate', {
    header: F.userInscriptionDate,
    meta: { sortKey: 'userInscriptionDate', kind: 'date' },
    cell: (c) => formatDate(c.getValue()),
  }),
  column.accessor('userFirstName', { header: F.firstName, meta: { kind: 'name' } }),
  column.accessor('userLastName', {
    header: F.lastName,
    meta: { sortKey: 'userLastName', kind: 'name', href: (row: MemberRow) => `/membres/${row.userId}` },
  }),
  column.accessor('parentCompanyName', { header: F.parentCompanyName, meta: { kind: 'name' } }),
  column.accessor('userEmail', { header: F.email, meta: { kind: 'email' } }),
  column.accessor('userMobile', { header: F.mobile, meta: { kind: 'phone' } }),
  column.accessor('brandName', {
    header: F.brand,
    meta: { visibleWhen: unbranded, kind: 'name' },
    cell: (c) => c.getValue() ?? L.platform,
  }),
]);
const rowId = (row: MemberRow) => String(row.userId);

/**
 * /user-incoming: the accounts of the viewer's scope waiting for validation (not enabled, never
 * signed in). Validating enables each account and mails its owner; refusing deletes it.
 */
export function IncomingPage() {
  const { params, update, control } = useListParams(MEMBERS_PARAMS);
  const pending = useMembers({
    state: 'pending',
    page: params.page,
    itemsPerPage: MEMBERS_PAGE_SIZE,
    sortBy: params.sortBy as 'userId',
    sortDesc: params.sortDesc,
    search: params.search,
  });
  const validate = useValidateIncoming();
  const refuse = useRefuseIncoming();
  const { run, dialog: confirmDialog } = useMutationFeedback();

  const act = (kind: 'validate' | 'refuse', rows: MemberRow[], clear?: () => void) => {
    const refusing = kind === 'refuse';
    return run(
      refusing ? refuse : validate,
      rows.map((row) => row.userId),
      {
        confirm: {
          title: refusing ? I.refuseTitle : I.validateTitle,
          message: refusing ? I.refuseMessage(rows.length) : I.validateMessage(rows.length),
          confirmLabel: refusing ? I.refuse : I.validate,
          destructive: refusing,
        },
        onSuccess: clear,
        success: (answer) => (refusing ? I.refused(answer.count) : I.validated(answer.count)),
      },
    );
  };

  const actions: RowAction<MemberRow>[] = [
    { label: I.validate, icon: <Check fontSize="small" />, onClick: (row) => act('validate', [row]) },
    { label: I.refuse, icon: <Close fontSize="small" />, destructive: true, onClick: (row) => act('refuse', [row]) },
  ];
  const busy = validate.isPending || refuse.isPending;

  return (
    <ListScreen
      title={I.title}
      intro={I.intro}
      columns={COLUMNS}
      list={pending}
      getRowId={rowId}
      pageSize={MEMBERS_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={I.empty}
      rowActions={actions}
      selection={{
        renderActions: (rows, clear) => (
          <>
            <Button variant="contained" size="small" disabled={busy} onClick={() => act('validate', rows, clear)}>
              {I.validate}
            </Button>
            <Button variant="outlined" color="error" size="small" disabled={busy} onClick={() => act('refuse', rows, clear)}>
              {I.refuse}
            </Button>
          </>
        ),
      }}
    >
      {confirmDialog}
    </ListScreen>
  );
}
