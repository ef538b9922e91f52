import type { MessageAnswer } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /users/request/password/token: the screen shows the same success whatever the answer. */
export function usePasswordRequest() {
  return useMutation({
    mutationFn: (body: { email: string; brand: number | null }) =>
      api<MessageAnswer>('/users/request/password/token', { method: 'POST', body }),
  });
}
