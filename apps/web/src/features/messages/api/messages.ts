import type { MessageState } from '@hubgrade/domain/messages/rules';
import type { ArchiveAnswer, Conversation, MessageList, MessageListQuery, MessageRow, Reply } from '@hubgrade/domain/messages/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export type MessageTableQuery = Pick<MessageListQuery, 'page' | 'itemsPerPage' | 'search' | 'state' | 'archived' | 'adId' | 'userId'>;

const MESSAGES = 'messages';
/** The dashboard counts the messages to moderate: a moderation changes its figure. */
const DASHBOARD = ['dashboard'];

export function fetchMessages(query: MessageTableQuery, signal?: AbortSignal) {
  return fetchKeysetPage(MESSAGES, query, (q) => api<MessageList>('/messages', { query: { ...q }, signal }));
}

export const messagesQuery = (query: MessageTableQuery) =>
  queryOptions({ queryKey: [MESSAGES, 'list', query], queryFn: ({ signal }) => fetchMessages(query, signal) });

/** GET /messages; the previous page stays on screen while the next one loads. */
export function useMessages(query: MessageTableQuery) {
  return useQuery({ ...messagesQuery(query), placeholderData: keepPreviousData });
}

export const conversationQuery = (discussionId: number) =>
  queryOptions({
    queryKey: [MESSAGES, 'conversation', discussionId],
    queryFn: ({ signal }) => api<Conversation>(`/discussions/${discussionId}`, { signal }),
  });

/** GET /discussions/{id}: the conversation and its whole thread. */
export function useConversation(discussionId: number) {
  return useQuery(conversationQuery(discussionId));
}

/** Every change touches the table, the conversation and the dashboard's count. */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: [MESSAGES] }), client.invalidateQueries({ queryKey: DASHBOARD })]);
}

/** PATCH /messages/{id}/state: validate (3), refuse (2) or mark read (4). */
export function useChangeMessageState() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: MessageState }) =>
      api<MessageRow>(`/messages/${id}/state`, { method: 'PATCH', body: { messageState: state } }),
    onSuccess: invalidate,
  });
}

/** POST /discussions/{id}/messages with the hubgrade_message payload of spec §7. */
export function useReply() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (reply: Omit<Reply, 'messageState' | 'messageType' | 'sentByAdmin' | 'date'>) =>
      api<MessageRow>(`/discussions/${reply.discussion}/messages`, {
        method: 'POST',
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
    mutationFn: ({ id, content }: { id: number; content: string[] }) =>
      api<MessageRow>(`/messages/${id}/content`, { method: 'PATCH', body: { content } }),
    onSuccess: invalidate,
  });
}

/** DELETE /messages/{id} */
export function useDeleteMessage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api(`/messages/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** PATCH /discussions/{id}/archive with the opposite of the current flag. */
export function useArchiveDiscussion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ discussionId, archived }: { discussionId: number; archived: boolean }) =>
      api<ArchiveAnswer>(`/discussions/${discussionId}/archive`, { method: 'PATCH', body: { archived } }),
    onSuccess: invalidate,
  });
}
