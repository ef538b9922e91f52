import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import { TICKET_PRIORITY_COLOURS, TICKET_STATE_COLOURS, type TicketPriority, type TicketState } from '@hubgrade/domain/tickets/rules';
import Chip from '@mui/material/Chip';

/** A ticket's state, in its colour. */
export function StateChip({ state }: { state: TicketState }) {
  const colour = TICKET_STATE_COLOURS[state];
  return <Chip size="small" label={L.states[state]} variant="outlined" sx={{ borderColor: colour, color: colour, fontWeight: 600 }} />;
}

/** A ticket's priority; the urgent ones stand out. */
export function PriorityChip({ priority }: { priority: TicketPriority }) {
  const colour = TICKET_PRIORITY_COLOURS[priority];
  return (
    <Chip
      size="small"
      label={L.priorities[priority]}
      sx={
        priority >= 3
          ? { bgcolor: colour, color: '#fff', fontWeight: 600 }
          : { color: colour, bgcolor: 'transparent', border: 1, borderColor: colour }
      }
    />
  );
}
