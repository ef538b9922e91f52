import { brandOperations as op } from '@hubgrade/domain/brands/operations';
import type { BrandInput, BrandQuery, ModuleInput, ModuleQuery } from '@hubgrade/domain/brands/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type BrandListQuery = Partial<Omit<BrandQuery, 'after'>>;

/** GET /brands. */
export function useBrands(query: BrandListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /brands/{id}. */
export function useBrandSheet(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

export type ModuleListQuery = Partial<Omit<ModuleQuery, 'after'>>;

/** GET /modules: the catalogue, for the modules screen and the brand sheet's checkboxes. */
export function useModules(query: ModuleListQuery) {
  return useQuery({
    queryKey: keyOf(op.modules, query),
    queryFn: ({ signal }) => callPage(op.modules, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change of a brand changes the brands area, the catalogue's "used by" and, on this host's brand,
 * the theme and menu of the screen in use: the whole area is read again, the host's brand with it.
 */
function useBrandMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /brands. */
export const useCreateBrand = () => useBrandMutation((body: BrandInput) => call(op.create, { body }));
/** PUT /brands/{id}. */
export const useUpdateBrand = () =>
  useBrandMutation(({ id, body }: { id: number; body: BrandInput }) => call(op.update, { params: { id }, body }));
/** POST /modules. */
export const useCreateModule = () => useBrandMutation((body: ModuleInput) => call(op.createModule, { body }));
