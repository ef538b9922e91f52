import type { Suggestion, SuggestionBody, SuggestionList } from '@hubgrade/domain/ads/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

const SUGGESTIONS = 'suggestions';

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
    queryKey: [SUGGESTIONS, 'list', query],
    queryFn: ({ signal }) => api<SuggestionList>('/suggestions', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /suggestion {suggest: {user, intro, ads}}: stored and mailed to the tenant. */
export function useSendSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SuggestionBody) => api<Suggestion>('/suggestion', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SUGGESTIONS] }),
  });
}
