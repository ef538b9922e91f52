import type { ALL_SITES, ViewType } from '@hubgrade/domain/bookings/constants';
import { bookingOperations as op } from '@hubgrade/domain/bookings/operations';
import type { AvailabilityBody, QuotaQuery } from '@hubgrade/domain/bookings/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';
import type { ReservationBody } from '../components/reservation-form.ts';

/**
 * The spec's paths name the caller's own scope with the words `null` (planning) and `true`
 * (availability) where a brand id goes; the API reads them as null, which the typed parameters
 * hold, so the word is written as it travels.
 */
const ownScope = (word: 'null' | 'true') => word as unknown as null;

export interface PlanningInput {
  /** A Paris day of the period, YYYY-MM-DD. */
  date: string;
  viewType: ViewType;
  /** One site's rooms, every room of the scope (`tous`), or the API's choice for the view. */
  espace?: number | typeof ALL_SITES;
}

/** GET /specific/sdr-reservation/{date}/{viewType}/null/true: the rooms and the period's bookings; the last period stays while the next loads. */
export function usePlanning({ date, viewType, espace }: PlanningInput) {
  const params = { date, viewType, idBrand: ownScope('null') };
  const query = espace === undefined ? {} : { espace };
  return useQuery({
    queryKey: keyOf(op.planning, { params, query }),
    queryFn: ({ signal }) => call(op.planning, { params, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /dispo/brand/true/sdr: the rooms free on the window that hold the guests, the edited booking's own slot counting as free. */
export function useAvailableRooms(body: Partial<AvailabilityBody> & Pick<AvailabilityBody, 'start' | 'startHour' | 'end' | 'endHour'>) {
  const params = { idBrand: ownScope('true') };
  return useQuery({
    queryKey: keyOf(op.availableRooms, body),
    queryFn: ({ signal }) => call(op.availableRooms, { params, body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /sdr-reservation/{id}: a booking with its series, to edit it. */
export function useReservation(id: number | null) {
  return useQuery({
    queryKey: keyOf(op.findMeetingRoomReservation, { id }),
    queryFn: ({ signal }) => call(op.findMeetingRoomReservation, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** GET /sdr-reservation/check-quota/{roomId}/{userId}: asked before a save (§4 "Meeting-room save flow"). */
export function checkQuota(roomId: number, userId: number, query: QuotaQuery) {
  return call(op.checkQuota, { params: { roomId, userId }, query });
}

/** Which bookings a change of a series reaches (§2.10). */
export type SeriesScope = 'one' | 'following';

/** POST /sdr-reservation, or PATCH /patch/sdr-reservation/{id}[/group]: the planning reloads. */
export function useSaveReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope, body }: { id: number | null; scope: SeriesScope; body: ReservationBody }) => {
      if (id === null) return call(op.createMeetingRoomReservation, { body });
      if (scope === 'following') return call(op.patchMeetingRoomReservationGroup, { params: { id }, body });
      return call(op.patchMeetingRoomReservation, { params: { id }, body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** POST /sdr-reservation/{id}/cancel[/group]: the booking stays, cancelled, and frees its slot. */
export function useCancelReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope: SeriesScope }) =>
      scope === 'following'
        ? call(op.cancelMeetingRoomReservationGroup, { params: { id } })
        : call(op.cancelMeetingRoomReservation, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
