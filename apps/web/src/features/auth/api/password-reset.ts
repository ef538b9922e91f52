import { authOperations as op } from '@hubgrade/domain/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** POST /users/reset/password with the mailed token and the new password twice. */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; plainPassword: { first: string; second: string } }) => call(op.resetPassword, { body }),
  });
}
