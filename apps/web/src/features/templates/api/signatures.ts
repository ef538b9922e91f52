import { ZSignature } from '@hubgrade/domain/signatures/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const signatureQuery = (contractId: number, signatureId: number) =>
  queryOptions({
    queryKey: ['signatures', contractId, signatureId],
    queryFn: ({ signal }) => api(`/bookings/${contractId}/signatures/${signatureId}`, { signal, schema: ZSignature }),
  });

/** GET /bookings/{id}/signatures/{signatureId}: the signature and the link its frame embeds. */
export function useSignature(contractId: number, signatureId: number) {
  return useQuery(signatureQuery(contractId, signatureId));
}
