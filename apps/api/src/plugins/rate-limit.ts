import rateLimit from '@fastify/rate-limit';
import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * Per-IP limits for the calls that guess passwords or send mails. Counters live in Redis when
 * REDIS_URL is set, so that several instances share them; in memory otherwise.
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'hubgrade-rl-',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      message: AUTH_LABELS.tooManyRequests,
      retryAfter: context.after,
    }),
  });
});

export function authRateLimit(config: Config) {
  return { max: config.authRateLimit, timeWindow: '1 minute' };
}
