import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

/** A route's `preValidation` for calls that take no body: one sent is refused rather than ignored. */
export async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined) throw badRequest(ERROR_LABELS.noBodyExpected);
}

/**
 * Control characters other than tab and line breaks (C0, DEL, C1), and UTF-16 surrogates without
 * their pair (JSON.parse hands `\ud800` over as one): PostgreSQL refuses a NUL in text, and a
 * lone surrogate in a JSON column, or stores it as U+FFFD. No text of the product needs either.
 */
const FORBIDDEN_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/**
 * The dotted path of every text (and object key) holding a forbidden character. Walked with a
 * stack of its own: a body may be nested thousands deep, and a recursion would overflow.
 */
function forbiddenTextPaths(root: unknown, rootName: string): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) found.push(path || rootName);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasForbiddenCharacter(key)) found.push(path || rootName);
        else stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return found;
}

/**
 * Every text a call brings (path parameters, query string, JSON body) is checked before any
 * schema, handler or query sees it: one with a forbidden character is a 400 naming its field.
 */
async function refuseForbiddenCharacters(request: FastifyRequest): Promise<void> {
  const paths = [
    ...forbiddenTextPaths(request.params, 'params'),
    ...forbiddenTextPaths(request.query, 'query'),
    ...(typeof request.body === 'string' || (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      ? forbiddenTextPaths(request.body, 'body')
      : []),
  ];
  if (paths.length === 0) return;
  const errors: Record<string, string[]> = Object.create(null);
  for (const path of paths) errors[path] = [ERROR_LABELS.forbiddenCharacter];
  throw badRequest(ERROR_LABELS.badRequest, errors);
}

/**
 * A DELETE whose route declares no body refuses one (400) before its handler runs, whatever it
 * would have answered otherwise: a stray payload is bad input, not a conflict or a missing record
 * (ARCHITECTURE rule 7). Other methods without a body schema decide in their route (uploads
 * answer 415 to anything but multipart). Texts with forbidden characters are refused everywhere.
 */
export const bodyGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'DELETE' && !request.routeOptions.schema?.body) await refuseBody(request);
    await refuseForbiddenCharacters(request);
  });
});
