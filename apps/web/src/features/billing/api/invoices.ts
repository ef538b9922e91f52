import { billingOperations as op } from '@hubgrade/domain/billing/operations';
import type { InvoiceQuery } from '@hubgrade/domain/billing/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPage, keyOf } from '../../../lib/call.ts';

export type InvoiceListQuery = Partial<Omit<InvoiceQuery, 'after'>>;

/** GET /invoices, keyset-paged; the previous page stays on screen while the next one loads. */
function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: keyOf(op.listInvoices, query),
    queryFn: ({ signal }) => callPage(op.listInvoices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /invoices?bookingId=…: the contract's invoices on its sheet (20 a page). */
export function useContractInvoices(query: InvoiceListQuery) {
  return useInvoices(query);
}

/** GET /invoices?companyId=, 20 a page, newest first: the invoices of the company sheet. */
export function useCompanyInvoices(companyId: number, page: number) {
  return useInvoices({ companyId, page });
}
