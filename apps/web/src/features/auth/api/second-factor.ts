import { authOperations as op } from '@hubgrade/domain/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { startSession } from '../../../lib/session.ts';

/** POST /login_check/totp: the app's code or a recovery code, with the password's challenge; the token opens the session. */
export function useSecondFactor() {
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) => call(op.signInSecondFactor, { body }),
    onSuccess: ({ token }) => startSession(token),
  });
}

/** POST /login_check/totp/enrolment: the key of an administrator who must enrol before anything else. */
export function useSignInEnrolment() {
  return useMutation({ mutationFn: (challenge: string) => call(op.signInEnrolment, { body: { challenge } }) });
}

/** POST /login_check/totp/enrolment/confirm: the session token and the recovery codes, shown before the session opens. */
export function useConfirmSignInEnrolment() {
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) => call(op.confirmSignInEnrolment, { body }),
  });
}
