import { AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useAccountConfirmation } from '../api/account-confirmation.ts';

/** /confirmation/:token, opened from the registration mail: enables the account at once. */
export function AccountConfirmationPage() {
  const { token = '' } = useParams();
  const confirmation = useAccountConfirmation();
  const { mutate } = confirmation;
  // The link works once: a second call (React's development double effects) would report it used.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {F.confirmTitle}
      </Typography>
      {confirmation.isSuccess ? (
        <Alert severity="success" data-testid="confirmation-done">
          {AUTH_LABELS.accountConfirmed}
        </Alert>
      ) : confirmation.isError ? (
        <Alert severity="error" data-testid="confirmation-error">
          {confirmation.error.message}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography color="textSecondary">{F.confirmPending}</Typography>
        </Box>
      )}
      <Button component={Link} to="/connexion" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {AUTH_LABELS.signIn}
      </Button>
    </>
  );
}
