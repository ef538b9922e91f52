import Alert from '@mui/material/Alert';
import type { ApiError } from '../../../lib/api-error.ts';
import { LockedAccountBanner } from './locked-account-banner.tsx';

const LOCKED = 423;

/** What a refused sign-in says: the locked-account banner (spec shell §2.7) or the API's message. */
export function SignInError({ error, onReset }: { error: ApiError; onReset: () => void }) {
  if (error.status === LOCKED) return <LockedAccountBanner message={error.message} onReset={onReset} />;
  return (
    <Alert severity="error" data-testid="sign-in-error">
      {error.message}
    </Alert>
  );
}
