import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

/** A route's `preValidation` for calls that take no body: one sent is refused rather than ignored. */
export async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined) throw badRequest(ERROR_LABELS.noBodyExpected);
}

/**
 * A DELETE whose route declares no body refuses one (400) before its handler runs, whatever it
 * would have answered otherwise: a stray payload is bad input, not a conflict or a missing record
 * (ARCHITECTURE rule 7). Other methods without a body schema decide in their route (uploads
 * answer 415 to anything but multipart).
 */
export const bodyGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'DELETE' && !request.routeOptions.schema?.body) await refuseBody(request);
  });
});
