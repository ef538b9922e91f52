import type { InvoiceList } from '@hubgrade/domain/billing/schemas';
import type { ContractList, UserDocuments } from '@hubgrade/domain/contracts/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { COMPANIES } from './companies.ts';

/**
 * A company's records kept by other areas, read through their list endpoints with the company
 * filter (agreed interfaces): its contracts of each kind, its invoices, its owner's documents.
 */

export type ContractKind = 'platform' | 'coworking';
const CONTRACT_PATHS: Record<ContractKind, string> = { platform: '/bookings', coworking: '/bookings-os' };

/** GET /bookings?companyId= or /bookings-os?companyId=, 25 a page, newest first. */
export function useCompanyContracts(companyId: number, kind: ContractKind, page: number) {
  return useQuery({
    queryKey: [COMPANIES, 'contracts', companyId, kind, page],
    queryFn: ({ signal }) => api<ContractList>(CONTRACT_PATHS[kind], { query: { companyId, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /invoices?companyId=, 20 a page, newest first. */
export function useCompanyInvoices(companyId: number, page: number) {
  return useQuery({
    queryKey: [COMPANIES, 'invoices', companyId, page],
    queryFn: ({ signal }) => api<InvoiceList>('/invoices', { query: { companyId, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /documents/users/{ownerId}: the owner's identity proof and KBIS (body[0]); none when the owner has no entry. */
export function useOwnerDocuments(ownerId: number | null) {
  return useQuery({
    queryKey: [COMPANIES, 'documents', ownerId],
    queryFn: async ({ signal }) => {
      try {
        const [documents] = await api<UserDocuments>(`/documents/users/${ownerId}`, { signal });
        return documents ?? { pieceIdentite: null, kbis: null };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { pieceIdentite: null, kbis: null };
        throw error;
      }
    },
    enabled: ownerId !== null,
  });
}
