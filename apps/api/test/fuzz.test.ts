import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

/**
 * Malformed input on every mutating route: whatever arrives, the answer is a 4xx and the
 * database (every table and every sequence) is exactly as before. Shapes come from the
 * OpenAPI document, i.e. from the same zod schemas that validate the requests.
 */

const RUNS_PER_ROUTE = 40;
/** The mutating routes are fuzzed in this many tests; the tables are compared every few routes. */
const FUZZ_PARTS = 4;
const DIGEST_EVERY = 5;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fields a caller must never be able to set through a body (mass assignment). */
const PRIVILEGED_FIELDS = ['roles', 'brand', 'brandId', 'enabled', 'id', 'email', 'passwordHash', 'companyId', 'access', 'isAdmin'];
/** Names an object already answers to through its prototype. */
const PROTOTYPE_NAMES = ['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
/** Characters no text may hold: NUL and other controls (tab and line breaks excepted), lone surrogates. */
const FORBIDDEN_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];

interface JsonSchema {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** A value of the schema's shape, not necessarily valid (formats and refinements are ignored). */
function sample(schema: JsonSchema): Json {
  if (schema.enum) return schema.enum[0] as Json;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sample(alternative);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
    case 'array':
      return schema.items ? [sample(schema.items)] : [];
    case 'string':
      return 'a'.repeat(Math.max(schema.minLength ?? 0, 8));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? 1));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every node of the sample with its schema, the root included. */
function nodes(schema: JsonSchema, value: Json, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const here = [{ path, schema }];
  if (schema.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    return here.concat(Object.entries(schema.properties ?? {}).flatMap(([k, s]) => nodes(s, value[k] as Json, [...path, k])));
  }
  if (schema.type === 'array' && Array.isArray(value) && schema.items && value.length > 0) {
    return here.concat(nodes(schema.items, value[0] as Json, [...path, 0]));
  }
  return here;
}

