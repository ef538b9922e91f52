import { authOperations as op } from '@hubgrade/domain/auth/operations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** POST /users/confirm with the token of the confirmation mail; it enables the account. */
export function useAccountConfirmation() {
  return useMutation({
    mutationFn: (token: string) => call(op.confirmAccount, { body: { token } }),
  });
}
