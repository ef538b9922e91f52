import { randomBytes } from 'node:crypto';
import { ZRealtimeFrame } from '@hubgrade/domain/notifications/schemas';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../../../test/redis.ts';
import { type Delivery, decodeDeliveries, encodeDeliveries, redisBus } from './bus.ts';
import { frameOf, framesOf } from './hub.ts';

const shared: Delivery['shared'] = {
  kind: 'system',
  creationDate: '2026-11-28T09:00:00.000Z',
  link: null,
  content: 'Deux\nlignes et des "guillemets"',
  seen: false,
  createdByFirstName: 'Léa',
  createdByLastName: null,
  createdByCompany: null,
};

describe('a payload of the Redis bus', () => {
  it('reads back its origin and the deliveries it was made of', () => {
    const deliveries = [
      { shared, ids: [120, 121], userIds: [7, 9] },
      { shared: { ...shared, content: 'Autre' }, ids: [122], userIds: [7] },
    ];
    expect(decodeDeliveries(encodeDeliveries('a1b2', deliveries))).toEqual({ origin: 'a1b2', deliveries });
  });

  it('skips what is not a delivery', () => {
    expect(decodeDeliveries('').deliveries).toEqual([]);
    expect(decodeDeliveries('a1b2\n{not json').deliveries).toEqual([]);
    const payload = `a1b2\n${JSON.stringify([
      { shared, ids: [1], userIds: [1, 2] },
      { ids: [3], userIds: [4] },
      { shared, ids: [5], userIds: [6] },
    ])}`;
    expect(decodeDeliveries(payload).deliveries).toEqual([{ shared, ids: [5], userIds: [6] }]);
  });
});

describe('framesOf', () => {
  it('renders for each recipient the frame a serialisation of its own would give', () => {
    const frame = framesOf(shared);
    for (const [userId, id] of [
      [7, 120],
      [9, 9_007_199_254_740_991],
    ] as const) {
      const parsed = ZRealtimeFrame.parse(JSON.parse(frame(userId, id)));
      expect(parsed).toEqual({ channel: `User.Notif.${userId}`, event: 'new-notification', data: { id, ...shared } });
      expect(frameOf(userId, { id, ...shared })).toBe(frame(userId, id));
    }
  });
});

describe.skipIf(!(await redisAnswers(TEST_REDIS_URL)))('the Redis bus of two instances', () => {
  const namespace = `hubgrade:bus-test-${randomBytes(4).toString('hex')}:`;
  const log = Fastify().log;
  const buses = [redisBus(TEST_REDIS_URL, namespace, log), redisBus(TEST_REDIS_URL, namespace, log)] as const;
  const received: Delivery[][] = [[], []];
  for (const [i, bus] of buses.entries()) bus.onDelivery((d) => received[i]?.push(d));
  afterAll(() => Promise.all(buses.map((bus) => bus.close())));

  it("hands a publication once to each instance, its publisher's own sockets without the round trip", async () => {
    await Promise.all(buses.map((bus) => bus.ready()));
    const delivery = { shared, ids: [1, 2], userIds: [7, 9] };
    await buses[0].publish([delivery]);
    // The publisher's own handler has run when publish() resolves; the other instance's comes through Redis.
    expect(received[0]).toEqual([delivery]);
    await vi.waitFor(() => expect(received[1]).toEqual([delivery]));
    // A later publication from the other side: had the first come back to its publisher, it would be in before it.
    const next = { shared, ids: [3], userIds: [7] };
    await buses[1].publish([next]);
    await vi.waitFor(() => expect(received[0]).toEqual([delivery, next]));
    expect(received[1]).toEqual([delivery, next]);
  });
});