function edit(root: Json, path: Path, change: (parent: Record<string | number, Json>, key: string | number) => void): Json {
  const copy = structuredClone(root);
  if (path.length === 0) throw new Error('cannot edit the root in place');
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

const setAt = (root: Json, path: Path, value: Json) => (path.length === 0 ? value : edit(root, path, (p, k) => (p[k] = value)));
const deleteAt = (root: Json, path: Path) =>
  edit(root, path, (p, k) => {
    delete p[k];
  });

/** Values of a JSON type other than the schema's (and not null when it is nullable). */
function otherTypes(schema: JsonSchema): Json[] {
  const all: [string, Json][] = [
    ['string', 'texte'],
    ['number', 12.5],
    ['boolean', false],
    ['object', { a: 1 }],
    ['array', [1, 'x']],
    ['null', null],
  ];
  const own = schema.type === 'integer' ? 'number' : schema.type;
  return all.filter(([type]) => type !== own && !(type === 'null' && schema.nullable)).map(([, v]) => v);
}

/** Deep nesting written as text: building it as a value would overflow the test's own stack. */
function nested(depth: number, leaf: string, asArray: boolean): string {
  return asArray ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}` : `${'{"~n":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

const DEEP = '__deep__';

interface Attempt {
  kind: string;
  contentType: string;
  body: string | undefined;
  url: string;
  /** The field a refusal must name. */
  field?: string;
}

/** Malformed requests for one route; each kind is invalid by construction, never by luck. */
function malformed(url: string, body: JsonSchema | undefined): fc.Arbitrary<Attempt> {
  const json = (kind: string) => (value: Json) => ({ kind, contentType: 'application/json', body: JSON.stringify(value), url });
  const base = body ? sample(body) : null;
  const all = body ? nodes(body, base) : [];
  const strictObjects = all.filter(
    (n) => n.schema.type === 'object' && n.schema.additionalProperties === false && !Object.hasOwn(n.schema.properties ?? {}, 'nested'),
  );
  const requiredFields = all.flatMap((n) => (n.schema.required ?? []).map((k) => [...n.path, k]));
  const typed = all.filter((n) => n.path.length > 0 && n.schema.type && !n.schema.enum);
  const bounded = all.filter((n) => n.schema.type === 'string' && n.schema.maxLength !== undefined);
  const texts = all.filter((n) => n.path.length > 0 && n.schema.type === 'string' && !n.schema.enum);
  const rootIsStrict = body?.type === 'object' && body.additionalProperties === false;
  const isUnknownAtRoot = (v: Json) =>
    v === null ||
    typeof v !== 'object' ||
    Array.isArray(v) ||
    (rootIsStrict && Object.keys(v).some((k) => !Object.hasOwn(body?.properties ?? {}, k)));

  const arbitraries: fc.Arbitrary<Attempt>[] = [
    // Any JSON at all, as long as it is not an object the schema could accept.
    fc
      .jsonValue()
      .filter((v) => isUnknownAtRoot(v as Json))
      .map((v) => json('random JSON')(v as Json)),
    // Text that is not JSON (or not an object) under a JSON content type, and other content types.
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .filter((s) => {
        try {
          return isUnknownAtRoot(JSON.parse(s));
        } catch {
          return true;
        }
      })
      .map((s) => ({ kind: 'not JSON', contentType: 'application/json', body: s, url })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/csv'),
        fc.string({ maxLength: 200 }),
      )
      .map(([contentType, s]) => ({ kind: `body as ${contentType}`, contentType, body: `roles=ROLE_ADMIN&${s}`, url })),
    fc.constant({ kind: 'prototype pollution', contentType: 'application/json', body: '{"__proto__":{"roles":["ROLE_ADMIN"]}}', url }),
    fc.constant({
      kind: 'constructor pollution',
      contentType: 'application/json',
      body: '{"constructor":{"prototype":{"isAdmin":true}}}',
      url,
    }),
    // A whole body nested very deep.
    fc.tuple(fc.integer({ min: 10, max: 20_000 }), fc.boolean()).map(([depth, asArray]) => ({
      kind: `body nested ${depth} deep`,
      contentType: 'application/json',
      body: nested(depth, '"x"', asArray),
      url,
    })),
  ];
  if (body === undefined) {
    arbitraries.push(fc.jsonValue().map((v) => json('body on a route without one')(v as Json)));
  }
  if (requiredFields.length > 0) {
    arbitraries.push(fc.constantFrom(...requiredFields).map((path) => json(`without ${path.join('.')}`)(deleteAt(base, path))));
  }
  if (typed.length > 0) {
    arbitraries.push(
      fc
        .constantFrom(...typed)
        .chain((n) =>
          fc.constantFrom(...otherTypes(n.schema)).map((v) => json(`wrong type at ${n.path.join('.')}`)(setAt(base, n.path, v))),
        ),
    );
  }
  if (bounded.length > 0) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...bounded), fc.integer({ min: 1, max: 300_000 }))
        .map(([n, extra]) =>
          json(`huge string at ${n.path.join('.')}`)(setAt(base, n.path, 'é'.repeat((n.schema.maxLength ?? 0) + extra))),
        ),
    );
  }
  if (texts.length > 0) {
    arbitraries.push(
      fc
        .tuple(
          fc.constantFrom(...texts),
          fc.constantFrom(...FORBIDDEN_CHARACTERS),
          fc.string({ maxLength: 8 }),
          fc.string({ maxLength: 8 }),
        )
        .map(([n, character, before, after]) => ({
          ...json(`U+${character.charCodeAt(0).toString(16).padStart(4, '0')} at ${n.path.join('.')}`)(
            setAt(base, n.path, `${before}${character}${after}`),
          ),
          field: n.path.join('.'),
        })),
    );
  }
  if (strictObjects.length > 0) {
    arbitraries.push(
      fc
        .tuple(
          fc.constantFrom(...strictObjects),
          fc.oneof(fc.constantFrom(...PRIVILEGED_FIELDS), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ minLength: 1, maxLength: 20 })),
          fc.oneof(fc.constant<Json>(['ROLE_ADMIN']), fc.constant<Json>(true), fc.constant<Json>(5), fc.jsonValue() as fc.Arbitrary<Json>),
        )
        .filter(([n, field]) => !Object.hasOwn(n.schema.properties ?? {}, field) && field !== '__proto__')
        .map(([n, field, value]) => json(`unknown field ${[...n.path, field].join('.')}`)(setAt(base, [...n.path, field], value))),
      fc.tuple(fc.constantFrom(...strictObjects), fc.integer({ min: 10, max: 20_000 }), fc.boolean()).map(([n, depth, asArray]) => ({
        kind: `unknown field nested ${depth} deep in ${n.path.join('.') || 'body'}`,
        contentType: 'application/json',
        body: JSON.stringify(setAt(base, [...n.path, 'nested'], DEEP)).replace(`"${DEEP}"`, nested(depth, '1', asArray)),
        url,
      })),
    );
  }
  return fc.oneof(...arbitraries);
}

/** `/api/users/:id` with a real-looking value for each parameter. */
function concreteUrl(url: string, operation: Operation): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    return encodeURIComponent(schema.type === 'integer' || schema.type === 'number' ? '1' : String(sample(schema)));
  });
}

