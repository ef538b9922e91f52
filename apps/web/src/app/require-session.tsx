import type { ReactNode } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { type SignOutReason, useSession } from '../lib/session.ts';

/** Where a signed-out visitor goes: back here after signing in, unless they chose to leave. */
function signInTarget(location: Location, signedOutBy: SignOutReason | null): string {
  const path = `${location.pathname}${location.search}${location.hash}`;
  if (signedOutBy === 'user' || path === '/') return '/connexion';
  return `/connexion?${new URLSearchParams({ redirect: path })}`;
}

/** Spec shell §6: unauthenticated users are sent to /connexion. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token, signedOutBy } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={signInTarget(location, signedOutBy)} replace />;
  return children;
}
