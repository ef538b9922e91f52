import type { z } from 'zod';
import type { Role } from '../auth/roles.ts';
import type { ModuleName } from '../brands/modules.ts';

/**
 * Who may call an operation. The API enforces it on every route; brand scope is not declared
 * here: the queries apply it (apps/api/src/lib/brand-scope.ts).
 */
export type AccessPolicy =
  | { public: true }
  | {
      /** 'authenticated': any signed-in user; otherwise one of these roles. */
      roles: 'authenticated' | readonly Role[];
      /** The operation belongs to a module a brand can switch off (spec shell §6). */
      module?: ModuleName;
    };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, written once: the API registers it (validation, OpenAPI, access policy)
 * and the web calls it through one typed client, so a path, a payload or an answer cannot drift
 * between the two sides.
 */
export interface OperationSpec {
  method: HttpMethod;
  /** The path as the specs give it, with `:name` for each path parameter (`/api/key_tarif/:id`). */
  path: `/api/${string}`;
  /** One line for the OpenAPI page. */
  summary: string;
  description?: string;
  access: AccessPolicy;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer of a success, with `status`. */
  response: z.ZodType;
  /** The status of a success: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /**
   * The refusals the operation answers beside those of its access policy (401, 403) and of its
   * schemas (400), each with when it happens; the answer is the one error format, its message in
   * French. Documented on the OpenAPI page.
   */
  refusals?: Partial<Record<404 | 409 | 422, string>>;
}

/** An operation as its area exports it: the spec with the area and the operation's own name. */
export type Operation<S extends OperationSpec = OperationSpec> = S & { readonly area: string; readonly name: string };

/**
 * An area's operations, each stamped with the area and its name: the web derives its query keys
 * from them (`[area, name, input]`), so invalidating an area or one operation needs no string.
 */
export function operations<const D extends Record<string, OperationSpec>>(
  area: string,
  specs: D,
): { readonly [K in keyof D & string]: D[K] & { readonly area: string; readonly name: K } } {
  const stamped: Record<string, Operation> = {};
  for (const [name, spec] of Object.entries(specs)) stamped[name] = { ...spec, area, name };
  return stamped as never;
}

type Has<O, K extends string> = O extends { [P in K]: z.ZodType } ? true : false;

/** What a handler reads, once the API has validated the request. */
export type ParamsOf<O extends OperationSpec> = O['params'] extends z.ZodType ? z.output<O['params']> : undefined;
export type QueryOf<O extends OperationSpec> = O['query'] extends z.ZodType ? z.output<O['query']> : undefined;
export type BodyOf<O extends OperationSpec> = O['body'] extends z.ZodType ? z.output<O['body']> : undefined;
export type AnswerOf<O extends OperationSpec> = z.output<O['response']>;

/** What a client sends: path parameters as the handler reads them, the query and body as the schemas take them. */
export type CallInput<O extends OperationSpec> = (Has<O, 'params'> extends true ? { params: ParamsOf<O> } : { params?: undefined }) &
  (Has<O, 'query'> extends true ? { query?: O['query'] extends z.ZodType ? Partial<z.input<O['query']>> : never } : { query?: undefined }) &
  (Has<O, 'body'> extends true ? { body: O['body'] extends z.ZodType ? z.input<O['body']> : never } : { body?: undefined });

/** The path with its parameters filled in, each encoded. */
export function pathOf(operation: Pick<OperationSpec, 'path'>, params?: Record<string, unknown>): string {
  return operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Paramètre manquant « ${name} » pour ${operation.path}`);
    return encodeURIComponent(String(value));
  });
}
