import type { Mandate, MandateList, MandateQuery } from '@hubgrade/domain/signatures/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

const MANDATES = 'mandates';

export type MandateListQuery = Pick<MandateQuery, 'page' | 'sortBy' | 'sortDesc' | 'search' | 'state' | 'after'>;

export const mandatesQuery = (query: MandateListQuery) =>
  queryOptions({
    queryKey: [MANDATES, 'list', query],
    queryFn: ({ signal }) => api<MandateList>('/mandates', { query: { ...query }, signal }),
  });

/** GET /mandates; the previous page stays on screen while the next one loads. */
export function useMandates(query: MandateListQuery) {
  return useQuery({ ...mandatesQuery(query), placeholderData: keepPreviousData });
}

/** DELETE /mandates/{id}: the mandate is kept with its removal date; the contract goes back to Manuel. */
export function useRemoveMandate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Mandate>(`/mandates/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MANDATES] }),
  });
}
