import { pathOf } from '@hubgrade/domain/common/operation';
import { paymentOrderOperations as op } from '@hubgrade/domain/payment-orders/operations';
import type { PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import type {
  LandlordBankAccountBody,
  OtherPaymentBody,
  PaymentOrderCreateBody,
  PaymentOrderMoveBody,
} from '@hubgrade/domain/payment-orders/schemas';
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

/** POST /ordres/{type}: a 409 when nothing is due for the brand. */
export const useCreateOrder = (kind: PaymentOrderKind) =>
  useOrderMutation((body: PaymentOrderCreateBody) => call(op.create, { params: { kind }, body }));
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

/** A page of a side table (landlords due, other payments): 20 rows, newest or largest first. */
export interface SidePage {
  page: number;
  search?: string | undefined;
}

/** GET /ordres/virement/bailleurs: the landlords owed something by their sent statements, largest first. */
export function useLandlordsDue({ page }: SidePage) {
  const query = { page, itemsPerPage: 20, sortBy: 'amount' as const, sortDesc: true };
  return useQuery({
    queryKey: keyOf(op.landlordsDue, query),
    queryFn: ({ signal }) => callPage(op.landlordsDue, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /ordres/virement/bailleurs/{id}/rib: a 400 with the IBAN's or BIC's refusal in French. */
export const useSaveLandlordAccount = () =>
  useOrderMutation(({ landlordId, body }: { landlordId: number; body: LandlordBankAccountBody }) =>
    call(op.saveLandlordAccount, { params: { landlordId }, body }),
  );

/** GET /autres-paiements: newest first, searched by beneficiary or label. */
export function useOtherPayments({ page, search }: SidePage) {
  const query = { page, itemsPerPage: 20, sortBy: 'id' as const, sortDesc: true, search };
  return useQuery({
    queryKey: keyOf(op.otherPayments, query),
    queryFn: ({ signal }) => callPage(op.otherPayments, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /autres-paiements. */
export const useCreateOtherPayment = () => useOrderMutation((body: OtherPaymentBody) => call(op.createOtherPayment, { body }));
/** DELETE /autres-paiements/{id}: a 409 once an order holds it. */
export const useDeleteOtherPayment = () => useOrderMutation((id: number) => call(op.deleteOtherPayment, { params: { id } }));
