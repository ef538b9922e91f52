import { dashboardOperations } from '@hubgrade/domain/dashboard/operations';
import { messageOperations as op } from '@hubgrade/domain/messages/operations';
import type { MessageState } from '@hubgrade/domain/messages/rules';
import type { MessageListQuery, Reply } from '@hubgrade/domain/messages/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type MessageTableQuery = Pick<MessageListQuery, 'page' | 'itemsPerPage' | 'search' | 'state' | 'archived' | 'adId' | 'userId'>;

export function fetchMessages(query: MessageTableQuery, signal?: AbortSignal) {
  return callPage(op.listMessages, { query, signal });
}

export const messagesQuery = (query: MessageTableQuery) =>
  queryOptions({ queryKey: keyOf(op.listMessages, query), queryFn: ({ signal }) => fetchMessages(query, signal) });

/** GET /messages; the previous page stays on screen while the next one loads. */
export function useMessages(query: MessageTableQuery) {
  return useQuery({ ...messagesQuery(query), placeholderData: keepPreviousData });
}

export const conversationQuery = (discussionId: number) =>
  queryOptions({
    queryKey: keyOf(op.findConversation, { discussionId }),
    queryFn: ({ signal }) => call(op.findConversation, { params: { discussionId }, signal }),
  });

/** GET /discussions/{id}: the conversation and its whole thread. */
export function useConversation(discussionId: number) {
  return useQuery(conversationQuery(discussionId));
}

/** Every change touches the table, the conversation and the dashboard's count of messages to moderate. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: areaKey(op) }),
      client.invalidateQueries({ queryKey: areaKey(dashboardOperations) }),
    ]);
}

/** PATCH /messages/{id}/state: validate (3), refuse (2) or mark read (4). */
export function useChangeMessageState() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: MessageState }) =>
      call(op.changeMessageState, { params: { id }, body: { messageState: state } }),
    onSuccess: invalidate,
  });
}

/** POST /discussions/{id}/messages with the hubgrade_message payload of spec §7. */
export function useReply() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (reply: Omit<Reply, 'messageState' | 'messageType' | 'sentByAdmin' | 'date'>) =>
      call(op.replyToDiscussion, {
        params: { discussionId: reply.discussion },
        body: {
          hubgrade_message: {
            ...reply,
            messageState: 1,
            date: new Date().toISOString(),
            messageType: 1,
            sentByAdmin: true,
          } satisfies Reply,
        },
      }),
    onSuccess: invalidate,
  });
}

/** PATCH /messages/{id}/content */
export function useEditMessageContent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string[] }) => call(op.editMessageContent, { params: { id }, body: { content } }),
    onSuccess: invalidate,
  });
}

/** DELETE /messages/{id} */
export function useDeleteMessage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(op.deleteMessage, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** PATCH /discussions/{id}/archive with the opposite of the current flag. */
export function useArchiveDiscussion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ discussionId, archived }: { discussionId: number; archived: boolean }) =>
      call(op.archiveDiscussion, { params: { discussionId }, body: { archived } }),
    onSuccess: invalidate,
  });
}
