import { spaceOperations as op } from '@hubgrade/domain/spaces/operations';
import type { MeetingRoomBody, MeetingRoomPatch, MeetingRoomQuery } from '@hubgrade/domain/spaces/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type MeetingRoomListQuery = Partial<Omit<MeetingRoomQuery, 'after'>>;

/** GET /sdr: "Liste des salles de réunion"; the previous page stays on screen while the next one loads. */
export function useMeetingRooms(query: MeetingRoomListQuery) {
  return useQuery({
    queryKey: keyOf(op.listMeetingRooms, query),
    queryFn: ({ signal }) => callPage(op.listMeetingRooms, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /sdr/{id}: the room's sheet. */
export function useMeetingRoom(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findMeetingRoom, { id }),
    queryFn: ({ signal }) => call(op.findMeetingRoom, { params: { id }, signal }),
    enabled,
  });
}

/** GET /sdr-setup: the set-ups a type-2 room may offer. */
export function useMeetingRoomSetUps(enabled = true) {
  return useQuery({
    queryKey: keyOf(op.meetingRoomSetUps),
    queryFn: ({ signal }) => call(op.meetingRoomSetUps, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** POST /sdr; every list and sheet of the area reloads (a site sheet counts its rooms). */
export function useCreateMeetingRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingRoomBody) => call(op.createMeetingRoom, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** PATCH /patch/sdr/{id}. */
export function usePatchMeetingRoom(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingRoomPatch) => call(op.patchMeetingRoom, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
