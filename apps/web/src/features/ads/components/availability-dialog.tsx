import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** tables-and-sheets §4: a new availability date, today at the earliest. */
export function AvailabilityDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: (day: string) => void }) {
  const today = parisDay(new Date());
  const [day, setDay] = useState(today);
  const titleId = useId();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{L.availabilityDialog.title}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label={L.availabilityDialog.date}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={!valid}
          helperText={valid ? ' ' : L.refusals.availabilityTooEarly}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.actions.cancel}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onConfirm(day)}>
          {L.actions.validate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
