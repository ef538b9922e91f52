import { authOperations as op } from '@hubgrade/domain/auth/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

/** GET /users/{id}/totp: whether the member's second factor is on. */
export function useMemberTwoFactor(id: number) {
  return useQuery({
    queryKey: keyOf(op.memberTwoFactor, { id }),
    queryFn: ({ signal }) => call(op.memberTwoFactor, { params: { id }, signal }),
  });
}

/** DELETE /users/{id}/totp: the member signs in with their password again and sets up a new second factor. */
export function useResetMemberTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.resetMemberTwoFactor, { params: { id } }),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: keyOf(op.memberTwoFactor, { id }) }),
  });
}
