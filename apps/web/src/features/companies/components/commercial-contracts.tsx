import { SALES_STAFF_LABELS as S } from '@hubgrade/domain/companies/labels';
import type { CommercialContract } from '@hubgrade/domain/companies/sales-staff-schemas';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useCommercialContracts } from '../api/commercials.ts';
import type { AssignTarget } from './assign-commercial-dialog.tsx';

const C = S.contractColumns;
const column = dataTableColumns<CommercialContract>();
const contractPage = (contract: CommercialContract) =>
  contract.kind === 'platform' ? `/bookings/${contract.id}` : `/bookings-coworking/${contract.id}`;

const CONTRACT_COLUMNS = column.columns([
  column.accessor('id', {
    header: C.id,
    meta: { nowrap: true },
    cell: (c) => (
      <Link component={RouterLink} to={contractPage(c.row.original)}>
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('kind', { header: C.kind, cell: (c) => S.kinds[c.getValue()] }),
  column.accessor('state', { header: C.state, cell: (c) => CONTRACT_STATE_LABELS[c.getValue() as keyof typeof CONTRACT_STATE_LABELS] }),
  column.accessor('startDate', { header: C.start, meta: { nowrap: true }, cell: (c) => formatDate(c.getValue()) }),
  column.accessor('tenantName', { header: C.tenant }),
  column.accessor('companyName', {
    header: C.company,
    cell: (c) =>
      c.row.original.companyId !== null ? (
        <Link component={RouterLink} to={`/societe/${c.row.original.companyId}`}>
          {c.getValue()}
        </Link>
      ) : (
        ''
      ),
  }),
  column.accessor('rentCents', { header: C.rent, meta: { align: 'right', nowrap: true }, cell: (c) => formatCents(c.getValue()) }),
]);

const contractRowId = (contract: CommercialContract) => String(contract.id);

/** The expanded row of a salesperson: the contracts they follow, each of which may be handed to someone else. */
export function CommercialContracts({
  commercialId,
  onReassign,
}: {
  commercialId: number;
  onReassign: ((target: AssignTarget) => void) | null;
}) {
  const control = useLocalListControl();
  const contracts = useCommercialContracts(commercialId, control.page);
  const actions: RowAction<CommercialContract>[] = onReassign
    ? [
        {
          label: S.reassign,
          icon: <SwapHoriz fontSize="small" />,
          onClick: (contract) => onReassign({ contractId: contract.id, commercialId: contract.commercialId }),
        },
      ]
    : [];
  return (
    <DataTable
      label={S.contractsTitle}
      columns={CONTRACT_COLUMNS}
      list={contracts}
      getRowId={contractRowId}
      pageSize={20}
      control={control}
      emptyText={S.noContract}
      rowActions={onReassign ? actions : undefined}
    />
  );
}
