import type { AccountType } from '@hubgrade/domain/auth/roles';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { CONTRACTS_PAGE_SIZE } from '@hubgrade/domain/contracts/rules';
import type { ContractKind, ContractRow } from '@hubgrade/domain/contracts/schemas';
import { useMemo } from 'react';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { useContracts } from '../api/contracts.ts';
import { coworkingColumns, platformColumns } from './contract-columns.tsx';
import { ContractExpanded } from './contract-expanded.tsx';
import { useContractActions } from './use-contract-actions.tsx';

const rowId = (row: ContractRow) => String(row.id);

/**
 * A member's contracts of one kind on their sheet: the contracts table of tables-and-sheets §2.2
 * or §2.3 (parties, state, rent, payment, invoice, salesperson, expanded rows, row menu) on the
 * contracts the member is a party to, without the member's own column: on a landlord's sheet
 * (type 1) the landlord or the coworking space, on a tenant's (type 2) the tenant.
 */
export function MemberContracts({
  kind,
  userId,
  userType,
  label,
}: {
  kind: ContractKind;
  userId: number;
  userType: AccountType;
  label: string;
}) {
  const control = useLocalListControl();
  const { actions, dialogs, words, openEndDate } = useContractActions(kind);
  const columns = useMemo(() => (kind === 'platform' ? platformColumns(words) : coworkingColumns(words)), [kind, words]);
  const contracts = useContracts(kind, { page: control.page, itemsPerPage: CONTRACTS_PAGE_SIZE, userId });
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        list={contracts}
        getRowId={rowId}
        pageSize={CONTRACTS_PAGE_SIZE}
        control={control}
        emptyText={L.empty}
        userType={userType}
        renderExpanded={(row) => <ContractExpanded contract={row} words={words} onAddEnd={() => openEndDate(row)} />}
        rowActions={actions}
      />
      {dialogs}
    </>
  );
}
