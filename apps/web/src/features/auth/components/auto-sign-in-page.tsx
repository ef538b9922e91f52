import { AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSignIn } from '../api/sign-in.ts';

/** /login/auto?email=&password= (spec shell §2.1): signs in and goes to the dashboard. */
export function AutoSignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { mutate } = signIn;
  const username = params.get('email') ?? '';
  const password = params.get('password') ?? '';
  const complete = username !== '' && password !== '';
  const started = useRef(false);

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true;
    // `replace` also takes the password out of the browser history.
    mutate({ username, password }, { onSuccess: () => navigate('/', { replace: true }) });
  }, [complete, username, password, mutate, navigate]);

  const failure = !complete ? F.autoSignInMissing : signIn.isError ? signIn.error.message : null;
  if (failure) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Alert severity="error" data-testid="auto-sign-in-error">
          {failure}
        </Alert>
        <Button component={Link} to="/connexion" variant="contained">
          {F.goToSignIn}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} />
      <Typography color="textSecondary">{F.autoSignInPending}</Typography>
    </Box>
  );
}
