import { type SQL, sql } from 'drizzle-orm';

/**
 * Randomness of the generated volume: `hashint8extended(row, salt)`, a seeded hash that PostgreSQL
 * and PGlite compute identically, so a given scale always gives the same rows on both.
 */

/** Reference instant of the demo data (demo.ts counts days back from it too). */
const REFERENCE_LITERAL = `timestamptz '2026-10-01 00:00:00+00'`;
export const REFERENCE = sql.raw(REFERENCE_LITERAL);

/** A seeded pseudo-random integer in [0, 2^31) for row `g` (or any integer expression). */
export function hash(salt: number, of = 'g'): SQL {
  return sql.raw(`(hashint8extended(${of}, ${Math.trunc(salt)}) & 2147483647)`);
}

/** A seeded pseudo-random integer in [0, n). */
export function below(salt: number, n: number, of = 'g'): SQL {
  return sql`(${hash(salt, of)} % ${sql.raw(String(Math.max(1, Math.trunc(n))))})`;
}

/** True for a seeded share `p` of the rows. */
export function chance(salt: number, p: number, of = 'g'): SQL {
  return sql`(${hash(salt, of)} < ${sql.raw(String(Math.round(p * 2_147_483_648)))})`;
}

/** An integer written into the statement: generated SQL stays readable in logs and plans. */
export function int(value: number): SQL {
  return sql.raw(String(Math.trunc(value)));
}

/** A PostgreSQL array literal, sent as one parameter. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

export function intArray(values: readonly number[]): SQL {
  return sql.raw(`'{${values.map((v) => Math.trunc(v)).join(',')}}'::int[]`);
}

/** An element of `values` chosen by a seeded index; the same salt picks the same position. */
export function pick(values: readonly string[], salt: number, of = 'g'): SQL {
  return sql`(${textArray(values)})[1 + ${below(salt, values.length, of)}]`;
}

/** A time spread over the last `days` days, growing with `g` so that newest-first is id order. */
export function spreadTime(total: number, days: number): SQL {
  return sql.raw(`(${REFERENCE_LITERAL} - interval '1 second' * ((${total} - g)::float8 * ${days * 86_400} / ${total}))`);
}
