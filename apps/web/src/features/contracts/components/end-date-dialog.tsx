import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface EndDateDialogProps {
  open: boolean;
  /** The contract's start, YYYY-MM-DD: the earliest end the picker offers. */
  start: string;
  pending: boolean;
  /** The server's refusal of the date (a 400's field message): shown under the field, the typed date kept. */
  error?: string | null;
  onCancel: () => void;
  onSubmit: (day: string) => void;
  /** The date is changed: a refusal of the former one no longer applies. */
  onEdit?: () => void;
}

/**
 * The contract end date of tables §2.11 and §5: a date must be chosen before it can be saved.
 * The dialog keeps what was typed until it closes (give it a key per contract), so that a refused
 * date can be corrected rather than typed again.
 */
export function EndDateDialog({ open, start, pending, error = null, onCancel, onSubmit, onEdit }: EndDateDialogProps) {
  const [value, setValue] = useState('');
  const close = () => {
    setValue('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{L.endDateTitle}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label={L.endDateLabel}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onEdit?.();
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start, 'data-testid': 'end-date-input' } }}
          fullWidth
          sx={{ mt: 1 }}
          error={error !== null}
          helperText={error ?? (value ? undefined : L.endDateRequired)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{L.form.cancel}</Button>
        <Button variant="contained" disabled={!value || pending} onClick={() => onSubmit(value)}>
          {L.form.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
