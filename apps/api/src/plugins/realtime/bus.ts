import { notificationChannel } from '@hubgrade/domain/notifications/rules';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One notification on its way to the sockets of its recipient: its id and the frame already serialised. */
export interface BusMessage {
  userId: number;
  id: number;
  frame: string;
}

/**
 * Carries notifications to the instances holding their recipients' sockets. An instance
 * subscribes to a user while it holds at least one socket of theirs.
 */
export interface NotificationBus {
  publish(messages: BusMessage[]): Promise<void>;
  /** Resolves once messages for this user reach this instance. Counted: one call per socket. */
  subscribe(userId: number): Promise<void>;
  unsubscribe(userId: number): void;
  onMessage(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/** A single instance: publishing is delivering. */
export function localBus(): NotificationBus {
  let handler: (message: BusMessage) => void = () => {};
  return {
    async publish(messages) {
      for (const message of messages) handler(message);
    },
    subscribe: async () => {},
    unsubscribe() {},
    onMessage(h) {
      handler = h;
    },
    close: async () => {},
  };
}

/**
 * Several instances: Redis pub/sub on one channel per user, `{namespace}User.Notif.{id}`. The
 * namespace keeps apart deployments (or test databases) that happen to share one Redis, whose
 * user ids would otherwise meet. A message is `{id}\n{frame}`.
 */
export function redisBus(url: string, namespace: string, log: FastifyBaseLogger): NotificationBus {
  const options = { maxRetriesPerRequest: 2, enableAutoPipelining: true };
  const publisher = new Redis(url, options);
  // A connection in subscriber mode runs no other command, hence its own.
  const subscriber = new Redis(url, options);
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (err) => log.warn({ err }, `redis ${name} of notifications`));
  }

  const prefix = `${namespace}User.Notif.`;
  const channelOf = (userId: number) => `${namespace}${notificationChannel(userId)}`;
  const subscriptions = new Map<number, { count: number; ready: Promise<void> }>();
  let handler: (message: BusMessage) => void = () => {};

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    const userId = Number(channel.slice(prefix.length));
    const cut = payload.indexOf('\n');
    const id = Number(payload.slice(0, cut));
    if (!Number.isSafeInteger(userId) || cut < 0 || !Number.isSafeInteger(id)) return;
    handler({ userId, id, frame: payload.slice(cut + 1) });
  });

  return {
    async publish(messages) {
      if (messages.length === 0) return;
      const pipeline = publisher.pipeline();
      for (const m of messages) pipeline.publish(channelOf(m.userId), `${m.id}\n${m.frame}`);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
    },
    subscribe(userId) {
      const existing = subscriptions.get(userId);
      if (existing) {
        existing.count++;
        return existing.ready;
      }
      // Commands of one connection run in order: after UNSUBSCRIBE then SUBSCRIBE, the user is subscribed.
      const entry = { count: 1, ready: subscriber.subscribe(channelOf(userId)).then(() => undefined) };
      entry.ready.catch(() => {
        if (subscriptions.get(userId) === entry) subscriptions.delete(userId);
      });
      subscriptions.set(userId, entry);
      return entry.ready;
    },
    unsubscribe(userId) {
      const entry = subscriptions.get(userId);
      if (!entry || --entry.count > 0) return;
      subscriptions.delete(userId);
      subscriber.unsubscribe(channelOf(userId)).catch((err: unknown) => log.warn({ err }, 'redis unsubscribe'));
    },
    onMessage(h) {
      handler = h;
    },
    async close() {
      subscriptions.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
