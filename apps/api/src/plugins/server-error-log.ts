import { SERVER_ERROR_TEXT_MAX } from '@hubgrade/domain/server-errors/rules';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { serverErrors } from '../db/schema/index.ts';

const cut = (text: string) => (text.length > SERVER_ERROR_TEXT_MAX ? text.slice(0, SERVER_ERROR_TEXT_MAX) : text);

/**
 * Writes a 500 to server_errors for /erreur-db. It runs after the answer has left and never
 * throws: a database that cannot take the record (the very fault being reported, often) only
 * costs a line in the log.
 */
export function recordServerError(db: Db, request: FastifyRequest, error: Error, log: FastifyBaseLogger): void {
  const user = request.user;
  db.insert(serverErrors)
    .values({
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
      url: cut(request.url),
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      brandId: user?.brandId ?? null,
      message: cut(error.message || error.name),
      stack: error.stack ? cut(error.stack) : null,
    })
    .then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'server error not recorded'),
    );
}
