import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answer of a create call sent with an Idempotency-Key (plugins/idempotency.ts), kept a day
 * for the caller's retries. A row without status is a call still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** The caller; 0 for a call without session (a registration). Not a reference: the row outlives nobody for long. */
    userId: integer('user_id').notNull(),
    /** The operation's area and name (`companies.createCompany`). */
    operation: text('operation').notNull(),
    /** What the call asked for (host, address and body): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.userId, t.operation] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
