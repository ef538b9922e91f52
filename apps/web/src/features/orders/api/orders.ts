import { billingOperations } from '@hubgrade/domain/billing/operations';
import { creditOperations } from '@hubgrade/domain/credits/operations';
import { orderOperations as op } from '@hubgrade/domain/orders/operations';
import type { OrderBody, OrderMove, OrderQuery, ShopQuery } from '@hubgrade/domain/orders/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type OrderListQuery = Partial<Omit<OrderQuery, 'after'>>;

/** GET /magasin: what the signed-in member may buy, and their balance. */
export function useShop(query: ShopQuery) {
  return useQuery({
    queryKey: keyOf(op.shop, query),
    queryFn: ({ signal }) => call(op.shop, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /commandes, 20 a page; the previous page stays on screen while the next one loads. */
export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /commandes/{id}. */
export function useOrder(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

/**
 * A purchase, a move or a cart's change changes the orders and carts, the credit balances when a
 * pack is validated, and the invoices when the order is invoiced.
 */
export function useOrderMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([op, creditOperations, billingOperations].map((area) => client.invalidateQueries({ queryKey: areaKey(area) }))),
  });
}

/** POST /commandes: a 409 when the stock ran out meanwhile. */
export const useBuy = () => useOrderMutation((body: OrderBody) => call(op.create, { body }));
/** POST /commandes/{id}/etat: a 409 with the reason when the state machine refuses the move. */
export const useMoveOrder = () =>
  useOrderMutation(({ id, body }: { id: number; body: OrderMove }) => call(op.move, { params: { id }, body }));
