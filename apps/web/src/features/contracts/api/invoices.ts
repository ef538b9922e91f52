import type { InvoiceList, InvoiceQuery } from '@hubgrade/domain/billing/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export type InvoiceListQuery = Partial<Omit<InvoiceQuery, 'after'>>;

/** GET /invoices?bookingId=…: the contract's invoices on its sheet (20 a page). */
export function useContractInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: ['invoices', 'list', query],
    queryFn: ({ signal }) => fetchKeysetPage('invoices', query, (q) => api<InvoiceList>('/invoices', { query: { ...q }, signal })),
    placeholderData: keepPreviousData,
  });
}
