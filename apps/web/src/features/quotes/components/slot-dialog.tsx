import { CONFIRM_LABELS } from '@hubgrade/domain/common/ui-labels';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import type { QuoteSlotQuery } from '@hubgrade/domain/quotes/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { formatCents } from '../../../lib/format.ts';
import { useQuoteOptions, useSlotCheck } from '../api/quotes.ts';

export interface SlotChoice {
  kind: 'meetingRoom' | 'workstation';
  placeId: number;
  day: string;
  start: string;
  end: string;
  designation: string;
  unitPriceCents: number;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The slot of a quote line, as the booking dialogs choose one in quote mode (members-bookings-feed
 * §2.8, §2.10): a meeting room or a coworking space, a day, the hours; no recurrence. The server
 * prices it from the place's tariff and says when the room is taken ("La salle est occupée sur ce
 * créneau."); the slot is handed back to the quote, not booked.
 */
export function SlotDialog({
  open,
  initial,
  onClose,
  onChoose,
}: {
  open: boolean;
  initial: SlotChoice | null;
  onClose: () => void;
  onChoose: (slot: SlotChoice) => void;
}) {
  const options = useQuoteOptions(open);
  const [kind, setKind] = useState<SlotChoice['kind']>(initial?.kind ?? 'meetingRoom');
  const [placeId, setPlaceId] = useState<number | ''>(initial?.placeId ?? '');
  const [day, setDay] = useState(initial?.day ?? addParisDays(parisDay(), 1));
  const [start, setStart] = useState(initial?.start ?? (kind === 'workstation' ? '08:00' : '09:00'));
  const [end, setEnd] = useState(initial?.end ?? (kind === 'workstation' ? '18:00' : '10:00'));
  const places =
    kind === 'meetingRoom'
      ? (options.data?.rooms ?? []).map((r) => ({ id: r.id, label: `${r.name} – ${r.siteName} (${formatCents(r.priceHourCents)}/h)` }))
      : (options.data?.spaces ?? []).map((s) => ({ id: s.id, label: `${s.name} – ${s.siteName} (${formatCents(s.dailyPriceCents)}/j)` }));
  const ready = placeId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(day) && HOUR.test(start) && HOUR.test(end);
  const query: QuoteSlotQuery | null = ready ? { kind, placeId: placeId as number, day, start, end } : null;
  const check = useSlotCheck(useDeferredValue(query));
  const answer = check.data && !check.isPlaceholderData ? check.data : undefined;
  const taken = answer !== undefined && !answer.free;
  const refusal = check.error?.message;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="slot-dialog-title">
      <DialogTitle id="slot-dialog-title">{initial ? L.actions.changeSlot : L.slot.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={L.fields.kind}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as SlotChoice['kind']);
            setPlaceId('');
          }}
        >
          <MenuItem value="meetingRoom">{L.kinds.meetingRoom}</MenuItem>
          <MenuItem value="workstation">{L.kinds.workstation}</MenuItem>
        </TextField>
        <TextField
          select
          required
          label={kind === 'meetingRoom' ? L.fields.room : L.fields.space}
          value={placeId}
          onChange={(e) => setPlaceId(Number(e.target.value))}
          helperText={places.length === 0 && !options.isPending ? (kind === 'meetingRoom' ? L.slot.noRoom : L.slot.noSpace) : undefined}
        >
          {places.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          type="date"
          label={L.fields.day}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: parisDay() } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField
            required
            type="time"
            label={L.fields.start}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
          <TextField
            required
            type="time"
            label={L.fields.end}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </Box>
        {taken && <Alert severity="error">{kind === 'meetingRoom' ? L.slot.roomTaken : L.slot.spaceFull}</Alert>}
        {refusal && !taken && <Alert severity="warning">{refusal}</Alert>}
        {answer?.free && (
          <Alert severity="info">
            {answer.designation} : {formatCents(answer.priceCents)} HT
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CONFIRM_LABELS.cancel}</Button>
        <Button
          variant="contained"
          disabled={!answer?.free || check.isFetching}
          onClick={() => {
            if (!answer?.free || query === null) return;
            onChoose({ ...query, designation: answer.designation, unitPriceCents: answer.priceCents });
          }}
        >
          {L.actions.validate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
