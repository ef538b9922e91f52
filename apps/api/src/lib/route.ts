import type { WebSocket } from '@fastify/websocket';
import type { AnswerOf, BodyOf, Operation, ParamsOf, QueryOf } from '@hubgrade/domain/common/operation';
import { ZApiError } from '@hubgrade/domain/common/schemas';
import type { FastifyReply, FastifyRequest, FastifySchema, preValidationHookHandler, RouteShorthandOptions } from 'fastify';
import { richTextPaths, sanitizeRichTextAt } from './sanitize-html.ts';

/** The request as a handler reads it: the operation's params, query and body, already validated. */
export type OperationRequest<O extends Operation> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
};

/** What a handler gives back: the operation's JSON answer (nothing for a 204). */
// biome-ignore lint/suspicious/noConfusingVoidType: a 204's handler returns its service's Promise<void> as it is.
type HandlerAnswer<O extends Operation> = AnswerOf<O> extends null ? void | null : AnswerOf<O>;

/** A handler answers the operation's JSON, or sends something else (a file, a page) through the reply. */
export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<O> | FastifyReply> | HandlerAnswer<O> | FastifyReply;

export interface RouteOptions extends Pick<RouteShorthandOptions, 'preValidation' | 'bodyLimit' | 'logSerializers'> {
  /** Extra OpenAPI answers beside the operation's own (a PDF for a browser, a second success status). */
  responses?: Record<number, unknown>;
  /** A body the route reads itself (multipart): documented, not validated as JSON. */
  consumes?: string[];
  /** Per-IP limit of the calls that guess passwords or send mails (plugins/rate-limit.ts). */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * The route also upgrades to a WebSocket (@fastify/websocket), served by this handler; the
   * operation's handler answers a plain HTTP call. Not `websocket: true`, which would hide the
   * route from the OpenAPI page and answer plain calls with a bare 404.
   */
  wsHandler?: (socket: WebSocket, request: FastifyRequest) => void | Promise<void>;
}

/** Any Fastify instance, whatever its type provider: plugins register their routes in their own scope. */
interface RouteTarget {
  route(options: object): unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation a route serves: the app refuses an /api route registered without one. */
    operation?: Operation;
  }
}

/**
 * The body's rich-text fields (zRichText) are sanitised before validation, so that the schema
 * checks what will be stored, and no route can forget it.
 */
function richTextSanitizer(operation: Operation): preValidationHookHandler[] {
  const paths = operation.body ? richTextPaths(operation.body) : [];
  if (paths.length === 0) return [];
  return [
    async (request: FastifyRequest) => {
      sanitizeRichTextAt(request.body, paths);
    },
  ];
}

/** The refusals an operation declares, documented with the API's one error format. */
function refusalAnswers(operation: Operation): Record<number, unknown> {
  return Object.fromEntries(
    Object.entries(operation.refusals ?? {}).map(([code, description]) => [
      code,
      { description, content: { 'application/json': { schema: ZApiError } } },
    ]),
  );
}

/**
 * Registers one operation of the contract: its path and method, its schemas for validation and
 * the OpenAPI page, its access policy for the auth plugin, and its success status.
 */
export function route<O extends Operation>(app: RouteTarget, operation: O, handler: OperationHandler<O>, options: RouteOptions = {}): void {
  const status = operation.status ?? 200;
  const schema: FastifySchema & { tags: string[]; summary: string; description?: string } = {
    tags: [operation.area],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(options.consumes ? { consumes: options.consumes } : {}),
    response: { [status]: operation.response, ...refusalAnswers(operation), ...options.responses },
  };
  app.route({
    method: operation.method,
    url: operation.path,
    schema,
    config: { operation, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    preValidation: [...[options.preValidation ?? []].flat(), ...richTextSanitizer(operation)],
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logSerializers ? { logSerializers: options.logSerializers } : {}),
    ...(options.wsHandler ? { wsHandler: options.wsHandler } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(request as unknown as OperationRequest<O>, reply);
      if (answer === reply || reply.sent) return reply;
      // A handler may pick another documented status (201 for a signature started, 200 when it was).
      if (reply.statusCode === 200) reply.status(status);
      return status === 204 ? reply.send() : answer;
    },
  });
}
