import type { MessageAnswer } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /users/reset/password with the mailed token and the new password twice. */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; plainPassword: { first: string; second: string } }) =>
      api<MessageAnswer>('/users/reset/password', { method: 'POST', body }),
  });
}
