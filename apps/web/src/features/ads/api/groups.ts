import type { AdGroup, AdGroupList, AdGroupListQuery } from '@hubgrade/domain/ads/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

const GROUPS = 'ad-groups';

export type AdGroupListParams = Partial<Omit<AdGroupListQuery, 'after'>>;

/** GET /annonces-groups: the groups of the viewer's scope. */
export function useAdGroups(query: AdGroupListParams) {
  return useQuery({
    queryKey: [GROUPS, 'list', query],
    queryFn: ({ signal }) => api<AdGroupList>('/annonces-groups', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdGroup(id: number) {
  return useQuery({
    queryKey: [GROUPS, 'detail', id],
    queryFn: ({ signal }) => api<AdGroup>(`/annonces-groups/${id}`, { signal }),
  });
}

function useGroupMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: [GROUPS] }) });
}

export const useCreateAdGroup = () =>
  useGroupMutation((body: { name: string; title: string | null; userId: number }) =>
    api<AdGroup>('/annonces-groups', { method: 'POST', body }),
  );

export const useRenameAdGroup = () =>
  useGroupMutation(({ id, name, title }: { id: number; name: string; title: string | null }) =>
    api<AdGroup>(`/annonces-groups/${id}`, { method: 'PATCH', body: { name, title } }),
  );
