import { isAdmin } from '@hubgrade/domain/auth/roles';
import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import { TICKET_PAGE_SIZE, type TicketState } from '@hubgrade/domain/tickets/rules';
import type { TicketRow } from '@hubgrade/domain/tickets/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useTickets } from '../api/tickets.ts';
import { TICKET_COLUMNS } from './ticket-columns.tsx';
import { TicketFilters } from './ticket-filters.tsx';
import { apiFilters, STATE_KEYS, TICKETS_PARAMS } from './tickets-params.ts';

const rowId = (t: TicketRow) => String(t.id);

/** /tickets/view, "Vue détaillée": every ticket of the caller's reach, with filters, 20 a page. */
export function TicketsPage() {
  const { params, update, control } = useListParams(TICKETS_PARAMS);
  const desk = isAdmin(useCurrentUser().data?.roles ?? []);
  const tickets = useTickets({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: TICKET_PAGE_SIZE,
    state: params.state ? (Number(params.state) as TicketState) : undefined,
    ...apiFilters(params),
  });
  return (
    <ListScreen
      title={L.detailed}
      intro={desk ? L.detailedIntro : L.memberIntro}
      columns={TICKET_COLUMNS}
      list={tickets}
      getRowId={rowId}
      pageSize={TICKET_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.filters.search}
      emptyText={L.empty}
      headerAction={
        <Button component={RouterLink} to="/tickets/nouveau" variant="contained" startIcon={<Add />}>
          {L.actions.create}
        </Button>
      }
      toolbar={
        <>
          <SelectFilter
            label={L.fields.state}
            value={params.state}
            options={STATE_KEYS.map((s) => [s, L.states[Number(s) as TicketState]] as const)}
            allLabel={L.filters.allStates}
            minWidth={160}
            onChange={(state) => update({ state: state as (typeof STATE_KEYS)[number] | undefined })}
          />
          <TicketFilters value={params} onChange={(patch) => update(patch)} />
        </>
      }
    />
  );
}
