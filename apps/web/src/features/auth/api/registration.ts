import type { RegistrationAnswer, RegistrationBody } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /users with the `hubgrade_registration` wrapper and the host's brand. */
export function useRegistration() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => api<RegistrationAnswer>('/users', { method: 'POST', body }),
  });
}
