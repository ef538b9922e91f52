import type { LoginAnswer, LoginBody } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { startSession } from '../../../lib/session.ts';

export function signIn(body: LoginBody) {
  return api<LoginAnswer>('/login_check', { method: 'POST', body });
}

/** POST /login_check, then the token opens the session (cookie of spec shell §9). */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ token }) => startSession(token),
  });
}
