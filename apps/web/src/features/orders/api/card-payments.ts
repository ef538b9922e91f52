import { billingOperations } from '@hubgrade/domain/billing/operations';
import { cardPaymentOperations as op } from '@hubgrade/domain/card-payments/operations';
import { orderOperations } from '@hubgrade/domain/orders/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call } from '../../../lib/call.ts';

/** POST /factures/{id}/paiement-carte: a checkout for what is owed; the caller sends the browser to its address. */
export const useStartCardPayment = () =>
  useMutation({ mutationFn: (invoiceId: number) => call(op.startCardPayment, { params: { id: invoiceId } }) });

/**
 * POST /paiements-carte/{id}/confirmation: the return from the checkout; a paid one changes the
 * order (« payée ») and its invoice.
 */
export function useConfirmCardPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.confirmCardPayment, { params: { id } }),
    onSuccess: (outcome) =>
      outcome.state === 'paid'
        ? Promise.all([orderOperations, billingOperations].map((area) => client.invalidateQueries({ queryKey: areaKey(area) })))
        : undefined,
  });
}
