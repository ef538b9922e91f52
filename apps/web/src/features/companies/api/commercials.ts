import type {
  CommercialAssignBody,
  CommercialContract,
  CommercialContractList,
  CommercialList,
  CommercialListQuery,
} from '@hubgrade/domain/companies/sales-staff-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { COMPANIES } from './companies.ts';

export type CommercialTableQuery = Pick<CommercialListQuery, 'page' | 'sortBy' | 'sortDesc' | 'search' | 'itemsPerPage'>;

const COMMERCIALS = 'commercials';

export const commercialsQuery = (query: CommercialTableQuery) =>
  queryOptions({
    queryKey: [COMMERCIALS, 'list', query],
    queryFn: ({ signal }) => api<CommercialList>('/commerciaux', { query: { ...query }, signal }),
  });

/** GET /commerciaux: the salespeople of the viewer's scope with their figures. */
export function useCommercials(query: CommercialTableQuery, enabled = true) {
  return useQuery({ ...commercialsQuery(query), placeholderData: keepPreviousData, enabled });
}

/** GET /commerciaux/{id}/contracts, loaded when a salesperson's row is expanded. */
export function useCommercialContracts(commercialId: number, page: number) {
  return useQuery({
    queryKey: [COMMERCIALS, 'contracts', commercialId, page],
    queryFn: ({ signal }) => api<CommercialContractList>(`/commerciaux/${commercialId}/contracts`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /commerciaux/contracts/{contractId}: figures, contract lists and company sheets change with it. */
export function useAssignCommercial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, commercialId }: CommercialAssignBody & { contractId: number }) =>
      api<CommercialContract>(`/commerciaux/contracts/${contractId}`, { method: 'PATCH', body: { commercialId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [COMMERCIALS] }),
        client.invalidateQueries({ queryKey: [COMPANIES, 'contracts'] }),
      ]),
  });
}
