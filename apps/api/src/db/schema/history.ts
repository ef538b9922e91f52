import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per mutation, written in the mutation's own transaction. */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** Brand of the changed record, so that history is scoped like the record itself. */
    brandId: integer('brand_id'),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    oldData: jsonb('old_data'),
    newData: jsonb('new_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('history_entity_idx').on(t.entity, t.entityId, t.id.desc()), index('history_entries_user_id_idx').on(t.userId)],
);
