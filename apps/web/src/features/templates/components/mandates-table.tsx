import { MANDATE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import { MANDATE_STATES } from '@hubgrade/domain/signatures/rules';
import { MANDATES_PAGE_SIZE, type Mandate } from '@hubgrade/domain/signatures/schemas';
import History from '@mui/icons-material/History';
import LinkOff from '@mui/icons-material/LinkOff';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { HistoryDialog } from '../../../ui/history-dialog.tsx';
import { apiErrorMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMandates, useRemoveMandate } from '../api/mandates.ts';

const MANDATE_PARAMS = listParamsSchema({
  sortable: ['id', 'signedAt'],
  defaultSort: 'id',
  filters: { state: urlFilter.oneOf(MANDATE_STATES), tab: urlFilter.text(20) },
});

const STATE_COLOR = { active: 'success', removed: 'default', pending: 'warning' } as const;
const contractPath = (m: Mandate) => (m.contractKind === 'platform' ? `/bookings/${m.contractId}` : `/bookings-coworking/${m.contractId}`);

const column = dataTableColumns<Mandate>();
const MANDATE_COLUMNS = column.columns([
  column.accessor('id', { header: L.fields.id, meta: { sortKey: 'id', nowrap: true } }),
  column.accessor('contractId', { header: L.fields.contract, meta: { nowrap: true }, cell: (c) => `n°${c.getValue()}` }),
  column.accessor((m) => `${m.debtor.firstName} ${m.debtor.lastName}`, { id: 'debtor', header: L.fields.debtor, meta: { kind: 'name' } }),
  column.accessor('holder', { header: L.fields.holder, meta: { kind: 'name' } }),
  column.accessor('iban', { header: L.fields.iban, meta: { nowrap: true } }),
  column.accessor('state', {
    header: L.fields.state,
    cell: (c) => <Chip size="small" color={STATE_COLOR[c.getValue()]} label={L.states[c.getValue()]} />,
  }),
  column.accessor('signedAt', {
    header: L.fields.signedAt,
    sortDescFirst: true,
    meta: { sortKey: 'signedAt', nowrap: true },
    cell: (c) => (c.getValue() ? formatDateTime(c.getValue() as string) : '—'),
  }),
  column.accessor('signedIp', { header: L.fields.ip, meta: { nowrap: true }, cell: (c) => c.getValue() ?? '—' }),
  column.accessor('removedAt', {
    header: L.fields.removedAt,
    meta: { nowrap: true },
    cell: (c) => (c.getValue() ? formatDateTime(c.getValue() as string) : '—'),
  }),
]);

/** The SEPA mandates of the brand scope: state, date, IP, removal (with confirmation) and history. */
export function MandatesTable() {
  const { params, update, control } = useListParams(MANDATE_PARAMS);
  const mandates = useMandates({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    search: params.search,
    state: params.state,
  });
  const remove = useRemoveMandate();
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const navigate = useNavigate();
  const [historySlug, setHistorySlug] = useState<string | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <DataTable
        label={L.title}
        columns={MANDATE_COLUMNS}
        list={mandates}
        getRowId={(m) => String(m.id)}
        pageSize={MANDATES_PAGE_SIZE}
        control={control}
        emptyText={L.empty}
        rowActions={[
          { label: L.seeContract, icon: <OpenInNew fontSize="small" />, onClick: (m) => navigate(contractPath(m)) },
          { label: L.history, icon: <History fontSize="small" />, onClick: (m) => setHistorySlug(`mandate-${m.id}`) },
          {
            label: L.remove,
            icon: <LinkOff fontSize="small" />,
            destructive: true,
            visible: (m) => m.state !== 'removed',
            onClick: (m) =>
              run(remove, m.id, {
                confirm: { title: L.removeTitle, message: L.removeMessage, confirmLabel: L.remove, destructive: true },
                success: L.removed,
                error: apiErrorMessage,
              }),
          },
        ]}
        toolbar={
          <>
            <DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={L.search} />
            <SelectFilter
              label={L.fields.state}
              value={params.state}
              options={MANDATE_STATES.map((state) => [state, L.states[state]] as const)}
              allLabel={L.allStates}
              minWidth={160}
              onChange={(state) => update({ state: state as Mandate['state'] | undefined })}
            />
          </>
        }
      />
      <HistoryDialog slug={historySlug} open={historySlug !== null} onClose={() => setHistorySlug(null)} />
      {confirmDialog}
    </Box>
  );
}
