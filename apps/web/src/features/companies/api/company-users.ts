import { companyOperations as op } from '@hubgrade/domain/companies/operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { call, keyOf } from '../../../lib/call.ts';

const EMPTY = { items: [], total: 0 };

/**
 * GET /brand-company/{companyId}/users, loaded when a row is expanded. Spec tables §7: a 404 is
 * ignored, i.e. shown as a company without users.
 */
export function useCompanyUsers(companyId: number, page: number) {
  return useQuery({
    queryKey: keyOf(op.listCompanyUsers, { companyId, page }),
    queryFn: async ({ signal }) => {
      try {
        return await call(op.listCompanyUsers, { params: { companyId }, query: { page }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return EMPTY;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
