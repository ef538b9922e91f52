import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HOURS, isCreateCall, IDEMPOTENCY_LABELS as L } from '@hubgrade/domain/common/idempotency';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { badRequest, conflict, HttpError } from '../lib/http-error.ts';

/** Printable ASCII without space, as a UUID is: the key is a client's token, not text. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** A call still running after this long was cut short (the process stopped): a retry takes over. */
const ABANDONED_AFTER = '1 minute';
/** How long a retry waits for the first call, still running, before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
const PURGE_EVERY_MS = 60 * 60 * 1000;

interface KeyId {
  key: string;
  userId: number;
  operation: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this call holds while it runs, released with its answer. */
    idempotency: KeyId | null;
  }
}

const sameKey = (id: KeyId) =>
  and(eq(idempotencyKeys.key, id.key), eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.operation, id.operation));

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;

/** Takes the key for this call, after dropping an expired or abandoned hold of it; false when another call holds it. */
async function claim(db: Db, id: KeyId, requestHash: string): Promise<boolean> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        sameKey(id),
        or(
          lt(idempotencyKeys.createdAt, expired),
          and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`)),
        ),
      ),
    );
  const taken = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/**
 * `Idempotency-Key` on create calls: the first call with a key runs and its success is kept
 * (status and JSON) for a day; a call with the same key, caller and operation gets that answer
 * again (with `Idempotent-Replayed: true`) instead of creating a second record. While the first
 * call still runs, the second waits for it (409 after a while); the same key with another request
 * is a 422. A failed call keeps nothing: its retry runs anew. Keys are per caller, so one
 * user cannot read another's answer by guessing a key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const operation = request.routeOptions.config?.operation;
    if (key === undefined || !operation?.body || !isCreateCall(operation)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badRequest(L.invalidKey);
    const id: KeyId = { key, userId: request.user?.id ?? 0, operation: `${operation.area}.${operation.name}` };
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.hostname, request.url, request.body]))
      .digest('base64url');
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await claim(db, id, requestHash)) {
        request.idempotency = id;
        return;
      }
      const [held] = await db.select().from(idempotencyKeys).where(sameKey(id));
      // Gone since: expired or released by a failed call, the next turn takes it.
      if (!held) continue;
      if (held.requestHash !== requestHash) throw new HttpError(422, L.otherRequest);
      if (held.status !== null && held.body !== null) {
        return reply.status(held.status).type('application/json; charset=utf-8').header('idempotent-replayed', 'true').send(held.body);
      }
      if (Date.now() > deadline) throw conflict(L.inProgress);
      await sleep(POLL_MS);
    }
  });

  // Before compression (registered ahead of it), while the answer is still its JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotency;
    if (!id) return payload;
    request.idempotency = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    try {
      if (succeeded) await db.update(idempotencyKeys).set({ status: reply.statusCode, body: payload }).where(sameKey(id));
      else await db.delete(idempotencyKeys).where(and(sameKey(id), isNull(idempotencyKeys.status)));
    } catch (error) {
      // The record is written: the answer goes out; a retry will find the key abandoned a minute later.
      request.log.warn({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  });

  const purge = setInterval(() => {
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, expired))
      .catch((error: unknown) => app.log.warn({ err: error }, 'expired idempotency keys not purged'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
});
