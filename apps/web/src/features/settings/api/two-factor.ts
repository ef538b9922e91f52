import { authOperations as op } from '@hubgrade/domain/auth/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

/** GET /user/my/totp: whether the signed-in user has the second factor, their recovery codes left, and whether it is required. */
export function useTwoFactor() {
  return useQuery({ queryKey: keyOf(op.twoFactor), queryFn: ({ signal }) => call(op.twoFactor, { signal }) });
}

function useInvalidateStatus() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(op.twoFactor) });
}

/** POST /user/my/totp: a new key to scan, pending until its first code. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => call(op.startTwoFactor) });
}

/** POST /user/my/totp/confirm: the first code enables it; the answer holds the recovery codes, shown once. */
export function useConfirmTwoFactor() {
  const invalidate = useInvalidateStatus();
  return useMutation({ mutationFn: (code: string) => call(op.confirmTwoFactor, { body: { code } }), onSuccess: invalidate });
}

/** POST /user/my/totp/disable, with a current code. */
export function useDisableTwoFactor() {
  const invalidate = useInvalidateStatus();
  return useMutation({ mutationFn: (code: string) => call(op.disableTwoFactor, { body: { code } }), onSuccess: invalidate });
}

/** POST /user/my/totp/recovery_codes, with a current code: ten new codes replace the old ones. */
export function useRegenerateRecoveryCodes() {
  const invalidate = useInvalidateStatus();
  return useMutation({ mutationFn: (code: string) => call(op.regenerateRecoveryCodes, { body: { code } }), onSuccess: invalidate });
}
