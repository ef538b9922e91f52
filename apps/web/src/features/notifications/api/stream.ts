import { notificationOperations as op } from '@hubgrade/domain/notifications/operations';
import { NEW_NOTIFICATION_EVENT, notificationChannel, REALTIME_UNAUTHORIZED_CLOSE } from '@hubgrade/domain/notifications/rules';
import type { RealtimeFrame } from '@hubgrade/domain/notifications/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openRealtime, realtimeUrl } from '../../../lib/realtime.ts';
import { currentUserQuery, useSession } from '../../../lib/session.ts';
import { FEED_KEY, type Feed, insertNotification, newestId } from './feed.ts';

/**
 * Frames come from our server, which builds them with the domain's RealtimeFrame type: the event
 * and the notification's id are checked, so that another kind of frame is never taken for one.
 */
export function isNotificationFrame(message: unknown): message is RealtimeFrame {
  if (typeof message !== 'object' || message === null) return false;
  const { channel, event, data } = message as Record<string, unknown>;
  return (
    typeof channel === 'string' &&
    event === NEW_NOTIFICATION_EVENT &&
    typeof data === 'object' &&
    data !== null &&
    Number.isSafeInteger((data as Record<string, unknown>).id)
  );
}

/**
 * Spec shell §7: listens to channel User.Notif.{userId} once the first page of the feed is known,
 * so that a new notification reaches the open panel and the badge at once. After a drop the
 * connection comes back with `since` set to the newest id seen, and the server sends what was missed.
 */
export function useNotificationStream(userId: number, feedLoaded: boolean): void {
  const client = useQueryClient();
  const { token } = useSession();

  useEffect(() => {
    if (!feedLoaded || !token) return;
    const channel = notificationChannel(userId);
    let newestSeen = 0;
    const connection = openRealtime({
      url: () => {
        newestSeen = Math.max(newestSeen, newestId(client.getQueryData<Feed>(FEED_KEY)));
        return realtimeUrl(op.stream, { token, since: newestSeen });
      },
      onMessage: (message) => {
        if (!isNotificationFrame(message)) {
          console.warn('[notifications] unexpected real-time frame', message);
          return;
        }
        if (message.channel !== channel) return;
        newestSeen = Math.max(newestSeen, message.data.id);
        insertNotification(client, message.data);
      },
      retryAfter: (code) => {
        if (code !== REALTIME_UNAUTHORIZED_CLOSE) return true;
        // The session itself was refused: asking for the user again ends it through the HTTP rule.
        void client.invalidateQueries({ queryKey: currentUserQuery.queryKey });
        return false;
      },
    });
    return () => connection.close();
  }, [client, token, userId, feedLoaded]);
}
