import { authOperations as op } from '@hubgrade/domain/auth/operations';
import type { LoginBody } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { startSession } from '../../../lib/session.ts';

export function signIn(body: LoginBody) {
  return call(op.signIn, { body });
}

/** POST /login_check, then the token opens the session (cookie of spec shell §9). */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    // An account with a second factor gets a challenge instead: the form goes on to its code.
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer.token);
    },
  });
}

/**
 * /login/auto without an email (spec shell §2.1): its password parameter is then a session token
 * handed over by another page of the platform. GET /user/my checks it before it opens the session,
 * so that a bad link leaves any current session as it was.
 */
export function useTokenSignIn() {
  return useMutation({
    mutationFn: (token: string) => call(op.me, { token }),
    onSuccess: (_, token) => startSession(token),
  });
}
