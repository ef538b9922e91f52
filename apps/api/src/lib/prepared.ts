import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

const dialect = new PgDialect();

/**
 * Rows of a statement run as a named prepared statement, as drizzle's `.prepare(name)` does for
 * its query builders but does not offer for raw SQL: PostgreSQL then parses and plans it once per
 * connection rather than on every call, which for the statements of the push path cost more than
 * running them. The name comes from the text. Each distinct text stays prepared on every
 * connection, so texts must not vary with the data (an id list goes as one array parameter).
 * PGlite, in process, runs it as any other statement.
 */
export async function preparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `hubgrade_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`;
  const result = await executor._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
