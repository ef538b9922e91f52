import { formatDay } from '@hubgrade/domain/format/dates';
import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import type { TerraceReservation } from '@hubgrade/domain/terrace/schemas';
import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCancelTerraceReservation, useTerraceDay } from '../api/terrace.ts';

/** The company, the people and the guests are left out on a phone, so that the row and its cancel button fit. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The day's bookings of the terrace (a member's own only), a date to pick, the "Réserver" button and a cancel per booking. */
export function DayCard({
  terraceId,
  date,
  onDate,
  onBook,
  onEdit,
}: {
  terraceId: number;
  date: string;
  onDate: (date: string) => void;
  onBook: () => void;
  /** A booking clicked opens the dialog filled, to "Modifier". */
  onEdit: (reservation: TerraceReservation) => void;
}) {
  const day = useTerraceDay(terraceId, date);
  const cancel = useCancelTerraceReservation();
  const { run, dialog } = useMutationFeedback();
  const rows = day.data ?? [];

  return (
    <SheetCard
      title={`${L.day.title} — ${formatDay(date)}`}
      action={
        <Button variant="contained" onClick={onBook}>
          {L.dialog.open}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 240 }}>
          <TextField
            fullWidth
            label={L.day.date}
            type="date"
            size="small"
            value={date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { lang: 'fr-FR' } }}
          />
        </Box>
        {day.isPending ? (
          <Skeleton variant="rectangular" height={80} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{L.day.empty}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={L.day.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{L.day.hours}</TableCell>
                  <TableCell>{L.day.user}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{L.day.company}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{L.day.people}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{L.day.guests}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow
                    key={r.id}
                    hover
                    onClick={() => onEdit(r)}
                    sx={{ cursor: 'pointer' }}
                    data-testid={`terrace-reservation-${r.id}`}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {r.begin} – {r.end}
                    </TableCell>
                    <TableCell>
                      {r.userFirstName} {r.userLastName}
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{r.companyName ?? '—'}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{r.people}</TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-all' }}>
                      {r.guests.split(';').filter(Boolean).join(', ') || '—'}
                    </TableCell>
                    <TableCell align="right" sx={{ px: 0 }}>
                      <IconButton
                        aria-label={L.day.cancel}
                        onClick={(event) => {
                          event.stopPropagation();
                          run(cancel, r.id, {
                            confirm: { message: L.day.confirmCancel, confirmLabel: L.day.cancel, destructive: true },
                            success: L.day.cancelled,
                          });
                        }}
                      >
                        <EventBusy fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
      {dialog}
    </SheetCard>
  );
}
