import { terraceOperations as op } from '@hubgrade/domain/terrace/operations';
import type { TerraceDispoInput, TerracePatch, TerraceReservationInput, TerraceRestrictionBody } from '@hubgrade/domain/terrace/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/** GET /terrasse: the terraces of the caller's scope, one per site. */
export function useTerraces() {
  return useQuery({ queryKey: keyOf(op.list), queryFn: ({ signal }) => call(op.list, { signal }) });
}

/** GET /terrasse/{id}: the settings, the closures and capacity changes to come. */
export function useTerrace(id: number | undefined) {
  return useQuery({
    queryKey: keyOf(op.find, { id }),
    queryFn: ({ signal }) => call(op.find, { params: { id: id as number }, signal }),
    enabled: id !== undefined,
  });
}

/** GET /terrasse/{id}/reservations?date=: the day's bookings. */
export function useTerraceDay(id: number | undefined, date: string) {
  const query = { date };
  return useQuery({
    queryKey: keyOf(op.day, { id, query }),
    queryFn: ({ signal }) => call(op.day, { params: { id: id as number }, query, signal }),
    enabled: id !== undefined && date !== '',
    placeholderData: keepPreviousData,
  });
}

/** POST /dispo/brand/{brand}/terrasse: places left, full or closed over the asked window. */
export function useTerraceDispo(brand: number | null, body: TerraceDispoInput | null) {
  const params = { brand: brand === null ? ('true' as const) : brand };
  return useQuery({
    queryKey: keyOf(op.dispo, { params, body }),
    queryFn: ({ signal }) => call(op.dispo, { params, body: body as TerraceDispoInput, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useTerraceMutation<V, D>(mutationFn: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** PATCH /patch/terrasse/{id}. */
export function usePatchTerrace() {
  return useTerraceMutation(({ id, body }: { id: number; body: TerracePatch }) => call(op.patch, { params: { id }, body }));
}

/** POST /terrasse/{id}/restrictions: a closure or a capacity change. */
export function useAddRestriction() {
  return useTerraceMutation(({ id, body }: { id: number; body: TerraceRestrictionBody }) =>
    call(op.addRestriction, { params: { id }, body }),
  );
}

/** DELETE /terrasse/{id}/restrictions/{restrictionId}. */
export function useRemoveRestriction() {
  return useTerraceMutation((params: { id: number; restrictionId: number }) => call(op.removeRestriction, { params }));
}

/** POST /terrasse/reservation. */
export function useCreateTerraceReservation() {
  return useTerraceMutation((body: TerraceReservationInput) => call(op.createReservation, { body }));
}

/** PATCH /patch/terrasse/reservation/{id}: the booking's day, hours, guests or user. */
export function usePatchTerraceReservation() {
  return useTerraceMutation(({ id, body }: { id: number; body: TerraceReservationInput }) =>
    call(op.patchReservation, { params: { id }, body }),
  );
}

/** POST /terrasse/reservation/{id}/cancel. */
export function useCancelTerraceReservation() {
  return useTerraceMutation((id: number) => call(op.cancelReservation, { params: { id } }));
}
