import { contractOperations as op } from '@hubgrade/domain/contracts/operations';
import type { ContractState } from '@hubgrade/domain/contracts/rules';
import type {
  ContractBackendPatch,
  ContractKind,
  ContractQuery,
  CoworkingContractQuery,
  OffPlatformBody,
} from '@hubgrade/domain/contracts/schemas';
import { CONTRACT_SIDES } from '@hubgrade/domain/contracts/sides';
import { signatureOperations } from '@hubgrade/domain/signatures/operations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type ContractListQuery = Partial<Omit<ContractQuery, 'after'>> & Partial<Omit<CoworkingContractQuery, 'after'>>;

/** GET /bookings or /bookings-os, keyset-paged. */
export function fetchContracts(kind: ContractKind, query: ContractListQuery, signal?: AbortSignal) {
  return kind === 'platform' ? callPage(op.listPlatform, { query, signal }) : callPage(op.listCoworking, { query, signal });
}

export const contractsQuery = (kind: ContractKind, query: ContractListQuery) =>
  queryOptions({ queryKey: keyOf(CONTRACT_SIDES[kind].list, query), queryFn: ({ signal }) => fetchContracts(kind, query, signal) });

/** The contracts tables; the previous page stays on screen while the next one loads. */
export function useContracts(kind: ContractKind, query: ContractListQuery) {
  return useQuery({ ...contractsQuery(kind, query), placeholderData: keepPreviousData });
}

export const contractQuery = (kind: ContractKind, id: number) =>
  queryOptions({
    queryKey: keyOf(CONTRACT_SIDES[kind].find, { id }),
    queryFn: ({ signal }) => call(CONTRACT_SIDES[kind].find, { params: { id }, signal }),
    retry: false,
  });

export function useContract(kind: ContractKind, id: number) {
  return useQuery(contractQuery(kind, id));
}

/** Every change reloads the lists and the sheet of the contracts area. */
function useContractMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** PATCH /bookings/backend/{id} or /bookings-os/backend/{id}: the end date or the invoice-warning flag. */
export const usePatchContract = () =>
  useContractMutation(({ kind, id, patch }: { kind: ContractKind; id: number; patch: ContractBackendPatch }) =>
    kind === 'platform'
      ? call(op.patchPlatform, { params: { id }, body: { hubgrade_booking: patch } })
      : call(op.patchCoworking, { params: { id }, body: { hubgrade_booking_open_space: patch } }),
  );

/** DELETE /bookings/{id} or /bookings-os/{id}. */
export const useDeleteContract = () =>
  useContractMutation(({ kind, id }: { kind: ContractKind; id: number }) => call(CONTRACT_SIDES[kind].remove, { params: { id } }));

/** POST /bookings/{id}/state: one move of the state machine. */
export const useMoveContract = () =>
  useContractMutation(({ kind, id, state }: { kind: ContractKind; id: number; state: ContractState }) =>
    call(CONTRACT_SIDES[kind].move, { params: { id }, body: { state } }),
  );

/** POST /bookings-hp: an off-platform contract. */
export const useCreateOffPlatform = () => useContractMutation((body: OffPlatformBody) => call(op.createOffPlatform, { body }));

/** DELETE /bookings-notification/{id}: opening a contract clears its new activity for the viewer. */
export function useClearContractActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.clearActivity, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** GET /uploads/booking/{id} or /uploads/booking-os/{id}: where the contract file is, or null when there is none. */
export async function fetchContractFile(kind: ContractKind, id: number): Promise<string | null> {
  const answer =
    kind === 'platform'
      ? await call(signatureOperations.platformContractFile, { params: { id } })
      : await call(signatureOperations.coworkingContractFile, { params: { bookingId: id } });
  return answer.message === 'OK' && answer.path ? answer.path : null;
}
