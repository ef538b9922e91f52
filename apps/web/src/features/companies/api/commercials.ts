import { salesStaffOperations as op } from '@hubgrade/domain/companies/operations';
import type { CommercialAssignBody, CommercialListQuery } from '@hubgrade/domain/companies/sales-staff-schemas';
import { contractOperations } from '@hubgrade/domain/contracts/operations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

export type CommercialTableQuery = Pick<CommercialListQuery, 'page' | 'sortBy' | 'sortDesc' | 'search' | 'itemsPerPage'>;

export const commercialsQuery = (query: CommercialTableQuery) =>
  queryOptions({ queryKey: keyOf(op.listCommercials, query), queryFn: ({ signal }) => call(op.listCommercials, { query, signal }) });

/** GET /commerciaux: the salespeople of the viewer's scope with their figures. */
export function useCommercials(query: CommercialTableQuery, enabled = true) {
  return useQuery({ ...commercialsQuery(query), placeholderData: keepPreviousData, enabled });
}

/** GET /commerciaux/{id}/contracts, loaded when a salesperson's row is expanded. */
export function useCommercialContracts(commercialId: number, page: number) {
  return useQuery({
    queryKey: keyOf(op.listCommercialContracts, { commercialId, page }),
    queryFn: ({ signal }) => call(op.listCommercialContracts, { params: { id: commercialId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /commerciaux/contracts/{contractId}: figures, contract lists and company sheets change with it. */
export function useAssignCommercial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, commercialId }: CommercialAssignBody & { contractId: number }) =>
      call(op.assignCommercial, { params: { contractId }, body: { commercialId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: areaKey(op) }),
        client.invalidateQueries({ queryKey: areaKey(contractOperations) }),
      ]),
  });
}
