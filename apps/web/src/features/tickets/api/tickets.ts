import { ticketOperations as op } from '@hubgrade/domain/tickets/operations';
import type { TicketBoardQuery, TicketInput, TicketMove, TicketPatch, TicketQuery } from '@hubgrade/domain/tickets/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type TicketListQuery = Partial<Omit<TicketQuery, 'after'>>;

/** GET /tickets: the detailed view; the previous page stays on screen while the next one loads. */
export function useTickets(query: TicketListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /tickets/board: the columns of the overview. */
export function useTicketBoard(query: TicketBoardQuery) {
  return useQuery({
    queryKey: keyOf(op.board, query),
    queryFn: ({ signal }) => call(op.board, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /tickets/options: sites and staff of the filters and the form. */
export function useTicketOptions() {
  return useQuery({ queryKey: keyOf(op.options), queryFn: ({ signal }) => call(op.options, { signal }), staleTime: 60_000 });
}

/** GET /tickets/{id}. */
export function useTicket(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

function useTicketMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /tickets. */
export const useCreateTicket = () => useTicketMutation((body: TicketInput) => call(op.create, { body: body as never }));
/** PATCH /tickets/{id}. */
export const usePatchTicket = () =>
  useTicketMutation(({ id, body }: { id: number; body: TicketPatch }) => call(op.patch, { params: { id }, body }));
/** POST /tickets/{id}/state: a 409 when the state machine refuses the move. */
export const useMoveTicket = () =>
  useTicketMutation(({ id, body }: { id: number; body: TicketMove }) => call(op.move, { params: { id }, body }));
/** POST /tickets/{id}/comments. */
export const useCommentTicket = () =>
  useTicketMutation(({ id, body, internal }: { id: number; body: string; internal: boolean }) =>
    call(op.comment, { params: { id }, body: { body, internal } }),
  );
