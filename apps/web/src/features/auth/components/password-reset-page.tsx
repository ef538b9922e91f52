import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import { ZPasswordPair } from '@hubgrade/domain/auth/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useConfirmationCheck } from '../../../lib/confirmation-check.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { usePasswordReset } from '../api/password-reset.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

/** /reinitialisation/:token, opened from the password-reset mail. */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const reset = usePasswordReset();
  const [requesting, setRequesting] = useState(false);
  const form = useForm({ resolver: zodResolver(ZPasswordPair), defaultValues: { first: '', second: '' }, mode: 'onTouched' });
  const { control, handleSubmit, setError } = form;
  useConfirmationCheck(form, 'first', 'second');
  const failure = reset.error instanceof ApiError ? reset.error : null;

  const submit = handleSubmit((plainPassword) =>
    reset.mutate(
      { token, plainPassword },
      {
        onError: (error) => {
          if (error instanceof ApiError) applyFieldErrors(error, setError, ['first', 'second'], 'plainPassword');
        },
      },
    ),
  );

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {F.resetTitle}
      </Typography>
      {reset.isSuccess ? (
        <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
          <Alert severity="success" data-testid="password-reset-done">
            {AUTH_LABELS.passwordChanged}
          </Alert>
          <Button component={Link} to="/connexion" variant="contained" size="large">
            {AUTH_LABELS.signIn}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, mt: 1 }}>
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {F.resetIntro}
          </Typography>
          {failure && (
            <Alert
              severity="error"
              data-testid="password-reset-error"
              action={
                <Button color="inherit" size="small" onClick={() => setRequesting(true)}>
                  {F.requestNewLink}
                </Button>
              }
            >
              {failure.message}
            </Alert>
          )}
          <PasswordField
            control={control}
            name="first"
            label={F.newPassword}
            autoComplete="new-password"
            helperText={F.passwordHint}
            autoFocus
          />
          <PasswordField control={control} name="second" label={F.passwordConfirmation} autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            {F.resetSubmit}
          </Button>
          <Button component={Link} to="/connexion">
            {F.goToSignIn}
          </Button>
        </Box>
      )}
      <ForgotPasswordDialog open={requesting} initialEmail="" onClose={() => setRequesting(false)} />
    </>
  );
}
