import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { planningViewOf } from '@hubgrade/domain/bookings/planning';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { WORKSTATION_LABELS as L } from '@hubgrade/domain/workstations/labels';
import { weekOf } from '@hubgrade/domain/workstations/rules';
import type { PlanningSpace, WorkstationReservation } from '@hubgrade/domain/workstations/schemas';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCancelWorkstationReservation, useWorkstationPlanning } from '../api/workstations.ts';
import { dailyPriceText, ReservationDialog } from './reservation-dialog.tsx';

type View = 'day' | 'week';
const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (day: string) => WEEKDAY.format(new Date(`${day}T12:00:00Z`));

function ReservationChip({
  reservation,
  onCancel,
  onEdit,
}: {
  reservation: WorkstationReservation;
  onCancel: (r: WorkstationReservation) => void;
  onEdit: (r: WorkstationReservation) => void;
}) {
  const guests = reservation.seats - 1;
  const text = `${reservation.begin}–${reservation.end} ${reservation.userFirstName} ${reservation.userLastName}${guests > 0 ? ` (+${guests})` : ''}`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={text}
      title={`${reservation.title} · ${formatCents(reservation.charged)}${reservation.forced ? ` · ${L.forced}` : ''}`}
      sx={{ borderColor: reservation.openSpaceColor, maxWidth: '100%' }}
      onDelete={reservation.cancellable ? () => onCancel(reservation) : undefined}
      // A booking one may change opens the dialog filled, to "Modifier".
      onClick={reservation.cancellable ? () => onEdit(reservation) : undefined}
      deleteIcon={
        reservation.cancellable ? (
          <Tooltip title={L.cancelReservation}>
            <Close aria-label={`${L.cancelReservation} ${text}`} />
          </Tooltip>
        ) : undefined
      }
      data-testid={`workstation-reservation-${reservation.id}`}
    />
  );
}

/** One coworking space: a row per day with its seats left and its bookings. */
function SpaceTable({
  space,
  reservations,
  onCancel,
  onEdit,
}: {
  space: PlanningSpace;
  reservations: WorkstationReservation[];
  onCancel: (r: WorkstationReservation) => void;
  onEdit: (r: WorkstationReservation) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`workstation-space-${space.id}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: space.color }} />
        <Typography variant="h6" component="h2">
          {space.name}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {space.siteName} · {dailyPriceText(space.dailyPrice)} · {space.openingHour}–{space.closingHour}
        </Typography>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={space.name} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: 150, sm: 170 } }}>{L.day}</TableCell>
              <TableCell>{L.reservations}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {space.seats.map((seat) => {
              const ofDay = reservations.filter((r) => r.openSpaceId === space.id && r.date === seat.day);
              return (
                <TableRow key={seat.day}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Box sx={{ textTransform: 'capitalize' }}>
                      {weekdayOf(seat.day)} {formatDay(seat.day)}
                    </Box>
                    <Chip
                      size="small"
                      sx={{ mt: 0.5 }}
                      color={seat.left === 0 ? 'error' : seat.left <= 2 ? 'warning' : 'success'}
                      label={seat.left === 0 ? L.full : L.seatsLeft(seat.left)}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      {ofDay.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                          {L.noReservation}
                        </Typography>
                      ) : (
                        ofDay.map((r) => <ReservationChip key={r.id} reservation={r} onCancel={onCancel} onEdit={onEdit} />)
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** /coworking/planning: the workstation bookings of a day or a Monday-first week, per coworking space, with the seats left. */
export function WorkstationPlanningPage() {
  const [params, setParams] = useSearchParams();
  // The meeting-room planning's words (`day`, `week`); older links' `jour` and `semaine` are read too.
  const view: View = planningViewOf(params.get('vue')) === 'day' ? 'day' : 'week';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : parisDay();
  const from = view === 'week' ? (weekOf(anchor)[0] as string) : anchor;
  const planning = useWorkstationPlanning(from, view === 'week' ? 7 : 1);
  const cancel = useCancelWorkstationReservation();
  const { run, dialog } = useMutationFeedback();
  const [booking, setBooking] = useState(false);
  const [editing, setEditing] = useState<WorkstationReservation | undefined>();
  const roles = useCurrentUser().data?.roles ?? [];
  const staff = isAdmin(roles) || isCommercial(roles);
  const go = (next: { date?: string; view?: View }) => {
    const search = new URLSearchParams(params);
    search.set('date', next.date ?? anchor);
    search.set('vue', next.view ?? view);
    setParams(search, { replace: true });
  };
  const step = view === 'week' ? 7 : 1;
  const onCancel = (r: WorkstationReservation) =>
    run(cancel, r.id, {
      confirm: { message: `${L.cancelConfirm(`${r.userFirstName} ${r.userLastName}`, formatDay(r.date))} ${L.refundNote}` },
      success: L.done.cancelled,
    });

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader title={L.title} intro={L.intro} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: View | null) => v && go({ view: v })}>
          <ToggleButton value="day">{L.day}</ToggleButton>
          <ToggleButton value="week">{L.week}</ToggleButton>
        </ToggleButtonGroup>
        <IconButton aria-label={L.previous} onClick={() => go({ date: addParisDays(anchor, -step) })}>
          <ChevronLeft />
        </IconButton>
        <Button size="small" onClick={() => go({ date: parisDay() })}>
          {L.today}
        </Button>
        <IconButton aria-label={L.next} onClick={() => go({ date: addParisDays(anchor, step) })}>
          <ChevronRight />
        </IconButton>
        <TextField
          size="small"
          type="date"
          label={L.fields.date}
          value={anchor}
          sx={{ width: 190 }}
          onChange={(e) => e.target.value && go({ date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<Add />} onClick={() => setBooking(true)}>
          {L.add}
        </Button>
      </Stack>
      {planning.isPending ? (
        <PageLoader />
      ) : planning.isError ? (
        <Alert severity="error">{planning.error.message}</Alert>
      ) : planning.data.spaces.length === 0 ? (
        <Alert severity="info">{L.empty}</Alert>
      ) : (
        <Stack spacing={2} aria-busy={planning.isFetching} data-testid="workstation-planning">
          {planning.data.spaces.map((space) => (
            <SpaceTable key={space.id} space={space} reservations={planning.data.reservations} onCancel={onCancel} onEdit={setEditing} />
          ))}
        </Stack>
      )}
      {!staff && (
        <Typography variant="body2" color="text.secondary">
          {L.refundNote}
        </Typography>
      )}
      <ReservationDialog
        open={booking || editing !== undefined}
        day={view === 'day' ? anchor : undefined}
        editing={editing}
        onClose={() => {
          setBooking(false);
          setEditing(undefined);
        }}
      />
      {dialog}
    </Stack>
  );
}
