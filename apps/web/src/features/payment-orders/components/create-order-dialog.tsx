import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { apiMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateDirectDebitOrder } from '../api/payment-orders.ts';

/** The brand whose due invoices are gathered, and the day the bank debits them. */
export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateDirectDebitOrder();
  const { run, dialog } = useMutationFeedback();
  const navigate = useNavigate();
  const [brandId, setBrandId] = useState('0');
  const [collectionDate, setCollectionDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = () =>
    run(
      create,
      { brandId: Number(brandId), collectionDate },
      {
        success: (order) => L.created(order.itemCount),
        onSuccess: (order) => {
          onClose();
          void navigate(`/ordres/prelevement/${order.id}`);
        },
        onError: (error) => setErrors(error instanceof ApiError ? error.errors : {}),
        error: apiMessage,
      },
    );
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>{L.createDialog.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={L.createDialog.brand}
            type="number"
            value={brandId}
            onChange={(e) => setBrandId(e.target.value)}
            error={Boolean(errors.brandId)}
            helperText={errors.brandId?.[0]}
            slotProps={{ htmlInput: { min: 0 } }}
          />
          <TextField
            label={L.fields.collectionDate}
            type="date"
            value={collectionDate}
            onChange={(e) => setCollectionDate(e.target.value)}
            error={Boolean(errors.collectionDate)}
            helperText={errors.collectionDate?.[0]}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button variant="contained" disabled={create.isPending} onClick={() => void submit()}>
            {L.createDialog.submit}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
