import type { CoworkingSpaceBody, CoworkingSpacePatch, CoworkingSpaceQuery } from '@hubgrade/domain/spaces/coworking-schemas';
import { spaceOperations as op } from '@hubgrade/domain/spaces/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type CoworkingListQuery = Partial<Omit<CoworkingSpaceQuery, 'after'>>;

/** GET /coworking: the coworking spaces' list. */
export function useCoworkingSpaces(query: CoworkingListQuery) {
  return useQuery({
    queryKey: keyOf(op.listCoworkingSpaces, query),
    queryFn: ({ signal }) => callPage(op.listCoworkingSpaces, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /coworking/{id}: the space and the contracts holding its seats. */
export function useCoworkingSpace(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findCoworkingSpace, { id }),
    queryFn: ({ signal }) => call(op.findCoworkingSpace, { params: { id }, signal }),
    enabled,
  });
}

/** POST /coworking. */
export function useCreateCoworkingSpace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CoworkingSpaceBody) => call(op.createCoworkingSpace, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** PATCH /patch/coworking/{id}. */
export function usePatchCoworkingSpace(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CoworkingSpacePatch) => call(op.patchCoworkingSpace, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
