import { COMPANY_SHEET_LABELS as S, SALES_STAFF_LABELS } from '@hubgrade/domain/companies/labels';
import type { ContractRow } from '@hubgrade/domain/contracts/schemas';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { type ContractKind, useCompanyContracts } from '../api/company-records.ts';
import { AssignCommercialDialog, type AssignTarget } from './assign-commercial-dialog.tsx';
import { useCanAssignCommercial } from './use-can-assign.ts';

const C = S.contractColumns;
const column = dataTableColumns<ContractRow>();
const PAGES: Record<ContractKind, string> = { platform: '/bookings', coworking: '/bookings-coworking' };

function contractColumns(kind: ContractKind) {
  return column.columns([
    column.accessor('id', {
      header: C.id,
      meta: { kind: 'id', href: (contract: ContractRow) => `${PAGES[kind]}/${contract.id}` },
    }),
    column.accessor('stateName', {
      header: C.state,
      cell: (c) => CONTRACT_STATE_LABELS[c.getValue() as keyof typeof CONTRACT_STATE_LABELS],
    }),
    column.accessor('bookingStart', { header: C.start, meta: { nowrap: true }, cell: (c) => formatDate(c.getValue()) }),
    column.accessor('bookingEnd', {
      header: C.end,
      meta: { nowrap: true },
      cell: (c) => (c.getValue() ? formatDate(c.getValue() as string) : ''),
    }),
    column.accessor('contractRent', { header: C.rent, meta: { nowrap: true, align: 'right' }, cell: (c) => formatCents(c.getValue()) }),
    column.display({ id: 'tenant', header: C.tenant, cell: (c) => `${c.row.original.senderFirstName} ${c.row.original.senderLastName}` }),
    column.accessor('commercialName', { header: C.commercial, cell: (c) => c.getValue() ?? '' }),
  ]);
}
const COLUMNS: Record<ContractKind, ReturnType<typeof contractColumns>> = {
  platform: contractColumns('platform'),
  coworking: contractColumns('coworking'),
};

const contractRowId = (contract: ContractRow) => String(contract.id);

function ContractTable({ companyId, kind, title }: { companyId: number; kind: ContractKind; title: string }) {
  const control = useLocalListControl();
  const contracts = useCompanyContracts(companyId, kind, control.page);
  const canAssign = useCanAssignCommercial();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const actions: RowAction<ContractRow>[] = [
    {
      label: SALES_STAFF_LABELS.assign,
      icon: <SupportAgent fontSize="small" />,
      onClick: (contract) => setTarget({ contractId: contract.id, commercialId: contract.commercialId }),
    },
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <DataTable
        label={title}
        columns={COLUMNS[kind]}
        list={contracts}
        getRowId={contractRowId}
        pageSize={25}
        control={control}
        emptyText={S.noContract}
        rowActions={canAssign ? actions : undefined}
      />
      <AssignCommercialDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

/** The company's contracts of both kinds, from the contracts area's lists filtered on the company. */
export function CompanyContracts({ companyId }: { companyId: number }) {
  return (
    <Stack spacing={3}>
      <ContractTable companyId={companyId} kind="platform" title={S.platformContracts} />
      <ContractTable companyId={companyId} kind="coworking" title={S.coworkingContracts} />
    </Stack>
  );
}
