import { INTEGRATION_LABELS } from '@hubgrade/domain/integrations/labels';
import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import { isPending, slackAvailable, welcomrAvailable } from '@hubgrade/domain/members/rules';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMembers, useValidateIncoming } from '../api/members.ts';
import { useMemberActions } from './member-actions.tsx';
import { StateChip } from './member-cells.tsx';
import { MEMBERS_PAGE_SIZE } from './members-params.ts';

const column = dataTableColumns<MemberRow>();
const F = L.fields;
const C = L.company;

function companyColumns(options: { welcomr: boolean; slack: boolean }) {
  return column.columns([
    column.accessor('userId', { header: F.id, meta: { sortKey: 'userId', kind: 'id' } }),
    column.accessor('userFirstName', { header: F.firstName, meta: { kind: 'name' } }),
    column.accessor('userLastName', {
      header: F.lastName,
      meta: { sortKey: 'userLastName', kind: 'name', href: (row: MemberRow) => `/membres/${row.userId}` },
    }),
    column.accessor('userMobile', { header: F.mobile, meta: { kind: 'phone' } }),
    column.accessor('userEmail', { header: F.email, meta: { kind: 'email' } }),
    column.accessor('papercut', { header: C.papercut }),
    ...(options.welcomr
      ? [column.accessor('welcomrState', { header: C.welcomr, cell: (c) => (c.getValue() ? C.welcomrOn : C.welcomrOff) })]
      : []),
    ...(options.slack
      ? [
          column.accessor('slackInviteSent', {
            header: C.slack,
            cell: (c) => INTEGRATION_LABELS.slackStates[c.getValue() as 0 | 1 | 2] ?? '',
          }),
        ]
      : []),
    column.display({
      id: 'state',
      header: C.state,
      meta: { kind: 'status' },
      cell: (c) => <StateChip enabled={c.row.original.userEnabled} lastLogin={c.row.original.userLastLogin} />,
    }),
    column.accessor('userIsOwner', { header: C.role, cell: (c) => (c.getValue() ? L.owner : L.employee) }),
    column.accessor('accessCompany', { header: C.employeeManagement, cell: (c) => (c.getValue() ? L.yes : L.no) }),
    column.accessor('shoppingRights', { header: C.shopping, cell: (c) => (c.getValue() ? C.withoutValidation : C.withValidation) }),
  ]);
}

const rowId = (row: MemberRow) => String(row.userId);
const selectable = (row: MemberRow) => isPending(row.userEnabled, row.userLastLogin);

/**
 * The company-member table of members-bookings-feed §2.3 with the row menu of §2.4. Only pending
 * accounts can be ticked, and the ticked ones validated together. The company sheet renders it
 * through embeds.ts.
 */
export function CompanyMembersTable({ companyId }: { companyId: number }) {
  const { brand, configuration } = useBrand();
  const viewer = useCurrentUser().data;
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const control = useLocalListControl({ sortBy: 'userId', sortDesc: true });
  const members = useMembers({
    companyId,
    page: control.page,
    itemsPerPage: MEMBERS_PAGE_SIZE,
    sortBy: (control.sortBy ?? 'userId') as 'userId',
    sortDesc: control.sortDesc ?? true,
  });
  const { actions, dialogs } = useMemberActions({ companyView: true });
  const validate = useValidateIncoming();
  const welcomr = welcomrAvailable({ brandId: brand?.id ?? null, brandModules: configuration?.modules ?? [], roles: viewer?.roles ?? [] });
  const slack = slackAvailable(configuration?.flags);
  const columns = useMemo(() => companyColumns({ welcomr, slack }), [welcomr, slack]);

  return (
    <>
      <DataTable
        label={L.title}
        columns={columns}
        list={members}
        getRowId={rowId}
        pageSize={MEMBERS_PAGE_SIZE}
        control={control}
        emptyText={L.empty}
        rowActions={actions}
        selection={{
          isSelectable: selectable,
          renderActions: (rows, clear) => (
            <Button
              variant="contained"
              size="small"
              disabled={validate.isPending}
              onClick={() =>
                run(
                  validate,
                  rows.map((row) => row.userId),
                  {
                    confirm: { title: C.validateTitle, message: C.validateMessage(rows.length), confirmLabel: C.validate },
                    onSuccess: clear,
                    success: (answer) => L.incoming.validated(answer.count),
                  },
                )
              }
            >
              {C.validate}
            </Button>
          ),
        }}
      />
      {dialogs}
      {confirmDialog}
    </>
  );
}
