import { AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSignIn, useTokenSignIn } from '../api/sign-in.ts';

/**
 * /login/auto?email=&password= (spec shell §2.1): signs in and goes to the dashboard. The email is
 * optional: without it, the password parameter is a session token (useTokenSignIn).
 */
export function AutoSignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const withPassword = useSignIn();
  const withToken = useTokenSignIn();
  const { mutate: signInWithPassword } = withPassword;
  const { mutate: signInWithToken } = withToken;
  const username = params.get('email') ?? '';
  const password = params.get('password') ?? '';
  const complete = password !== '';
  const started = useRef(false);

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true;
    // `replace` also takes the password or token out of the browser history.
    const onSuccess = () => navigate('/', { replace: true });
    if (username === '') signInWithToken(password, { onSuccess });
    // An account with a second factor signs in on the sign-in page, where its code is asked.
    else
      signInWithPassword(
        { username, password },
        { onSuccess: (answer) => ('token' in answer ? onSuccess() : navigate('/connexion', { replace: true })) },
      );
  }, [complete, username, password, signInWithPassword, signInWithToken, navigate]);

  const failure = !complete ? F.autoSignInMissing : (withPassword.error ?? withToken.error)?.message;
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
