import { adOperations as op } from '@hubgrade/domain/ads/operations';
import type { SuggestionBody } from '@hubgrade/domain/ads/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

export interface SuggestionListParams {
  page: number;
  itemsPerPage: number;
  sortBy: 'id';
  sortDesc: boolean;
  search?: string;
  userId?: number;
}

/** GET /suggestions: the suggestions sent in the viewer's scope, newest first. */
export function useSuggestions(query: SuggestionListParams) {
  return useQuery({
    queryKey: keyOf(op.listSuggestions, query),
    queryFn: ({ signal }) => call(op.listSuggestions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /suggestion {suggest: {user, intro, ads}}: stored and mailed to the tenant. */
export function useSendSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SuggestionBody) => call(op.sendSuggestion, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(op.listSuggestions) }),
  });
}
