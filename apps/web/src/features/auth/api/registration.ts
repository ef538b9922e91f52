import { authOperations as op } from '@hubgrade/domain/auth/operations';
import type { RegistrationBody } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** POST /users with the `hubgrade_registration` wrapper and the host's brand. */
export function useRegistration() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => call(op.register, { body }),
  });
}
