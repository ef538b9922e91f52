import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { apiMessage, type FeedbackMutation, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';

/** The server's field refusals (a 400), shown under each field: `{...field('iban')}` on a TextField. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name]?.[0] });
  const onError = (error: Error) => setErrors(error instanceof ApiError ? error.errors : {});
  return { field, onError };
}

/** The order screens' small forms: fields, Annuler and the submit, the answer in a snackbar; closed once saved. */
export function FormDialog<V, D>({
  title,
  mutation,
  variables,
  success,
  onSuccess,
  onError,
  onClose,
  submitLabel = L.actions.save,
  children,
}: {
  title: string;
  mutation: FeedbackMutation<D, V> & { isPending: boolean };
  variables: V;
  success: string | ((answer: D) => string);
  onSuccess?: (answer: D) => void;
  onError: (error: Error) => void;
  onClose: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { run, dialog } = useMutationFeedback();
  const submit = () =>
    run(mutation, variables, {
      success,
      onSuccess: (answer) => {
        onClose();
        onSuccess?.(answer);
      },
      onError,
      error: apiMessage,
    });
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button variant="contained" disabled={mutation.isPending} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
