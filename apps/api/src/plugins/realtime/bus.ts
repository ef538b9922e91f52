import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One notification on its way to the sockets of its recipient: its id and the frame already serialised. */
export interface BusMessage {
  userId: number;
  id: number;
  frame: string;
}

/** Carries notifications to every instance, which hands them to the sockets it holds. */
export interface NotificationBus {
  publish(messages: BusMessage[]): Promise<void>;
  /** Resolves once messages published from now on reach this instance; rejects if they cannot. */
  ready(): Promise<void>;
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
    ready: async () => {},
    onMessage(h) {
      handler = h;
    },
    close: async () => {},
  };
}

/** Messages per PUBLISH: a batch stays far below Redis's output limit for a subscriber (8 MB). */
const BATCH = 500;

/** A batch as published: `{userId}\n{id}\n{frame}` per message; a frame is JSON, which holds no raw newline. */
export function encodeBatch(messages: BusMessage[]): string {
  return messages.map((m) => `${m.userId}\n${m.id}\n${m.frame}`).join('\n');
}

/** The messages of a published batch; a malformed one is skipped. */
export function decodeBatch(payload: string): BusMessage[] {
  const lines = payload.split('\n');
  const messages: BusMessage[] = [];
  for (let i = 0; i + 2 < lines.length; i += 3) {
    const userId = Number(lines[i]);
    const id = Number(lines[i + 1]);
    if (Number.isSafeInteger(userId) && Number.isSafeInteger(id)) messages.push({ userId, id, frame: lines[i + 2] as string });
  }
  return messages;
}

/**
 * Several instances: Redis pub/sub on one channel, `{namespace}notifications`, which every
 * instance subscribes to once and on which each pass publishes its messages in batches: a
 * news-feed message to a thousand members is two PUBLISHes, not a thousand, and each instance
 * hands their sockets the messages of the users it holds. Every instance reads every batch,
 * which suits a few instances; the namespace keeps apart deployments (or test databases) that
 * happen to share one Redis, whose user ids would otherwise meet.
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

  const channel = `${namespace}notifications`;
  let handler: (message: BusMessage) => void = () => {};
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    for (const message of decodeBatch(payload)) handler(message);
  });
  // Taken again by the next socket if it failed (Redis unreachable at start); ioredis subscribes
  // again by itself after a reconnection.
  let subscribed: Promise<void> | null = null;

  return {
    async publish(messages) {
      if (messages.length === 0) return;
      const pipeline = publisher.pipeline();
      for (let i = 0; i < messages.length; i += BATCH) pipeline.publish(channel, encodeBatch(messages.slice(i, i + BATCH)));
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
    },
    ready() {
      if (!subscribed) {
        const attempt = subscriber.subscribe(channel).then(() => undefined);
        attempt.catch(() => {
          if (subscribed === attempt) subscribed = null;
        });
        subscribed = attempt;
      }
      return subscribed;
    },
    onMessage(h) {
      handler = h;
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
