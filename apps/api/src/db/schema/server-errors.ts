import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A 500 the API answered (spec shell /erreur-db), written by the errors plugin. No foreign key:
 * a record outlives the user or brand it names, and writing it must not depend on them.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    /** The route's pattern (`/api/panels/:id`), or the path when no route matched. */
    route: text('route').notNull(),
    url: text('url').notNull(),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    /** The signed-in user's brand; null: the main platform or nobody signed in. */
    brandId: integer('brand_id'),
    message: text('message').notNull(),
    stack: text('stack'),
  },
  (t) => [
    index('server_errors_occurred_at_idx').on(t.occurredAt.desc()),
    index('server_errors_brand_id_occurred_at_idx').on(t.brandId, t.occurredAt.desc()),
  ],
);
