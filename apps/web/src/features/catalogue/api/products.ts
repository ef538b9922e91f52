import { catalogueOperations as op } from '@hubgrade/domain/catalogue/operations';
import type { ProductBody, ProductQuery } from '@hubgrade/domain/catalogue/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callPage, keyOf } from '../../../lib/call.ts';
import { useCatalogueMutation } from './categories.ts';

export type ProductListQuery = Partial<Omit<ProductQuery, 'after'>>;

/** GET /services: the catalogue; the previous page stays on screen while the next one loads. */
export function useProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: keyOf(op.listProducts, query),
    queryFn: ({ signal }) => callPage(op.listProducts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /services/{id}. */
export function useProduct(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findProduct, { id }),
    queryFn: ({ signal }) => call(op.findProduct, { params: { id }, signal }),
    enabled,
  });
}

/** GET /services/options: the categories and sites of the filters and the form. */
export function useProductOptions() {
  return useQuery({
    queryKey: keyOf(op.productOptions),
    queryFn: ({ signal }) => call(op.productOptions, { signal }),
    staleTime: 60_000,
  });
}

/** POST /services, or PUT /services/{id} with the whole product. */
export const useSaveProduct = () =>
  useCatalogueMutation(({ id, body }: { id: number | null; body: ProductBody }) =>
    id === null ? call(op.createProduct, { body }) : call(op.updateProduct, { params: { id }, body }),
  );

/** PATCH /services/{id}/active. */
export const useSetProductActive = () =>
  useCatalogueMutation(({ id, active }: { id: number; active: boolean }) =>
    call(op.setProductActive, { params: { id }, body: { active } }),
  );

/** POST /services/{id}/stock: an entry (positive) or an exit (negative). */
export const useMoveStock = () =>
  useCatalogueMutation(({ id, delta }: { id: number; delta: number }) => call(op.moveStock, { params: { id }, body: { delta } }));
