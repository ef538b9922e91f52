import { notificationChannel, REALTIME_UNAUTHORIZED_CLOSE, ZRealtimeFrame } from '@hubgrade/domain/notifications/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openRealtime, realtimeUrl } from '../../../lib/realtime.ts';
import { currentUserQuery, useSession } from '../../../lib/session.ts';
import { FEED_KEY, type Feed, insertNotification, newestId } from './feed.ts';

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
        return realtimeUrl('/ws', { token, since: newestSeen });
      },
      onMessage: (message) => {
        const frame = ZRealtimeFrame.safeParse(message);
        if (!frame.success) {
          console.warn('[notifications] unexpected real-time frame', message);
          return;
        }
        if (frame.data.channel !== channel) return;
        newestSeen = Math.max(newestSeen, frame.data.data.id);
        insertNotification(client, frame.data.data);
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
