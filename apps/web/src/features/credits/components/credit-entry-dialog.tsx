import { CREDIT_LABELS as L } from '@hubgrade/domain/credits/labels';
import type { ManualCreditKind } from '@hubgrade/domain/credits/rules';
import { type CreditOwnerType, ZCreditEntryForm } from '@hubgrade/domain/credits/schemas';
import { eurosToCents } from '@hubgrade/domain/format/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useAddCreditEntry } from '../api/credits.ts';

type Field = 'kind' | 'label' | 'amount';
interface Values {
  kind: ManualCreditKind;
  label: string;
  amount: string;
}

function parse(values: Values) {
  return ZCreditEntryForm.safeParse({
    kind: values.kind,
    label: values.label,
    amount: values.amount.trim() === '' ? undefined : Number(values.amount.replace(',', '.')),
  });
}

function EntryForm({ type, id, onClose }: { type: CreditOwnerType; id: number; onClose: () => void }) {
  const add = useAddCreditEntry(type, id);
  const snackbar = useSnackbar();
  const [values, setValues] = useState<Values>({ kind: 'grant', label: '', amount: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ kind: false, label: false, amount: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = parse(values);
  const fieldError = (field: Field) =>
    !touched[field] || parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const { kind, label, amount } = parsed.data;
    add.mutate(
      { kind, label, amount: eurosToCents(amount) },
      {
        onSuccess: () => {
          snackbar.success({ message: L.done[kind] });
          onClose();
        },
        onError: (error) => setServerError(error instanceof ApiError ? error.message : L.failed[kind]),
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {serverError !== null && (
          <Alert severity="error" data-testid="credit-entry-error">
            {serverError}
          </Alert>
        )}
        <TextField select required label={L.formKind} value={values.kind} onChange={change('kind')}>
          <MenuItem value="grant">{L.kinds.grant}</MenuItem>
          <MenuItem value="adjustment">{L.kinds.adjustment}</MenuItem>
        </TextField>
        <TextField
          required
          label={L.formLabel}
          value={values.label}
          onChange={change('label')}
          onBlur={() => setTouched((t) => ({ ...t, label: true }))}
          error={fieldError('label') !== undefined}
          helperText={fieldError('label')}
        />
        <TextField
          required
          type="number"
          label={L.formAmount}
          value={values.amount}
          onChange={change('amount')}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
          error={fieldError('amount') !== undefined}
          helperText={fieldError('amount') ?? (values.kind === 'adjustment' ? L.formAdjustmentHint : undefined)}
          slotProps={{ htmlInput: { step: 0.01, min: values.kind === 'grant' ? 0.01 : undefined } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!parsed.success || add.isPending}>
          {L.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Grant a pack of credits, or adjust the balance, of a company or a member (staff only). */
export function CreditEntryDialog({ open, type, id, onClose }: { open: boolean; type: CreditOwnerType; id: number; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 500 } } }} aria-labelledby="credit-entry-title">
      <DialogTitle id="credit-entry-title">{L.grantTitle}</DialogTitle>
      {open && <EntryForm type={type} id={id} onClose={onClose} />}
    </Dialog>
  );
}
