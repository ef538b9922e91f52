import { serverErrorOperations as op } from '@hubgrade/domain/server-errors/operations';
import type { ServerErrorQuery } from '@hubgrade/domain/server-errors/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type ServerErrorListQuery = Partial<Omit<ServerErrorQuery, 'after'>>;

/** GET /server-errors: the previous page stays on screen while the next one loads. */
export function useServerErrors(query: ServerErrorListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /server-errors. */
export function usePurgeServerErrors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(op.purge),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
