import { isCreateCall } from '@hubgrade/domain/common/idempotency';
import { type AnswerOf, type CallInput, type Operation, pathOf } from '@hubgrade/domain/common/operation';
import { send } from './http.ts';
import { fetchKeysetPage } from './keyset-pages.ts';

interface CallOptions {
  signal?: AbortSignal;
  /** A token to check before it opens a session; its refusal ends no session. */
  token?: string;
  /** A multipart body, for an operation that reads its body itself (a file upload). */
  form?: FormData;
}

type Input<O extends Operation> = CallInput<O> & CallOptions;
/** The input may be left out when the operation needs neither path parameters nor a body. */
type Args<O extends Operation> = object extends CallInput<O> ? [input?: Input<O>] : [input: Input<O>];

type QueryRecord = Record<string, string | number | boolean | null | undefined>;

/**
 * Calls one operation of the contract: its method and path, the path parameters filled in, and
 * the answer typed by the operation's schema. The answer is not parsed again here: the API checks
 * it against the same schema in its tests, and no schema needs to travel to the browser.
 */
export function call<O extends Operation>(operation: O, ...[input]: Args<O>): Promise<AnswerOf<O>> {
  const { params, query, body, form, signal, token } = (input ?? {}) as Input<Operation>;
  return send<AnswerOf<O>>(pathOf(operation, params as Record<string, unknown> | undefined), {
    method: operation.method,
    query: query as QueryRecord | undefined,
    body: form ?? body,
    signal,
    token,
    idempotent: isCreateCall(operation) && !form,
  });
}

/**
 * One page of a keyset list (lib/keyset-pages.ts): the page's cursor goes out with the query and
 * the next one is kept, under the operation's name and path parameters.
 */
export function callPage<O extends Operation & { query: object }>(
  operation: O,
  input: Input<O> & { query: { page?: number } },
): Promise<AnswerOf<O>> {
  const list = `${operation.area}.${operation.name}${input.params ? `:${JSON.stringify(input.params)}` : ''}`;
  const page = (query: object) => call(operation, ...([{ ...input, query }] as Args<O>)) as Promise<{ next?: string | null }>;
  return fetchKeysetPage(list, input.query, page) as Promise<AnswerOf<O>>;
}

/**
 * Query keys derived from the contract, never written as strings: `[area]` holds every query of
 * an area, `[area, name]` every call of one operation, `[area, name, input]` one call.
 */
export function keyOf(operation: Operation, input?: object): readonly unknown[] {
  return input === undefined ? [operation.area, operation.name] : [operation.area, operation.name, input];
}

/** The key of every query of an area: give the area's operations (or any one of them). */
export function areaKey(area: Operation | Readonly<Record<string, Operation>>): readonly unknown[] {
  const one = typeof area.area === 'string' ? (area as Operation) : (Object.values(area)[0] as Operation);
  return [one.area];
}
