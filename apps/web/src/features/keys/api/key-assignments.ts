import type {
  KeyAssignment,
  KeyAssignmentBody,
  KeyAssignmentList,
  KeyAssignmentQuery,
  KeyMemberOptions,
} from '@hubgrade/domain/keys/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';
import { KEYS } from './key-tariffs.ts';

export type KeyAssignmentListQuery = Partial<Omit<KeyAssignmentQuery, 'after'>>;

/** GET /key_tarif/{id}/assignments: who holds, or held, the keys of one tariff. */
export function useKeyAssignments(tariffId: number, query: KeyAssignmentListQuery) {
  return useQuery({
    queryKey: [KEYS, 'assignments', tariffId, query],
    queryFn: ({ signal }) =>
      fetchKeysetPage(`${KEYS}-assignments-${tariffId}`, query, (q) =>
        api<KeyAssignmentList>(`/key_tarif/${tariffId}/assignments`, { query: { ...q }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /key_tarif/{id}/members?search=: the members a key of this tariff may go to. */
export function useKeyMemberOptions(tariffId: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [KEYS, 'members', tariffId, search],
    queryFn: ({ signal }) => api<KeyMemberOptions>(`/key_tarif/${tariffId}/members`, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /key_tarif/{id}/assignments. */
export function useAssignKey(tariffId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KeyAssignmentBody) => api<KeyAssignment>(`/key_tarif/${tariffId}/assignments`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEYS] }),
  });
}

/** POST /key_assignments/{id}/return: marks the key returned today. */
export function useReturnKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<KeyAssignment>(`/key_assignments/${id}/return`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEYS] }),
  });
}
