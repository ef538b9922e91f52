import { isSafeRedirect } from '@hubgrade/domain/auth/rules';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../lib/session.ts';

/**
 * /login, the authentication callback (spec shell §2.1): a signed-in visitor goes on to the
 * `redirect` target when it is a safe relative path, otherwise to /; anyone else signs in first.
 */
export function LoginCallback() {
  const { token } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const safe = isSafeRedirect(redirect) ? redirect : null;
  if (token) return <Navigate to={safe ?? '/'} replace />;
  return <Navigate to={safe ? `/connexion?${new URLSearchParams({ redirect: safe })}` : '/connexion'} replace />;
}
