import { signatureOperations as op } from '@hubgrade/domain/signatures/operations';
import type { MandateQuery } from '@hubgrade/domain/signatures/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

export type MandateListQuery = Pick<MandateQuery, 'page' | 'sortBy' | 'sortDesc' | 'search' | 'state' | 'after'>;

export const mandatesQuery = (query: MandateListQuery) =>
  queryOptions({
    queryKey: keyOf(op.listMandates, query),
    queryFn: ({ signal }) => call(op.listMandates, { query, signal }),
  });

/** GET /mandates; the previous page stays on screen while the next one loads. */
export function useMandates(query: MandateListQuery) {
  return useQuery({ ...mandatesQuery(query), placeholderData: keepPreviousData });
}

/** DELETE /mandates/{id}: the mandate is kept with its removal date; the contract goes back to Manuel. */
export function useRemoveMandate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.removeMandate, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(op.listMandates) }),
  });
}
