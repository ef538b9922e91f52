import { accountingOperations as op } from '@hubgrade/domain/accounting/operations';
import type { OperationQuery, ReverseBody } from '@hubgrade/domain/accounting/schemas';
import { pathOf } from '@hubgrade/domain/common/operation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { getToken } from '../../../lib/session-store.ts';

export type OperationListQuery = Partial<Omit<OperationQuery, 'after'>>;

/** GET /operations: the previous page stays on screen while the next one loads. */
export function useOperations(query: OperationListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /operations/{id}. */
export function useOperation(id: number) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }) });
}

/** GET /operations/fec/years, once the export dialog opens. */
export function useFecYears(enabled: boolean) {
  return useQuery({ queryKey: keyOf(op.fecYears), queryFn: ({ signal }) => call(op.fecYears, { signal }), enabled });
}

/** POST /operations/{id}/reverse: the list and both sheets change. */
export function useReverseOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReverseBody }) => call(op.reverse, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** The name the server gives the file (Content-Disposition), the exact UTF-8 one first. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * GET /operations/fec: the file is read with the session's token, then saved under the name the
 * server gives it ({SIREN}FEC{closing date}.txt).
 */
export async function downloadFec(year: number): Promise<void> {
  const token = getToken();
  const path = `${pathOf(op.fec)}?year=${year}`;
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? response.statusText);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), `FEC${year}.txt`));
}
