import { feedOperations as op } from '@hubgrade/domain/feed/operations';
import type { FeedCategoryQuery, FeedMessageInput, FeedMessageQuery } from '@hubgrade/domain/feed/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

/** Every call names the caller's own deployment: the main platform for its staff, their brand for a brand's. */
const own = { brandId: 'true' } as const;

export type MessageListQuery = Partial<Omit<FeedMessageQuery, 'after'>>;

/** GET …/feed/messages: the table of §2.18; the previous page stays while the next one loads. */
export function useFeedMessages(query: MessageListQuery) {
  return useQuery({
    queryKey: keyOf(op.listMessages, query),
    queryFn: ({ signal }) => callPage(op.listMessages, { params: own, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/feed/messages/counts: the numbers on the state buttons. */
export function useFeedCounts(query: { espaces?: number[]; search?: string }) {
  return useQuery({
    queryKey: keyOf(op.countMessages, query),
    queryFn: ({ signal }) => call(op.countMessages, { params: own, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/feed/espaces: the sites a message can be sent to. */
export function useFeedEspaces() {
  return useQuery({
    queryKey: keyOf(op.espaces),
    queryFn: ({ signal }) => call(op.espaces, { params: own, signal }),
    staleTime: 60_000,
  });
}

/** GET …/feed/messages/{id}: the editor's message. */
export function useFeedMessage(id: number | null) {
  return useQuery({
    queryKey: keyOf(op.findMessage, { id }),
    queryFn: ({ signal }) => call(op.findMessage, { params: { ...own, id: id as number }, signal }),
    enabled: id !== null,
  });
}

/** Every feed list reloads after a change. */
function useFeedMutation<V, D>(mutationFn: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST …/feed/messages or PUT …/feed/messages/{id}. */
export const useSaveMessage = () =>
  useFeedMutation(({ id, body }: { id: number | null; body: FeedMessageInput }) =>
    id === null ? call(op.createMessage, { params: own, body }) : call(op.saveMessage, { params: { ...own, id }, body }),
  );

/** POST …/feed/messages/{id}/duplicate (201, the copy). */
export const useDuplicateMessage = () => useFeedMutation((id: number) => call(op.duplicateMessage, { params: { ...own, id } }));

/** DELETE …/feed/messages/{id} (204). */
export const useDeleteMessage = () => useFeedMutation((id: number) => call(op.deleteMessage, { params: { ...own, id } }));

export type CategoryListQuery = Partial<Omit<FeedCategoryQuery, 'after'>>;

/** GET …/feed/categories: 20 a page, id descending (§2.19). */
export function useFeedCategories(query: CategoryListQuery) {
  return useQuery({
    queryKey: keyOf(op.listCategories, query),
    queryFn: ({ signal }) => callPage(op.listCategories, { params: own, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST …/feed/categories or PATCH …/feed/categories/{id}, in the spec's wrapper. */
export const useSaveCategory = () =>
  useFeedMutation(({ id, title, isEvent }: { id: number | null; title: string; isEvent: boolean }) =>
    id === null
      ? call(op.createCategory, { params: own, body: { hubgrade_feed_categories: { title, isEvent } } })
      : call(op.patchCategory, { params: { ...own, id }, body: { hubgrade_feed_categories: { title, isEvent } } }),
  );

/** DELETE …/feed/categories/{id} (204). */
export const useDeleteCategory = () => useFeedMutation((id: number) => call(op.deleteCategory, { params: { ...own, id } }));

/** GET /feed/messages: a member's feed. */
export function useMyFeed() {
  return useQuery({ queryKey: keyOf(op.myFeed), queryFn: ({ signal }) => call(op.myFeed, { query: { page: 1 }, signal }) });
}

/** GET /feed/messages/{id}: a published message, for one of its receivers. */
export function useReadMessage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(op.readMessage, { id }),
    queryFn: ({ signal }) => call(op.readMessage, { params: { id }, signal }),
    enabled,
  });
}

/** POST /feed/messages/{id}/reaction: like or join, or take it back. */
export const useReact = () => useFeedMutation((id: number) => call(op.react, { params: { id } }));
