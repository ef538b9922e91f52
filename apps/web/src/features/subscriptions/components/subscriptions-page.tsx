import { isAdmin } from '@hubgrade/domain/auth/roles';
import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import { SUBSCRIPTION_PAGE_SIZE, type SubscriptionState } from '@hubgrade/domain/subscriptions/rules';
import type { SubscriptionRow } from '@hubgrade/domain/subscriptions/schemas';
import Add from '@mui/icons-material/Add';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDay } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useSubscriptionOptions, useSubscriptions } from '../api/subscriptions.ts';
import { SUBSCRIPTION_COLUMNS } from './subscription-columns.tsx';
import { SubscriptionCreateDialog } from './subscription-create-dialog.tsx';
import { STATE_KEYS, SUBSCRIPTIONS_PARAMS } from './subscriptions-params.ts';

const rowId = (s: SubscriptionRow) => String(s.id);

/** « Du 01/11/2026 au 30/11/2026 » for a filter on days, either bound open. */
function daysText(prefix: string, from: string | undefined, to: string | undefined): string {
  const parts = [from && `${L.filters.from} ${formatDay(from)}`, to && `${L.filters.to} ${formatDay(to)}`].filter(Boolean);
  return `${prefix} ${parts.join(' ')}`;
}

/** /abonnements: the subscriptions of the brand scope, newest first, 20 a page, filtered by state, plan, site, start or end days. */
export function SubscriptionsPage() {
  const navigate = useNavigate();
  const { params, update, control } = useListParams(SUBSCRIPTIONS_PARAMS);
  const [creating, setCreating] = useState(false);
  const canWrite = isAdmin(useCurrentUser().data?.roles ?? []);
  const options = useSubscriptionOptions();
  const subscriptions = useSubscriptions({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: SUBSCRIPTION_PAGE_SIZE,
    state: params.state ? (Number(params.state) as SubscriptionState) : undefined,
    plan: params.plan,
    site: params.site,
    startFrom: params.startFrom,
    startTo: params.startTo,
    endFrom: params.endFrom,
    endTo: params.endTo,
    search: params.search,
  });
  const actions: RowAction<SubscriptionRow>[] = [
    { label: L.actions.view, icon: <Visibility fontSize="small" />, onClick: (s) => navigate(`/abonnements/${s.id}`) },
  ];
  const plans = options.data?.plans ?? [];
  const sites = options.data?.sites ?? [];
  return (
    <>
      <ListScreen
        title={L.title}
        intro={L.intro}
        columns={SUBSCRIPTION_COLUMNS}
        list={subscriptions}
        getRowId={rowId}
        pageSize={SUBSCRIPTION_PAGE_SIZE}
        view={{ params, update, control }}
        searchLabel={L.filters.search}
        emptyText={L.empty}
        rowActions={actions}
        headerAction={
          canWrite && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {L.actions.create}
            </Button>
          )
        }
        toolbar={
          <>
            <SelectFilter
              label={L.fields.state}
              value={params.state}
              options={STATE_KEYS.map((s) => [s, L.states[Number(s) as SubscriptionState]] as const)}
              allLabel={L.filters.allStates}
              minWidth={200}
              onChange={(state) => update({ state: state as (typeof STATE_KEYS)[number] | undefined })}
            />
            <SelectFilter
              label={L.fields.plan}
              value={params.plan === undefined ? undefined : String(params.plan)}
              options={plans.map((p) => [String(p.id), p.name] as const)}
              allLabel={L.filters.allPlans}
              minWidth={200}
              onChange={(plan) => update({ plan: plan === undefined ? undefined : Number(plan) })}
            />
            {sites.length > 1 && (
              <SelectFilter
                label={L.fields.site}
                value={params.site === undefined ? undefined : String(params.site)}
                options={sites.map((s) => [String(s.id), s.name] as const)}
                allLabel={L.filters.allSites}
                minWidth={200}
                onChange={(site) => update({ site: site === undefined ? undefined : Number(site) })}
              />
            )}
            {(params.startFrom !== undefined || params.startTo !== undefined) && (
              <Chip
                label={daysText(L.filters.starting, params.startFrom, params.startTo)}
                onDelete={() => update({ startFrom: undefined, startTo: undefined })}
              />
            )}
            {(params.endFrom !== undefined || params.endTo !== undefined) && (
              <Chip
                label={daysText(L.filters.ending, params.endFrom, params.endTo)}
                onDelete={() => update({ endFrom: undefined, endTo: undefined })}
              />
            )}
          </>
        }
      />
      <SubscriptionCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/abonnements/${id}`)} />
    </>
  );
}
