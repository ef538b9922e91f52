import { AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import type { LoginBody } from '@hubgrade/domain/auth/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { lazyChunk } from '../../../lib/chunk-reload.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useSignIn } from '../api/sign-in.ts';

/**
 * The form's schema (and the validation library with it) and the refusal messages load once the
 * visitor starts typing: the page draws without them, and they are there by the time the form is sent.
 */
const loadResolver = () => import('./sign-in-schema.ts').then((m) => m.signInResolver);
const loadError = () => import('./sign-in-error.tsx');
const resolver: Resolver<LoginBody> = async (values, context, options) => (await loadResolver())(values, context, options);
const SignInError = lazyChunk(loadError, (m) => m.SignInError);
// Only accounts with a second factor see its step: it loads once the password has been taken.
const SecondFactorStep = lazyChunk(
  () => import('./second-factor-step.tsx'),
  (m) => m.SecondFactorStep,
);
const EnrolmentStep = lazyChunk(
  () => import('./second-factor-step.tsx'),
  (m) => m.EnrolmentStep,
);

function preload() {
  void loadResolver();
  void loadError();
}

export function SignInForm({
  onForgotPassword,
  onSecondStep,
}: {
  onForgotPassword: (email: string) => void;
  /** The password was taken and the second factor's step shows (or leaves, back to the password). */
  onSecondStep?: (active: boolean) => void;
}) {
  const { control, handleSubmit, getValues } = useForm<LoginBody>({
    resolver,
    defaultValues: { username: '', password: '' },
    // Checked on submit only: leaving the empty form for a dialog must not flag it.
    mode: 'onSubmit',
  });
  const signIn = useSignIn();
  const error = signIn.error instanceof ApiError ? signIn.error : null;
  const forgot = () => onForgotPassword(getValues('username').trim());
  const challenge = signIn.data && 'challenge' in signIn.data ? signIn.data : null;
  const stepping = challenge !== null;
  useEffect(() => onSecondStep?.(stepping), [onSecondStep, stepping]);

  if (challenge) {
    const back = () => signIn.reset();
    return (
      <Suspense fallback={null}>
        {challenge.secondFactor === 'code' ? (
          <SecondFactorStep challenge={challenge.challenge} onBack={back} onReset={forgot} />
        ) : (
          <EnrolmentStep challenge={challenge.challenge} onBack={back} />
        )}
      </Suspense>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onInput={preload}
      onSubmit={handleSubmit((values) => signIn.mutate(values))}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {error && (
        <Suspense fallback={null}>
          <SignInError error={error} onReset={forgot} />
        </Suspense>
      )}
      <FormTextField control={control} name="username" label={F.email} type="email" autoComplete="username" autoFocus />
      <Box>
        <PasswordField control={control} name="password" label={F.password} autoComplete="current-password" />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <Button variant="text" size="small" onClick={forgot}>
            {AUTH_LABELS.forgotPassword}
          </Button>
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
        {AUTH_LABELS.signIn}
      </Button>
    </Box>
  );
}
