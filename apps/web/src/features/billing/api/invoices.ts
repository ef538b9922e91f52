import { billingOperations as op } from '@hubgrade/domain/billing/operations';
import type { CreditBody, InvoiceCreateBody, InvoiceQuery, PaymentBody } from '@hubgrade/domain/billing/schemas';
import { pathOf } from '@hubgrade/domain/common/operation';
import { companyOperations } from '@hubgrade/domain/companies/operations';
import { dashboardOperations } from '@hubgrade/domain/dashboard/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';
import { openUpload } from '../../../ui/upload/use-object-url.ts';

export type InvoiceListQuery = Partial<Omit<InvoiceQuery, 'after'>>;

/** GET /invoices, keyset-paged; the previous page stays on screen while the next one loads. */
export function useInvoices(query: InvoiceListQuery, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.listInvoices, query),
    queryFn: ({ signal }) => callPage(op.listInvoices, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /invoices/{id}: the sheet, with its lines (the credit-note dialog reads them too). */
export function useInvoice(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findInvoice, { id }),
    queryFn: ({ signal }) => call(op.findInvoice, { params: { id }, signal }),
    enabled,
  });
}

/** The PDF of an invoice: read with the session's token, opened in a new tab. */
export function openInvoicePdf(invoice: { cryptBrand: string; cryptId: string }): Promise<void> {
  return openUpload(pathOf(op.invoicePdf, { cryptBrand: invoice.cryptBrand, cryptId: invoice.cryptId }));
}

/** Every change of an invoice moves the lists, the sheets and the dashboard's unpaid and late figures. */
function useInvoiceMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: areaKey(op) }),
        client.invalidateQueries({ queryKey: areaKey(dashboardOperations) }),
      ]),
  });
}

/** POST /brand/{brandId}/invoice/email/{invoiceId}: the brand is the invoice's own, 0 for the main platform. */
export const useSendInvoice = () =>
  useInvoiceMutation((invoice: { id: number; brandId: number | null }) =>
    call(op.sendInvoice, { params: { brandId: invoice.brandId ?? 0, invoiceId: invoice.id } }),
  );

/** POST /invoice/credit: one credit note per invoice, whole or by lines. */
export const useCreditInvoices = () => useInvoiceMutation((body: CreditBody) => call(op.creditInvoices, { body }));

/** POST /invoices/{id}/payments. */
export const useRecordPayment = () =>
  useInvoiceMutation(({ id, body }: { id: number; body: PaymentBody }) => call(op.recordPayment, { params: { id }, body }));

/** POST /invoices/{id}/unrecoverable. */
export const useMarkUnrecoverable = () => useInvoiceMutation((id: number) => call(op.markUnrecoverable, { params: { id } }));

/** POST /invoices/{id}/deposit-refund: the credit note giving a paid security deposit back. */
export const useRefundDeposit = () => useInvoiceMutation((id: number) => call(op.refundDeposit, { params: { id } }));

/** POST /invoices: a one-shot invoice, issued at once. */
export const useCreateInvoice = () => useInvoiceMutation((body: InvoiceCreateBody) => call(op.createInvoice, { body }));

/** The companies the invoices filter offers, searched by name (the companies list), and the one chosen, by its id. */
export function useCompanyChoices(search: string, chosenId: number | undefined) {
  const query = { search: search.trim() || undefined, itemsPerPage: 20 };
  const found = useQuery({
    queryKey: keyOf(companyOperations.listCompanies, query),
    queryFn: ({ signal }) => call(companyOperations.listCompanies, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    queryKey: keyOf(companyOperations.findCompany, { id: chosenId }),
    queryFn: ({ signal }) => call(companyOperations.findCompany, { params: { id: chosenId ?? 0 }, signal }),
    enabled: chosenId !== undefined,
    staleTime: 60_000,
  });
  return { options: found.data?.items ?? [], loading: found.isFetching, chosen: chosenId === undefined ? null : (chosen.data ?? null) };
}
