import type { ContractState } from '@hubgrade/domain/contracts/rules';
import type {
  Contract,
  ContractBackendPatch,
  ContractKind,
  ContractList,
  ContractQuery,
  CoworkingContractQuery,
  OffPlatformBody,
} from '@hubgrade/domain/contracts/schemas';
import type { ContractFileAnswer } from '@hubgrade/domain/templates/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export const CONTRACTS = 'contracts';

/** The API paths of each side (tables-and-sheets §7) and the wrapper of its PATCH body. */
export const SIDE = {
  platform: { list: '/bookings', item: '/bookings', wrapper: 'hubgrade_booking', upload: '/uploads/booking' },
  coworking: { list: '/bookings-os', item: '/bookings-os', wrapper: 'hubgrade_booking_open_space', upload: '/uploads/booking-os' },
} as const;

export type ContractListQuery = Partial<Omit<ContractQuery, 'after'>> & Partial<Omit<CoworkingContractQuery, 'after'>>;

/** GET /bookings or /bookings-os, keyset-paged. */
export function fetchContracts(kind: ContractKind, query: ContractListQuery, signal?: AbortSignal) {
  return fetchKeysetPage(`${CONTRACTS}:${kind}`, query, (q) => api<ContractList>(SIDE[kind].list, { query: { ...q }, signal }));
}

export const contractsQuery = (kind: ContractKind, query: ContractListQuery) =>
  queryOptions({ queryKey: [CONTRACTS, kind, 'list', query], queryFn: ({ signal }) => fetchContracts(kind, query, signal) });

/** The contracts tables; the previous page stays on screen while the next one loads. */
export function useContracts(kind: ContractKind, query: ContractListQuery) {
  return useQuery({ ...contractsQuery(kind, query), placeholderData: keepPreviousData });
}

export const contractQuery = (kind: ContractKind, id: number) =>
  queryOptions({
    queryKey: [CONTRACTS, kind, 'detail', id],
    queryFn: ({ signal }) => api<Contract>(`${SIDE[kind].item}/${id}`, { signal }),
    retry: false,
  });

export function useContract(kind: ContractKind, id: number) {
  return useQuery(contractQuery(kind, id));
}

/** Every change reloads the lists and the sheet of the contracts area. */
function useContractMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: [CONTRACTS] }) });
}

/** PATCH /bookings/backend/{id} or /bookings-os/backend/{id}: the end date or the invoice-warning flag. */
export const usePatchContract = () =>
  useContractMutation(({ kind, id, patch }: { kind: ContractKind; id: number; patch: ContractBackendPatch }) =>
    api<Contract>(`${SIDE[kind].item}/backend/${id}`, { method: 'PATCH', body: { [SIDE[kind].wrapper]: patch } }),
  );

/** DELETE /bookings/{id} or /bookings-os/{id}. */
export const useDeleteContract = () =>
  useContractMutation(({ kind, id }: { kind: ContractKind; id: number }) => api(`${SIDE[kind].item}/${id}`, { method: 'DELETE' }));

/** POST /bookings/{id}/state: one move of the state machine. */
export const useMoveContract = () =>
  useContractMutation(({ kind, id, state }: { kind: ContractKind; id: number; state: ContractState }) =>
    api<Contract>(`${SIDE[kind].item}/${id}/state`, { method: 'POST', body: { state } }),
  );

/** POST /bookings-hp: an off-platform contract. */
export const useCreateOffPlatform = () =>
  useContractMutation((body: OffPlatformBody) => api<Contract>('/bookings-hp', { method: 'POST', body }));

/** DELETE /bookings-notification/{id}: opening a contract clears its new activity for the viewer. */
export function useClearContractActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/bookings-notification/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [CONTRACTS] }),
  });
}

/** GET /uploads/booking/{id} or /uploads/booking-os/{id}: where the contract file is, or null when there is none. */
export async function fetchContractFile(kind: ContractKind, id: number): Promise<string | null> {
  const answer = await api<ContractFileAnswer>(`${SIDE[kind].upload}/${id}`);
  return answer.message === 'OK' && answer.path ? answer.path : null;
}
