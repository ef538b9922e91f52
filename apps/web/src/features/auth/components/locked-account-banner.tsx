import { AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** Spec shell §2.7: after several failed sign-ins the account is blocked for a while; resetting the password opens it at once. */
export function LockedAccountBanner({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <Alert severity="warning" sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }} data-testid="locked-account">
      <AlertTitle>{F.lockedTitle}</AlertTitle>
      {message}
      <Button variant="outlined" color="warning" size="small" onClick={onReset} sx={{ mt: 1.5, display: 'flex' }}>
        {F.resetPassword}
      </Button>
    </Alert>
  );
}
