import { keyOperations as op } from '@hubgrade/domain/keys/operations';
import type { KeyAssignmentBody, KeyAssignmentQuery } from '@hubgrade/domain/keys/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type KeyAssignmentListQuery = Partial<Omit<KeyAssignmentQuery, 'after'>>;

/** GET /key_tarif/{id}/assignments: who holds, or held, the keys of one tariff. */
export function useKeyAssignments(tariffId: number, query: KeyAssignmentListQuery) {
  return useQuery({
    queryKey: keyOf(op.listAssignments, { tariffId, query }),
    queryFn: ({ signal }) => callPage(op.listAssignments, { params: { id: tariffId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /key_tarif/{id}/members?search=: the members a key of this tariff may go to. */
export function useKeyMemberOptions(tariffId: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(op.memberOptions, { tariffId, search }),
    queryFn: ({ signal }) => call(op.memberOptions, { params: { id: tariffId }, query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /key_tarif/{id}/assignments; every key list reloads (the price list counts what is held). */
export function useAssignKey(tariffId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KeyAssignmentBody) => call(op.assignKey, { params: { id: tariffId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** POST /key_assignments/{id}/return: marks the key returned today. */
export function useReturnKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.returnKey, { params: { id }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
