import { contractOperations } from '@hubgrade/domain/contracts/operations';
import { signatureOperations as op } from '@hubgrade/domain/signatures/operations';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

export const signatureQuery = (contractId: number, signatureId: number) =>
  queryOptions({
    queryKey: keyOf(op.findSignature, { id: contractId, signatureId }),
    queryFn: ({ signal }) => call(op.findSignature, { params: { id: contractId, signatureId }, signal }),
  });

/** GET /bookings/{id}/signatures/{signatureId}: the signature and the link its frame embeds. */
export function useSignature(contractId: number, signatureId: number) {
  return useQuery(signatureQuery(contractId, signatureId));
}

/** Once the signer signs or declines, the signature and the contract (its state, its file) are read again. */
export function useSignatureSettled(contractId: number, signatureId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: signatureQuery(contractId, signatureId).queryKey });
    void client.invalidateQueries({ queryKey: areaKey(contractOperations) });
  };
}
