import { catalogueOperations as op } from '@hubgrade/domain/catalogue/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/** GET /product_categories: the scope's categories in their order. */
export function useCategories() {
  return useQuery({ queryKey: keyOf(op.listCategories), queryFn: ({ signal }) => call(op.listCategories, { signal }) });
}

/** Every category change reloads the catalogue: the product lists show the categories' names and the filters list them. */
export function useCatalogueMutation<V, D>(mutationFn: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /product_categories. */
export const useCreateCategory = () => useCatalogueMutation((name: string) => call(op.createCategory, { body: { name } }));

/** PATCH /product_categories/{id}. */
export const useRenameCategory = () =>
  useCatalogueMutation(({ id, name }: { id: number; name: string }) => call(op.renameCategory, { params: { id }, body: { name } }));

/** POST /product_categories/{id}/position. */
export const useMoveCategory = () =>
  useCatalogueMutation(({ id, position }: { id: number; position: number }) =>
    call(op.moveCategory, { params: { id }, body: { position } }),
  );

/** DELETE /product_categories/{id}: refused (409) while products use it. */
export const useDeleteCategory = () => useCatalogueMutation((id: number) => call(op.deleteCategory, { params: { id } }));
