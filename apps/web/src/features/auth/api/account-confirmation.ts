import type { MessageAnswer } from '@hubgrade/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /users/confirm with the token of the confirmation mail; it enables the account. */
export function useAccountConfirmation() {
  return useMutation({
    mutationFn: (token: string) => api<MessageAnswer>('/users/confirm', { method: 'POST', body: { token } }),
  });
}
