import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrder, PaymentOrderItem } from '@hubgrade/domain/payment-orders/schemas';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { apiMessage, fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useRejectItem } from '../api/payment-orders.ts';

/** The bank sent a debit back: its reason (an R-transaction code, a word) is asked before anything is written. */
export function RejectItemDialog({ order, item, onClose }: { order: PaymentOrder; item: PaymentOrderItem; onClose: () => void }) {
  const reject = useRejectItem();
  const { run, dialog } = useMutationFeedback();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    run(
      reject,
      { kind: order.kind, id: order.id, itemId: item.id, reason },
      { success: L.rejectedDebit, onSuccess: onClose, onError: (e) => setError(fieldRefusal(e)), error: apiMessage },
    );
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>{L.rejectDialog.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{L.rejectDialog.text(item.invoiceNumber ?? item.endToEndId)}</DialogContentText>
          <TextField
            label={L.fields.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error !== null}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button variant="contained" color="warning" disabled={reject.isPending} onClick={() => void submit()}>
            {L.rejectDialog.submit}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