// Malformed input is refused before any query, alike on either engine: the fuzz runs once, on the
// engine production uses (PostgreSQL when the machine has one), and keeps the suite's longest file short.
describe.each(ENGINES.slice(-1))('malformed input on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let digestQuery: ReturnType<typeof sql.raw>;
  let routes: { method: string; url: string; protectedRoute: boolean; operation: Operation; body: JsonSchema | undefined }[] = [];

  /** One row per table and per sequence, so a change anywhere, even a rolled-back insert, shows. */
  const digest = async () => queryRows<{ name: string; digest: string }>(t.database.db, digestQuery);

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminToken = await t.tokenFor(DEMO_ACCOUNTS.admin);
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const sequences = await queryRows<{ name: string }>(
      t.database.db,
      sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`,
    );
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const literal = (name: string) => `'${name.replace(/'/g, "''")}'`;
    digestQuery = sql.raw(
      [
        ...tables.map(
          ({ name }) =>
            `select ${literal(name)} as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${quote(name)} t`,
        ),
        ...sequences.map(({ name }) => `select ${literal(`seq ${name}`)}, md5(last_value::text || is_called::text) from ${quote(name)}`),
      ]
        .join(' union all ')
        // A union's rows come in no set order (PostgreSQL may run its branches in parallel).
        .concat(' order by 1'),
    );

    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    routes = t.app.routeTable
      .filter((r) => MUTATING.has(r.method))
      .map((r) => {
        const operation = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
        return {
          method: r.method,
          url: r.url,
          protectedRoute: !('public' in r.access),
          operation,
          body: operation.requestBody?.content['application/json']?.schema,
        };
      });
  });
  afterAll(() => t.close());

  it('finds the mutating routes and their body schemas', () => {
    expect(routes.length).toBeGreaterThanOrEqual(2);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('PATCH /api/users/:id');
    expect(routes.find((r) => r.url === '/api/users/:id')?.body?.properties).toHaveProperty('hubgrade_user');
  });

  it('declares every body object strict, so that unknown fields are refused rather than dropped', () => {
    const loose = routes.flatMap((r) =>
      r.body
        ? nodes(r.body, sample(r.body))
            .filter((n) => n.schema.type === 'object' && n.schema.properties && n.schema.additionalProperties !== false)
            .map((n) => `${r.method} ${r.url} ${n.path.join('.') || '(body)'}`)
        : [],
    );
    expect(loose).toEqual([]);
  });

  for (const as of ['superAdmin', 'anonymous'] as const) {
    // The routes in parts, each its own test: one part's time stays well within a test's limit as areas are added.
    for (let part = 0; part < FUZZ_PARTS; part++) {
      it(`answers 4xx and changes nothing, as ${as} (routes, part ${part + 1} of ${FUZZ_PARTS})`, async () => {
        const before = await digest();
        const mine = routes.filter((_, i) => i % FUZZ_PARTS === part);
        for (const [i, route] of mine.entries()) {
          const url = concreteUrl(route.url, route.operation);
          await fc.assert(
            fc.asyncProperty(malformed(url, route.body), async (attempt) => {
              const res = await t.app.inject({
                method: route.method as 'POST',
                url: attempt.url,
                headers: {
                  'content-type': attempt.contentType,
                  ...(as === 'superAdmin' ? { authorization: `Bearer ${adminToken}` } : {}),
                },
                payload: attempt.body,
              });
              const where = `${route.method} ${route.url} ${attempt.kind} → ${res.statusCode} ${res.body.slice(0, 300)}`;
              if (as === 'anonymous' && route.protectedRoute) expect(res.statusCode, where).toBe(401);
              // A huge string may take the body over its size limit: 413.
              else expect([400, 413, 415], where).toContain(res.statusCode);
              expect(res.json(), where).toMatchObject({ status: res.statusCode, message: expect.any(String) });
              if (attempt.field && res.statusCode === 400) {
                expect(res.json().errors?.[attempt.field], where).toEqual([ERROR_LABELS.forbiddenCharacter]);
              }
            }),
            { numRuns: RUNS_PER_ROUTE },
          );
          // Every few routes rather than per attempt: the digest reads every table, and there are 40 attempts a route.
          if (i % DIGEST_EVERY === DIGEST_EVERY - 1 || i === mine.length - 1) {
            expect(await digest(), `the routes up to ${route.method} ${route.url}`).toEqual(before);
          }
        }
      });
    }
  }

  it('refuses malformed path parameters on every mutating route', async () => {
    const before = await digest();
    const withParams = routes.filter((r) => r.url.includes(':'));
    for (const [i, route] of withParams.entries()) {
      const body = route.body ? JSON.stringify(sample(route.body)) : undefined;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constantFrom(
              '0',
              '-1',
              '1.5',
              '2147483648',
              '99999999999999999999',
              'abc',
              ' ',
              '1;drop table users',
              '%00',
              'NaN',
              'Infinity',
            ),
            // Anything but what the id schema's coercion (Number) turns into a valid id.
            fc.string({ minLength: 1, maxLength: 30 }).filter((s) => {
              const n = Number(s);
              return !(Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
            }),
          ),
          async (param) => {
            const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(param));
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
              payload: body,
            });
            expect([400, 404], `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      if (i % DIGEST_EVERY === DIGEST_EVERY - 1 || i === withParams.length - 1) {
        expect(await digest(), `the routes up to ${route.method} ${route.url}`).toEqual(before);
      }
    }
  });

  it('refuses bodies over the size limit with a French 413 (401 first when a token is needed)', async () => {
    const before = await digest();
    for (const route of routes) {
      const url = concreteUrl(route.url, route.operation);
      const big = JSON.stringify({ filler: 'x'.repeat(t.config.bodyLimit) });
      for (const token of [adminToken, null]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          payload: big,
        });
        if (!token && route.protectedRoute) {
          expect(res.statusCode).toBe(401);
        } else {
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
          expect(res.json()).toEqual({ status: 413, message: ERROR_LABELS.bodyTooLarge });
        }
      }
    }
    expect(await digest()).toEqual(before);
  });
});
