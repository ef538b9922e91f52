import { ACCOUNTING_LABELS as L } from '@hubgrade/domain/accounting/labels';
import type { Operation } from '@hubgrade/domain/accounting/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useReverseOperation } from '../api/operations.ts';

/** « Extourner »: the reversal's date (today by default) and label, confirmed, then the reversal's sheet. */
export function ReverseDialog({ operation, open, onClose }: { operation: Operation; open: boolean; onClose: () => void }) {
  const [date, setDate] = useState(() => parisDay());
  const [label, setLabel] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const reverse = useReverseOperation();
  const { run, dialog } = useMutationFeedback();
  const navigate = useNavigate();
  const titleId = useId();

  const submit = () =>
    run(
      reverse,
      { id: operation.id, body: { date, ...(label.trim() ? { label: label.trim() } : {}) } },
      {
        success: L.reversed,
        onSuccess: (reversal) => {
          onClose();
          navigate(`/operations/${reversal.id}`);
        },
        onError: (error) => setRefusal(fieldRefusal(error)),
      },
    );

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{L.reverseTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{L.reverseText}</DialogContentText>
          <TextField
            type="date"
            size="small"
            label={L.reverseDate}
            value={date}
            required
            error={refusal !== null}
            helperText={refusal ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: operation.date } }}
            onChange={(event) => {
              setDate(event.target.value);
              setRefusal(null);
            }}
          />
          <TextField
            size="small"
            label={L.reverseLabel}
            value={label}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            onChange={(event) => setLabel(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.cancel}</Button>
          <Button variant="contained" color="error" disabled={!date || reverse.isPending} onClick={() => void submit()}>
            {L.confirm}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
