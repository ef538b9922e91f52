import rateLimit from '@fastify/rate-limit';
import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { normalizeEmail } from '@hubgrade/domain/auth/rules';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';

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

/** Longer than any address: what is longer is refused by the body's schema, not counted. */
const TARGET_MAX_LENGTH = 320;

/**
 * A limit per target beside the one per address: the account a sign-in names, the address a reset
 * mail goes to. Guesses or mails spread over many caller addresses still stop. It runs once the
 * body is parsed, before it is validated; an unknown account counts as a known one does, so the
 * answer tells nothing about which exist.
 */
export function targetRateLimit(
  app: FastifyInstance,
  config: Config,
  name: string,
  targetOf: (body: Record<string, unknown>) => unknown,
): preValidationAsyncHookHandler {
  const target = (request: FastifyRequest): string | null => {
    const body = request.body;
    const value = body && typeof body === 'object' ? targetOf(body as Record<string, unknown>) : null;
    return typeof value === 'string' && value.length <= TARGET_MAX_LENGTH ? normalizeEmail(value) : null;
  };
  const limit = app.createRateLimit({
    max: config.authAccountRateLimit,
    timeWindow: '1 hour',
    keyGenerator: (request) => `${name}:${target(request)}`,
  });
  return async (request, reply) => {
    if (target(request) === null) return;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, AUTH_LABELS.tooManyAccountRequests);
  };
}
