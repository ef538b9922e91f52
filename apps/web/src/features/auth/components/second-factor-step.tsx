import { TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import { isRecoveryCode, isTotpCode } from '@hubgrade/domain/auth/two-factor';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { lazyChunk } from '../../../lib/chunk-reload.ts';
import { startSession } from '../../../lib/session.ts';
import { OneTimeCodeField } from '../../../ui/one-time-code-field.tsx';
import { RecoveryCodesView } from '../../../ui/recovery-codes.tsx';
import { TwoFactorEnrolment } from '../../../ui/two-factor-enrolment.tsx';
import { useConfirmSignInEnrolment, useSecondFactor, useSignInEnrolment } from '../api/second-factor.ts';

const SignInError = lazyChunk(
  () => import('./sign-in-error.tsx'),
  (m) => m.SignInError,
);

/** A refusal of the code: the field's message for a 400, the locked banner or the message otherwise. */
function refusal(error: unknown): { field: string | null; banner: ApiError | null } {
  if (!(error instanceof ApiError)) return { field: null, banner: null };
  if (error.status === 400) return { field: error.errors.code?.[0] ?? error.errors.challenge?.[0] ?? error.message, banner: null };
  if (error.status === 401 && error.message === T.invalidCode) return { field: error.message, banner: null };
  return { field: null, banner: error };
}

/** Sign-in's second step: the app's six-digit code, or « Utiliser un code de secours ». */
export function SecondFactorStep({ challenge, onBack, onReset }: { challenge: string; onBack: () => void; onReset: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const verify = useSecondFactor();
  const { field, banner } = refusal(verify.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = recovery ? isRecoveryCode(code) : isTotpCode(code);
    if (!valid) {
      setFormatError(recovery ? T.codeFormat : T.codeOnlyFormat);
      return;
    }
    setFormatError(null);
    verify.mutate({ challenge, code });
  };
  const switchMode = () => {
    setRecovery((r) => !r);
    setCode('');
    setFormatError(null);
    verify.reset();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} aria-label={T.stepTitle}>
      <Box>
        <Typography variant="h6" component="h2">
          {T.stepTitle}
        </Typography>
        <Typography color="textSecondary">{recovery ? T.recoveryStepIntro : T.stepIntro}</Typography>
      </Box>
      {banner && (
        <Suspense fallback={null}>
          <SignInError error={banner} onReset={onReset} />
        </Suspense>
      )}
      <OneTimeCodeField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? T.codeOrRecovery : T.code}
        value={code}
        onChange={setCode}
        error={formatError ?? field}
        recovery={recovery}
      />
      <Button type="submit" variant="contained" size="large" loading={verify.isPending} fullWidth>
        {T.verify}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Button variant="text" size="small" onClick={switchMode}>
          {recovery ? T.useApp : T.useRecovery}
        </Button>
        <Button variant="text" size="small" onClick={onBack}>
          {T.back}
        </Button>
      </Box>
    </Box>
  );
}

/** An administrator whose brand requires the second factor enrols here, before the session opens. */
export function EnrolmentStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const start = useSignInEnrolment();
  const confirm = useConfirmSignInEnrolment();
  const { mutate } = start;
  useEffect(() => mutate(challenge), [mutate, challenge]);
  const confirmError = confirm.error instanceof ApiError ? (confirm.error.errors.code?.[0] ?? confirm.error.message) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {confirm.data ? T.recoveryTitle : T.enrolTitle}
        </Typography>
        {!confirm.data && <Typography color="textSecondary">{T.enrolIntro}</Typography>}
      </Box>
      {confirm.data ? (
        <RecoveryCodesView codes={confirm.data.recoveryCodes} doneLabel={T.continue} onDone={() => startSession(confirm.data.token)} />
      ) : start.data ? (
        <TwoFactorEnrolment
          setup={start.data}
          pending={confirm.isPending}
          error={confirmError}
          onConfirm={(code) => confirm.mutate({ challenge, code })}
          onCancel={onBack}
        />
      ) : start.error ? (
        <>
          <Alert severity="error">{start.error.message}</Alert>
          <Button onClick={onBack}>{T.back}</Button>
        </>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={T.enrolTitle} />
        </Box>
      )}
    </Box>
  );
}
