import type { Signature } from '@hubgrade/domain/signatures/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const signatureQuery = (contractId: number, signatureId: number) =>
  queryOptions({
    queryKey: ['signatures', contractId, signatureId],
    queryFn: ({ signal }) => api<Signature>(`/bookings/${contractId}/signatures/${signatureId}`, { signal }),
  });

/** GET /bookings/{id}/signatures/{signatureId}: the signature and the link its frame embeds. */
export function useSignature(contractId: number, signatureId: number) {
  return useQuery(signatureQuery(contractId, signatureId));
}
