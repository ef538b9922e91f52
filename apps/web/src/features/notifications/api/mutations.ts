import type { Operation } from '@hubgrade/domain/common/operation';
import { notificationOperations as op } from '@hubgrade/domain/notifications/operations';
import type { Notification } from '@hubgrade/domain/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { FEED_KEY, type Feed, logNotificationFailure, updateFeed } from './feed.ts';

/**
 * Every change shows at once; the call follows. When it fails, the failure is logged (spec shell
 * §8) and the feed is read again so that the screen matches the server.
 */
function useFeedMutation<V, A>(
  describe: (variables: V) => [Operation, Record<string, unknown>?],
  send: (variables: V) => Promise<A>,
  apply: (variables: V) => void,
  settle?: (answer: A) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: settle,
    onMutate: async (variables: V) => {
      await client.cancelQueries({ queryKey: FEED_KEY });
      apply(variables);
    },
    onError: (error, variables) => {
      const [operation, params] = describe(variables);
      logNotificationFailure(operation, params, error);
      void client.invalidateQueries({ queryKey: FEED_KEY });
    },
  });
}

/** PATCH /notifs/{id} with `seen`: read or unread again. */
export function useMarkSeen() {
  const client = useQueryClient();
  return useFeedMutation(
    ({ id }: { id: number; seen: boolean }) => [op.markSeen, { id }],
    ({ id, seen }) => call(op.markSeen, { params: { id }, body: { seen } }),
    ({ id, seen }) => {
      const before = findItem(client.getQueryData<Feed>(FEED_KEY), id);
      if (!before || before.seen === seen) return;
      updateFeed(
        client,
        (notifs) => notifs.map((n) => (n.id === id ? { ...n, seen } : n)),
        (count) => count + (seen ? -1 : 1),
      );
    },
    // The server's copy of the notification replaces the one drawn in advance.
    (saved) => updateFeed(client, (notifs) => notifs.map((n) => (n.id === saved.id ? saved : n))),
  );
}

/** DELETE /notifs/{id} */
export function useDeleteNotification() {
  const client = useQueryClient();
  return useFeedMutation(
    (id: number) => [op.remove, { id }],
    (id) => call(op.remove, { params: { id } }),
    (id) => {
      const before = findItem(client.getQueryData<Feed>(FEED_KEY), id);
      if (!before) return;
      updateFeed(
        client,
        (notifs) => notifs.filter((n) => n.id !== id),
        (count) => count - (before.seen ? 0 : 1),
      );
    },
  );
}

/** PATCH /notifs/read/all/false: every notification read. */
export function useReadAll() {
  const client = useQueryClient();
  return useFeedMutation(
    () => [op.readAll],
    () => call(op.readAll),
    () =>
      updateFeed(
        client,
        (notifs) => notifs.map((n) => (n.seen ? n : { ...n, seen: true })),
        () => 0,
      ),
    // What arrived while the call was on its way stays unread: the server's count says so.
    ({ count }) =>
      updateFeed(
        client,
        (notifs) => notifs,
        () => count,
      ),
  );
}

/** DELETE /notifs/delete/all: the feed is emptied. */
export function useDeleteAll() {
  const client = useQueryClient();
  return useFeedMutation(
    () => [op.deleteAll],
    () => call(op.deleteAll),
    () =>
      client.setQueryData<Feed>(FEED_KEY, (feed) =>
        feed ? { pages: [{ count: 0, notifs: [], nextCursor: null }], pageParams: [null] } : feed,
      ),
  );
}

function findItem(feed: Feed | undefined, id: number): Notification | undefined {
  for (const page of feed?.pages ?? []) {
    const item = page.notifs.find((n) => n.id === id);
    if (item) return item;
  }
  return undefined;
}
