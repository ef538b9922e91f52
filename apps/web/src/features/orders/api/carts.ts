import { orderOperations as op } from '@hubgrade/domain/orders/operations';
import type { CartAdd, CartQuery } from '@hubgrade/domain/orders/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callPage, keyOf } from '../../../lib/call.ts';
import { useOrderMutation } from './orders.ts';

export type CartListQuery = Partial<Omit<CartQuery, 'after'>>;

/** GET /paniers, 20 a page; the previous page stays on screen while the next one loads. */
export function useCarts(query: CartListQuery) {
  return useQuery({
    queryKey: keyOf(op.listCarts, query),
    queryFn: ({ signal }) => callPage(op.listCarts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /paniers/{id}. */
export function useCart(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findCart, { id }),
    queryFn: ({ signal }) => call(op.findCart, { params: { id }, signal }),
    enabled,
  });
}

/** GET /panier: the signed-in member's open cart, for the shop's « Mon panier ». */
export function useMyCart() {
  return useQuery({ queryKey: keyOf(op.myCart, {}), queryFn: ({ signal }) => call(op.myCart, { signal }) });
}

/** POST /panier/lignes: a 409 when the stock or the cart is full. */
export const useAddToCart = () => useOrderMutation((body: CartAdd) => call(op.addToCart, { body }));
/** PUT /paniers/{id}/lignes/{productId}. */
export const useSetCartLine = () =>
  useOrderMutation(({ id, productId, quantity }: { id: number; productId: number; quantity: number }) =>
    call(op.setCartLine, { params: { id, productId }, body: { quantity } }),
  );
/** DELETE /paniers/{id}/lignes/{productId}. */
export const useRemoveCartLine = () =>
  useOrderMutation(({ id, productId }: { id: number; productId: number }) => call(op.removeCartLine, { params: { id, productId } }));
/** DELETE /paniers/{id}. */
export const useEmptyCart = () => useOrderMutation((id: number) => call(op.emptyCart, { params: { id } }));
/** POST /paniers/{id}/commande: the order, or a 409 saying which product ran out. */
export const useCheckoutCart = () => useOrderMutation((id: number) => call(op.checkoutCart, { params: { id } }));
