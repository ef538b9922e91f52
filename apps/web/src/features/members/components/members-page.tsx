import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useBrand } from '../../../lib/brand.ts';
import { formatDay } from '../../../lib/format.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMembers } from '../api/members.ts';
import { useMemberActions } from './member-actions.tsx';
import { memberColumns } from './member-columns.tsx';
import { accountTypeOptions, ROLE_OPTIONS, STATE_OPTIONS } from './member-filters.tsx';
import { MemberOverview } from './member-overview.tsx';
import { MEMBERS_PAGE_SIZE, MEMBERS_PARAMS } from './members-params.ts';

const rowId = (row: MemberRow) => String(row.userId);

/** /membres: the global user table of members-bookings-feed §2.2. */
export function MembersPage() {
  const { brand } = useBrand();
  const brandId = brand?.id ?? null;
  const { params, update, control } = useListParams(MEMBERS_PARAMS);
  const columns = useMemo(() => memberColumns(brandId), [brandId]);
  const { actions, dialogs } = useMemberActions({ companyView: false });
  const brandFilter = params.brand !== undefined && /^\d+$/.test(params.brand) ? Number(params.brand) : undefined;
  const members = useMembers({
    page: params.page,
    itemsPerPage: MEMBERS_PAGE_SIZE,
    sortBy: params.sortBy as 'userId',
    sortDesc: params.sortDesc,
    search: params.search,
    state: params.state,
    accountType: params.accountType ? (Number(params.accountType) as 1 | 2) : undefined,
    role: params.role,
    companyId: params.companyId,
    brand: brandFilter,
    createdFrom: params.createdFrom,
    createdTo: params.createdTo,
    companyCategory: params.companyCategory,
  });
  const created = params.createdFrom !== undefined || params.createdTo !== undefined;
  const brandName = members.data?.items.find((row) => (row.brandId ?? 0) === brandFilter)?.brandName;

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={columns}
      list={members}
      getRowId={rowId}
      pageSize={MEMBERS_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      renderExpanded={brandId === null ? (row) => <MemberOverview userId={row.userId} /> : undefined}
      rowActions={actions}
      toolbar={
        <>
          <SelectFilter
            label={L.filters.state}
            allLabel={L.filters.all}
            minWidth={180}
            value={params.state}
            options={STATE_OPTIONS}
            onChange={(state) => update({ state: state as typeof params.state })}
          />
          <SelectFilter
            label={L.filters.accountType}
            allLabel={L.filters.all}
            minWidth={180}
            value={params.accountType}
            options={accountTypeOptions(brandId)}
            onChange={(accountType) => update({ accountType: accountType as typeof params.accountType })}
          />
          {brandId === null && (
            <SelectFilter
              label={L.filters.role}
              allLabel={L.filters.all}
              minWidth={180}
              value={params.role}
              options={ROLE_OPTIONS}
              onChange={(role) => update({ role: role as typeof params.role })}
            />
          )}
          {brandFilter !== undefined && (
            <Chip label={`${L.filters.brand} : ${brandName ?? brandFilter}`} onDelete={() => update({ brand: undefined })} />
          )}
          {params.companyId !== undefined && (
            <Chip label={`${L.filters.company} : ${params.companyId}`} onDelete={() => update({ companyId: undefined })} />
          )}
          {created && (
            <Chip
              label={L.filters.created(
                params.createdFrom && formatDay(params.createdFrom),
                params.createdTo && formatDay(params.createdTo),
              )}
              onDelete={() => update({ createdFrom: undefined, createdTo: undefined })}
            />
          )}
          {params.companyCategory !== undefined && (
            <Chip
              label={`${L.filters.companyCategory} : ${params.companyCategory}`}
              onDelete={() => update({ companyCategory: undefined })}
            />
          )}
        </>
      }
    >
      {dialogs}
    </ListScreen>
  );
}
