import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import { ZEmail, ZLoginBody } from '@hubgrade/domain/auth/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { LockedAccountBanner } from './locked-account-banner.tsx';

/** The sign-in form checks the email's shape too (spec shell §5), not only its presence. */
const ZSignInForm = ZLoginBody.extend({ username: ZEmail });

const LOCKED = 423;

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { username: '', password: '' },
    // Checked on submit only: leaving the empty form for a dialog must not flag it.
    mode: 'onSubmit',
  });
  const signIn = useSignIn();
  const error = signIn.error instanceof ApiError ? signIn.error : null;
  const forgot = () => onForgotPassword(getValues('username').trim());

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} sx={{ display: 'grid', gap: 2.5 }}>
      {error?.status === LOCKED ? (
        <LockedAccountBanner message={error.message} onReset={forgot} />
      ) : error ? (
        <Alert severity="error" data-testid="sign-in-error">
          {error.message}
        </Alert>
      ) : null}
      <FormTextField control={control} name="username" label={F.email} type="email" autoComplete="username" autoFocus />
      <Box>
        <PasswordField control={control} name="password" label={F.password} autoComplete="current-password" />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Link component="button" type="button" variant="body2" underline="hover" onClick={forgot}>
            {AUTH_LABELS.forgotPassword}
          </Link>
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
        {AUTH_LABELS.signIn}
      </Button>
    </Box>
  );
}
