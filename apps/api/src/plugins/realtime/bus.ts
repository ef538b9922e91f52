import { randomBytes } from 'node:crypto';
import type { Notification } from '@hubgrade/domain/notifications/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One notify() statement on its way to the sockets: the notification all its recipients share,
 * and each recipient's own copy by id. A news-feed message to a thousand members travels as one
 * of these, and each instance renders the frames of the users it holds only.
 */
export interface Delivery {
  /** Everything but the id, which each recipient's copy has of its own. */
  shared: Omit<Notification, 'id'>;
  /** The copies' ids, in the order of `userIds`. */
  ids: number[];
  userIds: number[];
}

/** Carries deliveries to every instance, which hands them to the sockets it holds. */
export interface NotificationBus {
  publish(deliveries: Delivery[]): Promise<void>;
  /** Resolves once deliveries published from now on reach this instance; rejects if they cannot. */
  ready(): Promise<void>;
  onDelivery(handler: (delivery: Delivery) => void): void;
  close(): Promise<void>;
}

/** A single instance: publishing is delivering. */
export function localBus(): NotificationBus {
  let handler: (delivery: Delivery) => void = () => {};
  return {
    async publish(deliveries) {
      for (const delivery of deliveries) handler(delivery);
    },
    ready: async () => {},
    onDelivery(h) {
      handler = h;
    },
    close: async () => {},
  };
}

/** Recipients per PUBLISH: a payload stays far below Redis's output limit for a subscriber (8 MB). */
const RECIPIENTS_PER_PUBLISH = 50_000;

/** A payload as published: the publishing instance's name, a newline, then its deliveries as JSON. */
export function encodeDeliveries(origin: string, deliveries: Delivery[]): string {
  return `${origin}\n${JSON.stringify(deliveries)}`;
}

function isDelivery(value: unknown): value is Delivery {
  const d = value as Delivery;
  return (
    typeof d?.shared === 'object' &&
    d.shared !== null &&
    Array.isArray(d.ids) &&
    Array.isArray(d.userIds) &&
    d.ids.length === d.userIds.length &&
    d.ids.every(Number.isSafeInteger) &&
    d.userIds.every(Number.isSafeInteger)
  );
}

/** The origin and deliveries of a published payload; what is not a delivery is skipped. */
export function decodeDeliveries(payload: string): { origin: string; deliveries: Delivery[] } {
  const newline = payload.indexOf('\n');
  if (newline < 0) return { origin: '', deliveries: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.slice(newline + 1));
  } catch {
    parsed = [];
  }
  return { origin: payload.slice(0, newline), deliveries: Array.isArray(parsed) ? parsed.filter(isDelivery) : [] };
}

/** Consecutive runs of deliveries of at most `limit` recipients each, a larger delivery alone in its run. */
function chunks(deliveries: Delivery[], limit: number): Delivery[][] {
  const runs: Delivery[][] = [];
  let run: Delivery[] = [];
  let size = 0;
  for (const delivery of deliveries) {
    if (run.length > 0 && size + delivery.ids.length > limit) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(delivery);
    size += delivery.ids.length;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Several instances: Redis pub/sub on one channel, `{namespace}notifications`, which every
 * instance subscribes to once. The publishing instance publishes its deliveries for the others,
 * then hands them to its own sockets rather than wait for its payload to come back (it skips it
 * then, by its origin): a news-feed message to a thousand members is one small PUBLISH, and each
 * instance renders the frames of the users it holds. Every instance reads every payload, which
 * suits a few instances; the namespace keeps apart deployments (or test databases) that happen
 * to share one Redis, whose user ids would otherwise meet.
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
  const origin = randomBytes(8).toString('hex');
  let handler: (delivery: Delivery) => void = () => {};
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const published = decodeDeliveries(payload);
    if (published.origin === origin) return;
    for (const delivery of published.deliveries) handler(delivery);
  });
  // Taken again by the next socket if it failed (Redis unreachable at start); ioredis subscribes
  // again by itself after a reconnection.
  let subscribed: Promise<void> | null = null;

  return {
    async publish(deliveries) {
      if (deliveries.length === 0) return;
      const pipeline = publisher.pipeline();
      for (const run of chunks(deliveries, RECIPIENTS_PER_PUBLISH)) pipeline.publish(channel, encodeDeliveries(origin, run));
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
      // Once published, not before: a failed publication goes back to the outbox whole, and
      // its next pass must not push these sockets their frames a second time.
      for (const delivery of deliveries) handler(delivery);
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
    onDelivery(h) {
      handler = h;
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
