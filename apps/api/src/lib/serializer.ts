import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

export interface AnswerSerializerOptions {
  /**
   * Every answer is also parsed by its zod schema, a mismatch is a 500, and the fast JSON must be the
   * same JSON value as zod's: what the tests run, so that a handler answering a wrong shape fails them.
   */
  checkAnswers: boolean;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const NULL_ONLY = (value: unknown) => isSchema(value) && value.type === 'null' && Object.keys(value).length === 1;
const COMBINATORS = ['anyOf', 'oneOf', 'allOf', '$ref'];

/**
 * The JSON Schema of an answer as fast-json-stringify reads it best. A nullable value (`anyOf` of the
 * value and null) becomes `nullable: true`: the alternative would validate every such value with
 * ajv at run time. `additionalProperties: false` goes: fast-json-stringify drops undeclared
 * properties either way, as zod strips them, and without it an `anyOf` branch accepts an object
 * carrying more than its properties, as zod's union does.
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === '$schema') continue;
    if (keyword === 'additionalProperties' && value === false) continue;
    if (keyword === 'properties' || keyword === 'definitions' || keyword === '$defs') {
      out[keyword] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, schema]) => [name, forSerializer(schema)]));
    } else {
      out[keyword] = forSerializer(value);
    }
  }
  // zod lists an unknown value as required though it takes undefined, which JSON leaves out.
  if (Array.isArray(out.required) && isSchema(out.properties)) {
    const properties = out.properties;
    out.required = out.required.filter((name: string) => !isSchema(properties[name]) || Object.keys(properties[name]).length > 0);
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = out[keyword];
    if (!Array.isArray(options) || options.length !== 2 || !options.some(NULL_ONLY)) continue;
    const value = options.find((option) => !NULL_ONLY(option));
    if (!isSchema(value) || typeof value.type !== 'string' || COMBINATORS.some((k) => k in value) || 'nullable' in value) continue;
    const { [keyword]: _, ...siblings } = out;
    return { ...siblings, ...value, nullable: true };
  }
  return out;
}

/**
 * The answer's schema in JSON Schema, or null when fast-json-stringify cannot write what zod would:
 * a type JSON has no word for (a Date, a transform) or a codec, whose wire form is not its output.
 */
export function answerJsonSchema(schema: $ZodType): JsonSchema | null {
  let codec = false;
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      override: ({ zodSchema }) => {
        if (zodSchema._zod.def.type === 'pipe') codec = true;
      },
    });
    return codec ? null : (forSerializer(json) as JsonSchema);
  } catch {
    return null;
  }
}

/** Compiled once per schema: every route sharing an answer shares its serializer. */
const compiled = new WeakMap<$ZodType, Serialize | null>();

function fastSerializer(schema: $ZodType): Serialize | null {
  if (compiled.has(schema)) return compiled.get(schema) ?? null;
  const json = answerJsonSchema(schema);
  const serialize = json ? (fastJson(json) as Serialize) : null;
  compiled.set(schema, serialize);
  return serialize;
}

/**
 * Answers are written by fast-json-stringify from their zod schema, not parsed by zod and then
 * stringified: the parse of a 25-row page costs more than its SQL. With `checkAnswers` (the tests)
 * zod still checks every answer in full.
 */
export function answerSerializerCompiler(options: AnswerSerializerOptions): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    const fast = schema instanceof $ZodType ? fastSerializer(schema) : null;
    // Not a zod schema, or one fast-json-stringify cannot write: zod's own serializer, as before.
    if (!fast) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!options.checkAnswers) return fast;
    const zodSchema = schema as $ZodType;
    return (data) => {
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const json = fast(data);
      const expected = JSON.stringify(result.data);
      // The same JSON value; fast-json-stringify writes the optional properties after the others.
      if (json !== expected && !isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the fast serializer wrote ${json.slice(0, 2000)} where zod writes ${expected.slice(0, 2000)}`);
      }
      return json;
    };
  };
}
