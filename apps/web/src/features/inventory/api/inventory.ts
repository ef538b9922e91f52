import { pathOf } from '@hubgrade/domain/common/operation';
import { inventoryOperations as op } from '@hubgrade/domain/inventory/operations';
import type { InventoryInput, InventoryQuery, InventorySignBody } from '@hubgrade/domain/inventory/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';
import { openUpload } from '../../../ui/upload/use-object-url.ts';

export type InventoryListQuery = Partial<Omit<InventoryQuery, 'after'>>;

/** GET /edl: the reports of the caller's scope; the previous page stays while the next one loads. */
export function useInventories(query: InventoryListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /edl/options: the contracts still without an entry report. */
export function useInventoryOptions(enabled: boolean) {
  return useQuery({ queryKey: keyOf(op.options), queryFn: ({ signal }) => call(op.options, { signal }), enabled });
}

/** GET /edl/{id}. */
export function useInventory(id: number) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }) });
}

function useInventoryMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /edl: a contract's entry report. */
export const useCreateInventory = () => useInventoryMutation((contract: number) => call(op.create, { body: { contract } }));
/** PUT /edl/{id}: the rooms and items of a draft. */
export const useSaveInventory = () =>
  useInventoryMutation(({ id, body }: { id: number; body: InventoryInput }) => call(op.save, { params: { id }, body: body as never }));
/** POST /edl/{id}/exit: the exit report made from the entry report. */
export const useCreateExitInventory = () => useInventoryMutation((id: number) => call(op.createExit, { params: { id } }));
/** POST /edl/{id}/signatures: a party signs; the second signature makes the report « Signé ». */
export const useSignInventory = () =>
  useInventoryMutation(({ id, body }: { id: number; body: InventorySignBody }) => call(op.sign, { params: { id }, body }));

/** POST /edl/{id}/signatures/code: the tenant's one-time code, mailed once staff have signed. */
export const useSendInventoryCode = () => useInventoryMutation((id: number) => call(op.sendCode, { params: { id } }));

/** Opens the signed report's PDF (GET /edl/{id}/pdf). */
export function openInventoryPdf(id: number): Promise<void> {
  return openUpload(pathOf(op.pdf, { id }));
}
