import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { recordServerError } from './server-error-log.ts';

type FieldErrors = Record<string, string[]>;

/** Two checks of a field may fail with the same text (`.int(required).positive(required)`): it is said once. */
function addError(errors: FieldErrors, path: string, message: string) {
  const list = errors[path] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[path] = list;
}

/** zod's `expected` of an invalid_type issue, as the JSON type a caller can send. */
const JSON_TYPE: Record<string, keyof typeof ERROR_LABELS.expectedType> = {
  string: 'string',
  number: 'number',
  int: 'integer',
  bigint: 'number',
  boolean: 'boolean',
  array: 'array',
  tuple: 'array',
  object: 'object',
  record: 'object',
  map: 'object',
};

/** What the call sent at a path of the part it was validated from (undefined: nothing there). */
function sentAt(request: FastifyRequest, where: string, path: string[]): unknown {
  let value: unknown =
    where === 'querystring' ? request.query : where === 'params' ? request.params : where === 'headers' ? request.headers : request.body;
  for (const step of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * A value of the wrong type says which type the field takes; only a missing one keeps the
 * schema's own text ("Champ obligatoire"), which many schemas give for both cases.
 */
function issueMessage(
  request: FastifyRequest,
  where: string,
  path: string[],
  issue: { keyword: string; message?: string; params: unknown },
): string {
  const expected = JSON_TYPE[(issue.params as { expected?: string }).expected ?? ''];
  if (issue.keyword === 'invalid_type' && expected && sentAt(request, where, path) !== undefined)
    return ERROR_LABELS.expectedType[expected];
  return issue.message ?? ERROR_LABELS.badRequest;
}

/**
 * Every failure leaves as `{ status, message, errors? }` in French. Bad input is a 400 whatever
 * the layer that caught it (JSON parser, schema), a body over the limit a 413; only our own
 * faults are 500, and each of them is recorded for /erreur-db (never bad input) when the app
 * gives its database.
 */
export const errorsPlugin = fp<{ db?: Db }>(async (app: FastifyInstance, { db }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ status: error.status, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field names come from the caller (`toString`, `constructor`…): no prototype to collide with.
      const errors: FieldErrors = Object.create(null);
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const where = error.validationContext ?? 'body';
        const keys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === 'unrecognized_keys' && keys) {
          for (const key of keys) addError(errors, [...path, key].join('.'), ERROR_LABELS.unknownField);
        } else {
          addError(errors, path.join('.') || where, issueMessage(request, where, path, issue));
        }
      }
      return reply.status(400).send({ status: 400, message: ERROR_LABELS.badRequest, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      if (db) recordServerError(db, request, error, request.log);
      return reply.status(500).send({ status: 500, message: ERROR_LABELS.internal });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ status: 400, message: ERROR_LABELS.invalidJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ status: 413, message: ERROR_LABELS.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ status: 415, message: ERROR_LABELS.unsupportedMediaType });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ status: 429, message: error.message });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ status, message: status === 404 ? ERROR_LABELS.notFound : ERROR_LABELS.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (db) recordServerError(db, request, error, request.log);
    return reply.status(500).send({ status: 500, message: ERROR_LABELS.internal });
  });
});
