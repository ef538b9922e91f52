import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateOrder } from '../api/payment-orders.ts';
import { FormDialog, useFieldErrors } from './form-dialog.tsx';

/** The brand whose items due are gathered, and the day the bank debits or pays them; the new order opens. */
export function CreateOrderDialog({ kind, onClose }: { kind: PaymentOrderKind; onClose: () => void }) {
  const create = useCreateOrder(kind);
  const navigate = useNavigate();
  const [brandId, setBrandId] = useState('0');
  const [collectionDate, setCollectionDate] = useState('');
  const { field, onError } = useFieldErrors();
  return (
    <FormDialog
      title={L.byKind[kind].create}
      mutation={create}
      variables={{ brandId: Number(brandId), collectionDate }}
      success={(order) => L.byKind[kind].created(order.itemCount)}
      onSuccess={(order) => void navigate(`/ordres/${kind}/${order.id}`)}
      onError={onError}
      onClose={onClose}
      submitLabel={L.createDialog.submit}
    >
      <TextField
        label={L.createDialog.brand}
        type="number"
        value={brandId}
        onChange={(e) => setBrandId(e.target.value)}
        {...field('brandId')}
        slotProps={{ htmlInput: { min: 0 } }}
      />
      <TextField
        label={L.byKind[kind].date}
        type="date"
        value={collectionDate}
        onChange={(e) => setCollectionDate(e.target.value)}
        {...field('collectionDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
