import { adOperations as op } from '@hubgrade/domain/ads/operations';
import type { AdGroupListQuery } from '@hubgrade/domain/ads/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

export type AdGroupListParams = Partial<Omit<AdGroupListQuery, 'after'>>;

/** GET /annonces-groups: the groups of the viewer's scope. */
export function useAdGroups(query: AdGroupListParams) {
  return useQuery({
    queryKey: keyOf(op.listGroups, query),
    queryFn: ({ signal }) => call(op.listGroups, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdGroup(id: number) {
  return useQuery({
    queryKey: keyOf(op.findGroup, { id }),
    queryFn: ({ signal }) => call(op.findGroup, { params: { id }, signal }),
  });
}

/** A group change reloads every read of groups: the list, the sheets and a landlord's groups. */
function useGroupMutation<A, R>(mutate: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: () =>
      Promise.all([op.listGroups, op.findGroup, op.groupsOfUser].map((groups) => client.invalidateQueries({ queryKey: keyOf(groups) }))),
  });
}

export const useCreateAdGroup = () =>
  useGroupMutation((body: { name: string; title: string | null; userId: number }) => call(op.createGroup, { body }));

export const useRenameAdGroup = () =>
  useGroupMutation(({ id, name, title }: { id: number; name: string; title: string | null }) =>
    call(op.renameGroup, { params: { id }, body: { name, title } }),
  );
