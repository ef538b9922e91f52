import { PAYMENT_METHOD_LABELS } from '@hubgrade/domain/billing/labels';
import { PAYMENT_METHODS, type PaymentMethod } from '@hubgrade/domain/billing/rules';
import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { formatCents, parseEuros } from '@hubgrade/domain/format/money';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useInvoice, useRecordPayment } from '../api/invoices.ts';
import { fieldMessagesByPath } from './field-messages.ts';

/** The form, drawn once the invoice's amount due is known: the amount starts at it. */
function PaymentForm({
  invoiceId,
  dueCents,
  onDone,
  onCancel,
}: {
  invoiceId: number;
  dueCents: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const snackbar = useSnackbar();
  const pay = useRecordPayment();
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [amount, setAmount] = useState(centsToEurosText(dueCents));
  const [paidOn, setPaidOn] = useState(() => parisDay());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseEuros(amount);
    if (amountCents === null) return setErrors({ amountCents: L.payment.amountInvalid });
    setErrors({});
    setFailure(null);
    pay.mutate(
      { id: invoiceId, body: { method, amountCents, paidOn, reference: reference.trim() || undefined } },
      {
        onSuccess: () => {
          snackbar.success({ message: L.payment.done });
          onDone();
        },
        // A refused field is shown beside what was typed; a refusal of the flow (409) above the form.
        onError: (error) => {
          const fields = fieldMessagesByPath(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            setFailure(error instanceof ApiError && error.status > 0 ? error.message : SNACKBAR_LABELS.error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography color="textSecondary">{L.payment.due(formatCents(dueCents))}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField select label={L.payment.method} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={L.payment.amount}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amountCents)}
          helperText={errors.amountCents}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          }}
        />
        <TextField
          required
          type="date"
          label={L.payment.date}
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          error={Boolean(errors.paidOn)}
          helperText={errors.paidOn}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={L.payment.reference}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={Boolean(errors.reference)}
          helperText={errors.reference}
          slotProps={{ htmlInput: { maxLength: 140 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{L.payment.cancel}</Button>
        <Button type="submit" variant="contained" disabled={pay.isPending}>
          {L.payment.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Record a payment (transfer, direct debit, card, cheque, cash): the amount defaults to what is due, the date to today. */
export function PaymentDialog({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const sheet = useInvoice(invoiceId ?? 0, invoiceId !== null);
  const cancel = () => {
    snackbar.cancel();
    onClose();
  };
  return (
    <Dialog open={invoiceId !== null} onClose={cancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {L.payment.title}
        {sheet.data ? ` · ${sheet.data.fullNumber}` : ''}
      </DialogTitle>
      {sheet.data && invoiceId !== null ? (
        <PaymentForm key={invoiceId} invoiceId={invoiceId} dueCents={sheet.data.totals.dueCents} onDone={onClose} onCancel={cancel} />
      ) : (
        <DialogContent>
          {sheet.isError ? (
            <Alert severity="error">{SNACKBAR_LABELS.error}</Alert>
          ) : (
            <CircularProgress size={24} aria-label={L.credit.loading} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
