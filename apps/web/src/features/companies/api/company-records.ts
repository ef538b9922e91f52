import { contractOperations } from '@hubgrade/domain/contracts/operations';
import type { UserDocuments } from '@hubgrade/domain/contracts/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { call, keyOf } from '../../../lib/call.ts';

/**
 * A company's records kept by other areas, read through their list endpoints with the company
 * filter (agreed interfaces): its contracts of each kind and its owner's documents (its invoices
 * come from the billing area, put in by the app).
 */

export type ContractKind = 'platform' | 'coworking';
const CONTRACT_LISTS = { platform: contractOperations.listPlatform, coworking: contractOperations.listCoworking } as const;

/** GET /bookings?companyId= or /bookings-os?companyId=, 25 a page, newest first. */
export function useCompanyContracts(companyId: number, kind: ContractKind, page: number) {
  return useQuery({
    queryKey: keyOf(CONTRACT_LISTS[kind], { companyId, page }),
    queryFn: ({ signal }) => call(CONTRACT_LISTS[kind], { query: { companyId, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

const NO_DOCUMENTS = { pieceIdentite: null, kbis: null };

/** GET /documents/users/{ownerId}: the owner's identity proof and KBIS (body[0]); none when the owner has no entry. */
export function useOwnerDocuments(ownerId: number | null) {
  return useQuery({
    queryKey: keyOf(contractOperations.userDocuments, { userId: ownerId }),
    queryFn: async ({ signal }): Promise<UserDocuments> => {
      try {
        return await call(contractOperations.userDocuments, { params: { userId: ownerId as number }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    // The answer is the one the contracts screens read under the same key; the sheet shows its first entry.
    select: (documents) => documents[0] ?? NO_DOCUMENTS,
    enabled: ownerId !== null,
  });
}
