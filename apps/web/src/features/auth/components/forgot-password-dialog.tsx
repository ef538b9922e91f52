import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import { ZEmail } from '@hubgrade/domain/auth/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useBrand } from '../../../lib/brand.ts';
import { DialogSuccess } from '../../../ui/dialog-success.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { usePasswordRequest } from '../api/password-request.ts';

const ZForgotForm = z.object({ email: ZEmail });

interface Props {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

/**
 * Spec shell §2.7 and §4: a form, then a confirmation that reads the same whether or not the
 * account exists, whatever the API answered.
 */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: Props) {
  const { brand } = useBrand();
  const request = usePasswordRequest();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ZForgotForm),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });
  const { reset: resetRequest } = request;

  useEffect(() => {
    if (!open) return;
    reset({ email: initialEmail });
    resetRequest();
  }, [open, initialEmail, reset, resetRequest]);

  const done = request.isSuccess || request.isError;
  const submit = handleSubmit(({ email }) => request.mutate({ email, brand: brand?.id ?? null }));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <DialogTitle id="forgot-password-title">{F.forgotTitle}</DialogTitle>
      {done ? (
        <DialogSuccess message={AUTH_LABELS.passwordRequestSuccess} testId="password-request-done" onClose={onClose} />
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
            <Typography color="textSecondary" variant="body2">
              {F.forgotIntro}
            </Typography>
            <FormTextField control={control} name="email" label={F.email} type="email" autoComplete="email" autoFocus />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{SHELL_LABELS.cancel}</Button>
            <Button type="submit" variant="contained" loading={request.isPending}>
              {F.forgotSubmit}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
