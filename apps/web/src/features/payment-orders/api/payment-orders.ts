import { pathOf } from '@hubgrade/domain/common/operation';
import { paymentOrderOperations as op } from '@hubgrade/domain/payment-orders/operations';
import type { PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import type { DirectDebitCreateBody, PaymentOrderMoveBody } from '@hubgrade/domain/payment-orders/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';
import { openUpload } from '../../../ui/upload/use-object-url.ts';

export interface OrderListQuery {
  page: number;
  itemsPerPage: number;
  sortBy: 'id' | 'collectionDate';
  sortDesc: boolean;
  search?: string | undefined;
}

/** GET /ordres/{type}: 20 a page, the previous page kept while the next loads. */
export function usePaymentOrders(kind: PaymentOrderKind, query: OrderListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, { kind, ...query }),
    queryFn: ({ signal }) => callPage(op.list, { params: { kind }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /ordres/{type}/{id}. */
export function usePaymentOrder(kind: PaymentOrderKind, id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.find, { kind, id }),
    queryFn: ({ signal }) => call(op.find, { params: { kind, id }, signal }),
    enabled,
  });
}

/** Opens the order's SEPA file in a new tab, read with the session's token. */
export function openOrderFile(kind: PaymentOrderKind, id: number): Promise<void> {
  return openUpload(pathOf(op.file, { kind, id }));
}

function useOrderMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /ordres/prelevement: a 409 when nothing is due or the brand has no creditor identifier. */
export const useCreateDirectDebitOrder = () => useOrderMutation((body: DirectDebitCreateBody) => call(op.createDirectDebit, { body }));
/** POST /ordres/{type}/{id}/state: one step forward. */
export const useMoveOrder = () =>
  useOrderMutation(({ kind, id, body }: { kind: PaymentOrderKind; id: number; body: PaymentOrderMoveBody }) =>
    call(op.move, { params: { kind, id }, body }),
  );
/** POST /ordres/{type}/{id}/items/{itemId}/reject. */
export const useRejectItem = () =>
  useOrderMutation(({ kind, id, itemId, reason }: { kind: PaymentOrderKind; id: number; itemId: number; reason: string }) =>
    call(op.rejectItem, { params: { kind, id, itemId }, body: { reason } }),
  );
