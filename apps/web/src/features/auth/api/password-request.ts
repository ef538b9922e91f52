import { authOperations as op } from '@hubgrade/domain/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** POST /users/request/password/token: the screen shows the same success whatever the answer. */
export function usePasswordRequest() {
  return useMutation({
    mutationFn: (body: { email: string; brand: number | null }) => call(op.requestPasswordReset, { body }),
  });
}
