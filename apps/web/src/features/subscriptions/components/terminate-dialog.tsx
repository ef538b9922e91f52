import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { formatDay } from '../../../lib/format.ts';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useTerminateSubscription } from '../api/subscriptions.ts';

function TerminateForm({ id, earliest, onClose }: { id: number; earliest: string; onClose: () => void }) {
  const terminate = useTerminateSubscription();
  const { run, dialog } = useMutationFeedback();
  const [endOn, setEndOn] = useState(earliest);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endOn)) return setError(L.refusals.endOn);
    setError(null);
    void run(
      terminate,
      { id, body: { endOn } },
      {
        confirm: { message: L.terminateConfirm(formatDay(endOn)), destructive: true },
        success: L.done.terminated,
        onSuccess: onClose,
        onError: (failure) => setError(fieldRefusal(failure)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ '&&': { pt: 1 }, display: 'grid', gap: 2 }}>
        <DialogContentText>{L.terminateHelp(formatDay(earliest))}</DialogContentText>
        <TextField
          required
          type="date"
          label={L.fields.end}
          value={endOn}
          onChange={(event) => setEndOn(event.target.value)}
          error={error !== null}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.actions.close}</Button>
        <Button type="submit" variant="contained" color="error" loading={terminate.isPending}>
          {L.actions.terminate}
        </Button>
      </DialogActions>
      {dialog}
    </form>
  );
}

/** « Résilier »: the end date, a month's notice and the commitment at the least, confirmed before it is sent. */
export function TerminateDialog({ id, earliest, open, onClose }: { id: number; earliest: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.terminateTitle}</DialogTitle>
      {open && <TerminateForm id={id} earliest={earliest} onClose={onClose} />}
    </Dialog>
  );
}
