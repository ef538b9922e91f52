import { bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { users } from './users.ts';

/** One row per successful sign-in, written with the lastLogin update: the dashboard counts them per day. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's brand when they signed in, so that the log is scoped like the user. */
    brandId: integer('brand_id').references(() => brands.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_ins_created_at_idx').on(t.createdAt), index('sign_ins_brand_created_at_idx').on(t.brandId, t.createdAt)],
);
