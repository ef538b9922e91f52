import { isAdmin } from '@hubgrade/domain/auth/roles';
import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import { TICKET_STATE_COLOURS, TICKET_STATES, type TicketActor, type TicketState, ticketTargets } from '@hubgrade/domain/tickets/rules';
import type { TicketRow } from '@hubgrade/domain/tickets/schemas';
import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DragEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMoveTicket, useTicketBoard } from '../api/tickets.ts';
import { PriorityChip } from './ticket-chips.tsx';
import { TicketFilters } from './ticket-filters.tsx';
import { apiFilters, BOARD_PARAMS } from './tickets-params.ts';

const DRAG_TYPE = 'application/x-hubgrade-ticket';

interface Viewer {
  id: number;
  desk: boolean;
}

/** The moves the state machine gives the viewer on a card (the server decides; this only guides the eye and the menu). */
function targetsOf(ticket: TicketRow, viewer: Viewer): TicketState[] {
  const actors: TicketActor[] = [];
  if (viewer.desk) actors.push('staff');
  if (ticket.reporter.id === viewer.id) actors.push('reporter');
  return ticketTargets(ticket.state, actors);
}

function TicketCard({
  ticket,
  viewer,
  onMove,
}: {
  ticket: TicketRow;
  viewer: Viewer;
  onMove: (ticket: TicketRow, to: TicketState) => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const targets = targetsOf(ticket, viewer);
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable
      data-ticket={ticket.id}
      aria-label={`${L.sheet.title(ticket.id)} : ${ticket.title}`}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(ticket.id));
        event.dataTransfer.setData('text/plain', String(ticket.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ p: 1.25, display: 'grid', gap: 0.75, cursor: 'grab', borderLeft: 4, borderLeftColor: TICKET_STATE_COLOURS[ticket.state] }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        <Link
          component={RouterLink}
          to={`/tickets/${ticket.id}`}
          underline="hover"
          sx={{ mr: 'auto', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          #{ticket.id} {ticket.title}
        </Link>
        <IconButton
          size="small"
          aria-label={`${L.actions.move} : ${L.sheet.title(ticket.id)}`}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {TICKET_STATES.filter((s) => s !== ticket.state).map((state) => (
            <MenuItem
              key={state}
              disabled={!targets.includes(state)}
              onClick={() => {
                setMenu(null);
                onMove(ticket, state);
              }}
            >
              {L.actions.moveTo(L.states[state])}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Typography variant="body2" color="textSecondary">
        {ticket.espace.name} · {L.categories[ticket.category]}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <PriorityChip priority={ticket.priority} />
        <Typography variant="caption" sx={{ ml: 'auto' }}>
          {ticket.assignee ? `${ticket.assignee.firstName} ${ticket.assignee.lastName}` : L.unassigned}
        </Typography>
      </Box>
    </Paper>
  );
}

/** /tickets, "Vue d'ensemble": one column per state with its count; drag a card (or use its menu) to change its state. */
export function BoardPage() {
  const { params, update } = useListParams(BOARD_PARAMS);
  const user = useCurrentUser().data;
  const viewer: Viewer = { id: user?.id ?? 0, desk: isAdmin(user?.roles ?? []) };
  const board = useTicketBoard(apiFilters(params));
  const move = useMoveTicket();
  const { run, dialog } = useMutationFeedback();
  const [over, setOver] = useState<TicketState | null>(null);
  const cards = board.data?.columns.flatMap((c) => c.items) ?? [];

  const moveTo = (ticket: TicketRow, state: TicketState) => {
    if (ticket.state === state) return;
    run(move, { id: ticket.id, body: { state } }, { success: L.done.moved, error: conflictMessage });
  };
  const drop = (state: TicketState) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain'));
    const ticket = cards.find((c) => c.id === id);
    if (ticket) moveTo(ticket, state);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <PageHeader title={L.overview} intro={viewer.desk ? L.overviewIntro : L.memberIntro} />
        <Button component={RouterLink} to="/tickets/nouveau" variant="contained" startIcon={<Add />}>
          {L.actions.create}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          // Each filter fills its cell (the search field's own 320 px and the selects' minimum widths
          // overflowed into the next one); on a phone the search and the site take a row each, the
          // others go two by two.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
          '& .MuiTextField-root': { width: '100%', minWidth: 0 },
          '& > search': { gridColumn: { xs: '1 / -1', sm: 'span 2' } },
          '& > div:first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        <DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={L.filters.search} />
        <TicketFilters value={params} onChange={(patch) => update(patch)} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(5, minmax(260px, 85vw))', md: 'repeat(5, minmax(200px, 1fr))' },
          overflowX: 'auto',
          pb: 1,
          alignItems: 'start',
        }}
      >
        {(board.data?.columns ?? TICKET_STATES.map((state) => ({ state, name: L.states[state], count: 0, items: [] as TicketRow[] }))).map(
          (column) => (
            <Box
              key={column.state}
              component="section"
              aria-label={column.name}
              data-state={column.state}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(column.state);
              }}
              onDragLeave={() => setOver((current) => (current === column.state ? null : current))}
              onDrop={drop(column.state)}
              sx={{
                bgcolor: over === column.state ? 'action.selected' : 'action.hover',
                borderRadius: 2,
                p: 1.25,
                minHeight: 200,
                display: 'grid',
                gap: 1,
                alignContent: 'start',
                borderTop: 4,
                borderTopColor: TICKET_STATE_COLOURS[column.state],
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>
                  {column.name}
                </Typography>
                <Chip size="small" label={column.count} aria-label={L.count(column.count)} />
              </Box>
              {column.items.length === 0 ? (
                <Typography variant="body2" color="textSecondary">
                  {L.emptyColumn}
                </Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {column.items.map((ticket) => (
                    <TicketCard key={ticket.id} ticket={ticket} viewer={viewer} onMove={moveTo} />
                  ))}
                </Box>
              )}
              {column.count > column.items.length && (
                <Link component={RouterLink} to={`/tickets/view?state=${column.state}`} variant="body2">
                  {L.more(column.count - column.items.length)}
                </Link>
              )}
            </Box>
          ),
        )}
      </Box>
      {dialog}
    </Box>
  );
}
