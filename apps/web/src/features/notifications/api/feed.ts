import { type Operation, pathOf } from '@hubgrade/domain/common/operation';
import { notificationOperations as op } from '@hubgrade/domain/notifications/operations';
import { NOTIFICATION_PAGE_SIZE } from '@hubgrade/domain/notifications/rules';
import type { Notification, NotificationPage } from '@hubgrade/domain/notifications/schemas';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';
import { useSession } from '../../../lib/session.ts';

/** One page of the feed, with the cursor of the next page as it was when the page was read. */
export interface FeedPage extends NotificationPage {
  /** Deleting items afterwards must not end the scroll early: the cursor is kept from the answer. */
  nextCursor: number | null;
}
export type Feed = InfiniteData<FeedPage>;

/** The feed's pages, the first one and those after it, under one key. */
export const FEED_KEY = keyOf(op.feed);

/** Spec shell §8: a failed notification call is logged, as its method and path, and nothing else is shown. */
export function logNotificationFailure(operation: Operation, params: Record<string, unknown> | undefined, error: unknown): void {
  console.error(`[notifications] ${operation.method} ${pathOf(operation, params)}`, error);
}

/** Spec shell §7: GET /notifs/user, then /notifs/user/{lastId} for older pages. */
async function fetchFeedPage(cursor: number | null, signal: AbortSignal): Promise<FeedPage> {
  try {
    const page = await (cursor === null ? call(op.feed, { signal }) : call(op.feedAfter, { params: { lastId: cursor }, signal }));
    const last = page.notifs.at(-1);
    return { ...page, nextCursor: last && page.notifs.length >= NOTIFICATION_PAGE_SIZE ? last.id : null };
  } catch (error) {
    if (!signal.aborted) {
      if (cursor === null) logNotificationFailure(op.feed, undefined, error);
      else logNotificationFailure(op.feedAfter, { lastId: cursor }, error);
    }
    throw error;
  }
}

export const feedQuery = infiniteQueryOptions({
  queryKey: FEED_KEY,
  queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, signal),
  initialPageParam: null as number | null,
  getNextPageParam: (last: FeedPage) => last.nextCursor,
});

/** The signed-in user's notifications, newest first, page after page. */
export function useFeed() {
  const { token } = useSession();
  return useInfiniteQuery({ ...feedQuery, enabled: token !== null });
}

/** The unread count, as the server last told it and adjusted by what happened since. */
export function unreadCount(feed: Feed | undefined): number {
  return feed?.pages.at(-1)?.count ?? 0;
}

export function feedItems(feed: Feed | undefined): Notification[] {
  return feed?.pages.flatMap((page) => page.notifs) ?? [];
}

/** The newest notification id the cache holds: the real-time channel catches up from there. */
export function newestId(feed: Feed | undefined): number {
  let newest = 0;
  for (const item of feedItems(feed)) newest = Math.max(newest, item.id);
  return newest;
}

/** Applies a change to every page and moves the unread count by `countDelta` (counts never go below 0). */
export function updateFeed(
  client: QueryClient,
  change: (notifs: Notification[]) => Notification[],
  count: (current: number) => number = (c) => c,
): void {
  client.setQueryData<Feed>(FEED_KEY, (feed) =>
    feed
      ? { ...feed, pages: feed.pages.map((page) => ({ ...page, notifs: change(page.notifs), count: Math.max(0, count(page.count)) })) }
      : feed,
  );
}

/**
 * A notification pushed in real time joins the first page in id order; one already there (the
 * catch-up after a reconnection may send it again) is ignored.
 */
export function insertNotification(client: QueryClient, notification: Notification): void {
  const feed = client.getQueryData<Feed>(FEED_KEY);
  if (!feed) {
    void client.invalidateQueries({ queryKey: FEED_KEY });
    return;
  }
  if (feedItems(feed).some((item) => item.id === notification.id)) return;
  const [first, ...rest] = feed.pages;
  if (!first) return;
  const unread = notification.seen ? 0 : 1;
  client.setQueryData<Feed>(FEED_KEY, {
    ...feed,
    pages: [
      { ...first, count: first.count + unread, notifs: [notification, ...first.notifs].sort((a, b) => b.id - a.id) },
      ...rest.map((page) => ({ ...page, count: page.count + unread })),
    ],
  });
}
