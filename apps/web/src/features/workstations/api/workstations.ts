import { creditOperations } from '@hubgrade/domain/credits/operations';
import { workstationOperations as op } from '@hubgrade/domain/workstations/operations';
import type { OpenSpaceBody, WorkstationReservationInput } from '@hubgrade/domain/workstations/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/** GET /poste-de-travail/planning: the seats taken and left per space and day, and the bookings; the window on screen stays while the next loads. */
export function useWorkstationPlanning(from: string, days: number) {
  const query = { from, days };
  return useQuery({
    queryKey: keyOf(op.planning, query),
    queryFn: ({ signal }) => call(op.planning, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The spec's path names the caller's own scope with the word `true` where a brand id goes; the API reads it as null. */
const OWN_SCOPE = 'true' as unknown as null;

/** POST /dispo/brand/true/open-space: the spaces open over the hours asked, with their seats left. */
export function useOpenSpaces(body: OpenSpaceBody, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(op.openSpaces, body),
    queryFn: ({ signal }) => call(op.openSpaces, { params: { brand: OWN_SCOPE }, body, signal }),
    enabled,
  });
}

/** A booking or a cancellation changes the seats and the balances. */
function useInvalidateAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: areaKey(op) }), client.invalidateQueries({ queryKey: areaKey(creditOperations) })]);
}

/** POST /poste-de-travail. */
export function useCreateWorkstationReservation() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (body: WorkstationReservationInput) => call(op.createReservation, { body }),
    onSuccess: invalidate,
  });
}

/** PATCH /patch/poste-de-travail/{id}: the booking's day, hours, guests, member or space. */
export function usePatchWorkstationReservation() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WorkstationReservationInput }) => call(op.patchReservation, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** POST /poste-de-travail/{id}/cancel. */
export function useCancelWorkstationReservation() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (id: number) => call(op.cancelReservation, { params: { id } }),
    onSuccess: invalidate,
  });
}
