import { parseEuros } from '@hubgrade/domain/format/money';
import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreateOtherPayment } from '../api/payment-orders.ts';
import { FormDialog, useFieldErrors } from './form-dialog.tsx';

const F = L.fields;

/** A one-off payment: who, their account, how much (typed in euros, sent in cents), why and when. */
export function OtherPaymentDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateOtherPayment();
  const [form, setForm] = useState({ brandId: '0', beneficiary: '', iban: '', bic: '', amount: '', label: '', paymentDate: '' });
  const { field, onError } = useFieldErrors();
  const text = (name: keyof typeof form, label: string) => ({
    label,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  return (
    <FormDialog
      title={L.actions.newPayment}
      mutation={create}
      variables={{
        brandId: Number(form.brandId),
        beneficiary: form.beneficiary,
        iban: form.iban,
        bic: form.bic,
        amountCents: parseEuros(form.amount) ?? 0,
        label: form.label,
        paymentDate: form.paymentDate,
      }}
      success={L.otherPayments.created}
      onError={onError}
      onClose={onClose}
    >
      <TextField {...text('brandId', L.createDialog.brand)} type="number" {...field('brandId')} slotProps={{ htmlInput: { min: 0 } }} />
      <TextField {...text('beneficiary', F.beneficiary)} {...field('beneficiary')} />
      <TextField {...text('iban', F.iban)} {...field('iban')} />
      <TextField {...text('bic', F.bic)} {...field('bic')} />
      <TextField
        {...text('amount', F.amount)}
        {...field('amountCents')}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <TextField {...text('label', F.label)} {...field('label')} />
      <TextField
        {...text('paymentDate', F.paymentDate)}
        type="date"
        {...field('paymentDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
