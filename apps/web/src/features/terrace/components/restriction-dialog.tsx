import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAddRestriction } from '../api/terrace.ts';
import { wallTimeToInstant } from './terrace-dates.ts';

export type RestrictionKind = 'closure' | 'capacity';

/** Adds a closure, or an exceptional capacity change (N people max), over a period with an optional reason. */
export function RestrictionDialog({ terraceId, kind, onClose }: { terraceId: number; kind: RestrictionKind | null; onClose: () => void }) {
  const add = useAddRestriction();
  const { run, dialog } = useMutationFeedback();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [capacity, setCapacity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = wallTimeToInstant(from);
  const end = wallTimeToInstant(to);
  const endError = start && end && end.getTime() <= start.getTime() ? L.restrictions.endBeforeStart : errors.dateEnd;
  const capacityValid = kind !== 'capacity' || /^\d+$/.test(capacity);
  const valid = start !== null && end !== null && !endError && capacityValid;
  const title = kind === 'capacity' ? L.restrictions.addCapacityChange : L.restrictions.addClosure;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !start || !end) return;
    const body = {
      dateBegin: start.toISOString(),
      dateEnd: end.toISOString(),
      reason: reason.trim() || undefined,
      capacityUpdate: kind === 'capacity' ? Number(capacity) : null,
    };
    void run(
      add,
      { id: terraceId, body },
      {
        success: kind === 'capacity' ? L.restrictions.capacityChangeAdded : L.restrictions.closureAdded,
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
        },
      },
    );
  };

  return (
    <Dialog open={kind !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="terrace-restriction-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="terrace-restriction-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={L.restrictions.from}
              type="datetime-local"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              error={Boolean(errors.dateBegin)}
              helperText={errors.dateBegin}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={L.restrictions.to}
              type="datetime-local"
              required
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={Boolean(endError)}
              helperText={endError}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {kind === 'capacity' && (
              <TextField
                label={L.restrictions.capacity}
                type="number"
                required
                value={capacity}
                onChange={(e) => setCapacity(e.target.value)}
                error={Boolean(errors.capacityUpdate) || (capacity !== '' && !capacityValid)}
                helperText={errors.capacityUpdate ?? (capacity !== '' && !capacityValid ? L.notANumber : undefined)}
                slotProps={{ htmlInput: { min: 0 } }}
              />
            )}
            <TextField label={L.restrictions.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.dialog.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!valid || add.isPending}>
            {L.restrictions.add}
          </Button>
        </DialogActions>
      </form>
      {dialog}
    </Dialog>
  );
}
