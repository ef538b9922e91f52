import { AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import { isSafeRedirect } from '@hubgrade/domain/auth/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { SignInForm } from './sign-in-form.tsx';

// Most visitors only sign in: the registration and forgotten-password forms load when someone opens them.
const RegistrationDialog = lazyDialog(
  () => import('./registration-dialog.tsx').then((m) => m.RegistrationDialog),
  (props) => props.open,
);
const ForgotPasswordDialog = lazyDialog(
  () => import('./forgot-password-dialog.tsx').then((m) => m.ForgotPasswordDialog),
  (props) => props.open,
);

/** /connexion (spec shell §2.1); a signed-in visitor goes on to `?redirect=` when it is safe, else to /. */
export function SignInPage() {
  const { token } = useSession();
  const [params] = useSearchParams();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  // A new key per opening gives a fresh form, while closing keeps the dialog for its exit transition.
  const [registrationKey, setRegistrationKey] = useState(0);

  if (token) {
    const redirect = params.get('redirect');
    return <Navigate to={isSafeRedirect(redirect) ? redirect : '/'} replace />;
  }

  const openRegistration = () => {
    setRegistrationKey((key) => key + 1);
    setRegistering(true);
  };

  return (
    <>
      <Box sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {F.signInTitle}
        </Typography>
        <Typography color="textSecondary">{F.signInSubtitle}</Typography>
      </Box>
      <SignInForm onForgotPassword={setForgotEmail} onSecondStep={setSecondStep} />
      {/* Past the password, the page is about the second factor only. */}
      {!secondStep && (
        <>
          <Box component="hr" sx={{ my: 3, border: 0, borderTop: 1, borderColor: 'divider' }} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" color="textSecondary">
              {F.noAccount}
            </Typography>
            <Button variant="outlined" size="small" onClick={openRegistration}>
              {AUTH_LABELS.register}
            </Button>
          </Box>
        </>
      )}
      <ForgotPasswordDialog open={forgotEmail !== null} initialEmail={forgotEmail ?? ''} onClose={() => setForgotEmail(null)} />
      <RegistrationDialog key={registrationKey} open={registering} onClose={() => setRegistering(false)} />
    </>
  );
}
