import { billingOperations } from '@hubgrade/domain/billing/operations';
import { creditOperations } from '@hubgrade/domain/credits/operations';
import { dashboardOperations } from '@hubgrade/domain/dashboard/operations';
import { subscriptionOperations as op } from '@hubgrade/domain/subscriptions/operations';
import type { SubscriptionBody, SubscriptionQuery, SubscriptionTermination } from '@hubgrade/domain/subscriptions/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type SubscriptionListQuery = Partial<Omit<SubscriptionQuery, 'after'>>;

/** GET /abonnements, 20 a page; the previous page stays on screen while the next one loads. */
export function useSubscriptions(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /abonnements/options: the plans and sites of the form and the filters. */
export function useSubscriptionOptions() {
  return useQuery({ queryKey: keyOf(op.options, {}), queryFn: ({ signal }) => call(op.options, { signal }), staleTime: 60_000 });
}

/** GET /abonnements/{id}. */
export function useSubscription(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

/** A change of a subscription changes the subscriptions, the dashboard's figures, and, once invoiced, the invoices and credit balances. */
function useSubscriptionMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [op, billingOperations, creditOperations, dashboardOperations].map((area) => client.invalidateQueries({ queryKey: areaKey(area) })),
      ),
  });
}

/** POST /abonnements: 400 with the field's message, 404 for a plan or member out of scope. */
export const useCreateSubscription = () => useSubscriptionMutation((body: SubscriptionBody) => call(op.create, { body }));
/** POST /abonnements/{id}/facturation: the next month due, invoiced, its credits granted. */
export const useInvoiceSubscription = () => useSubscriptionMutation((id: number) => call(op.invoice, { params: { id } }));
/** POST /abonnements/{id}/resiliation. */
export const useTerminateSubscription = () =>
  useSubscriptionMutation(({ id, body }: { id: number; body: SubscriptionTermination }) => call(op.terminate, { params: { id }, body }));
/** POST /abonnements/{id}/annulation. */
export const useCancelSubscription = () => useSubscriptionMutation((id: number) => call(op.cancel, { params: { id } }));
