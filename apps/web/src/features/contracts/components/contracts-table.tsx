import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type { PaymentMode } from '@hubgrade/domain/contracts/payment';
import { CONTRACTS_PAGE_SIZE, type ContractState } from '@hubgrade/domain/contracts/rules';
import type { ContractKind, ContractRow } from '@hubgrade/domain/contracts/schemas';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo, useState } from 'react';
import { formatDay } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useContracts } from '../api/contracts.ts';
import { coworkingColumns, platformColumns } from './contract-columns.tsx';
import { ContractExpanded } from './contract-expanded.tsx';
import { CONTRACTS_PARAMS } from './contracts-params.ts';
import { useContractActions } from './use-contract-actions.tsx';

const rowId = (row: ContractRow) => String(row.id);
const STATES = Object.entries(CONTRACT_STATE_LABELS) as [string, string][];

interface ContractsTableProps {
  kind: ContractKind;
  title: string;
  intro: string;
  /** Fixed filters of the screen: off-platform contracts, SEPA-paid contracts. */
  offPlatform?: boolean;
  paymentMode?: PaymentMode;
  /** Buttons beside the title (the off-platform creation). */
  headerAction?: ReactNode;
}

/** A contracts table screen: URL params → list call → columns, expandable rows, row menu and dialogs. */
export function ContractsTable({ kind, title, intro, offPlatform, paymentMode, headerAction }: ContractsTableProps) {
  const { params, update, control } = useListParams(CONTRACTS_PARAMS);
  const { actions, dialogs, words, openEndDate } = useContractActions(kind);
  const columns = useMemo(() => (kind === 'platform' ? platformColumns(words) : coworkingColumns(words)), [kind, words]);
  const [city, setCity] = useState(params.city ?? '');
  const contracts = useContracts(kind, {
    page: params.page,
    itemsPerPage: CONTRACTS_PAGE_SIZE,
    sortBy: params.sortBy as 'id' | 'bookingStart',
    sortDesc: params.sortDesc,
    search: params.search,
    state: params.state as ContractState | undefined,
    ongoing: params.ongoing === 'true' ? true : undefined,
    city: kind === 'platform' ? params.city : undefined,
    tenantId: params.tenantId,
    companyId: params.companyId,
    commercialId: params.commercialId,
    endFrom: params.endFrom,
    endTo: params.endTo,
    offPlatform,
    paymentMode,
  });

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <PageHeader title={title} intro={intro} />
        </Box>
        {headerAction}
      </Box>
      <DataTable
        label={title}
        columns={columns}
        list={contracts}
        getRowId={rowId}
        pageSize={CONTRACTS_PAGE_SIZE}
        control={control}
        emptyText={L.empty}
        renderExpanded={(row) => <ContractExpanded contract={row} words={words} onAddEnd={() => openEndDate(row)} />}
        rowActions={actions}
        toolbar={
          <>
            <DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={L.search} />
            <SelectFilter
              label={L.stateFilter}
              value={params.state === undefined ? undefined : String(params.state)}
              options={STATES}
              allLabel={L.allStates}
              minWidth={160}
              onChange={(state) => update({ state: state === undefined ? undefined : Number(state) })}
            />
            {kind === 'platform' && (
              <TextField
                size="small"
                label={L.cityFilter}
                value={city}
                onChange={(event) => setCity(event.target.value)}
                onBlur={() => update({ city: city.trim() || undefined })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') update({ city: city.trim() || undefined });
                }}
              />
            )}
            {params.ongoing === 'true' && <Chip label={L.ongoingFilter} onDelete={() => update({ ongoing: undefined })} />}
            {(params.endFrom !== undefined || params.endTo !== undefined) && (
              <Chip
                label={L.endingFilter(params.endFrom && formatDay(params.endFrom), params.endTo && formatDay(params.endTo))}
                onDelete={() => update({ endFrom: undefined, endTo: undefined })}
              />
            )}
          </>
        }
      />
      {dialogs}
    </Box>
  );
}
