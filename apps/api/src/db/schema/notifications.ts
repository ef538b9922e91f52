import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's inbox. Rows are written by notify(), which reads the recipients from users in the same
 * statement and the creator from the signed-in session, and by the seeds; users are never deleted,
 * only marked so. Hence no foreign keys: PostgreSQL checks them row by row, and the two checks
 * were half the cost of raising a news-feed message's notifications to a thousand members.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The recipient; no foreign key here nor on `createdByUserId`, see above. */
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    seen: boolean('seen').notNull().default(false),
    /** Who raised it, shown by name when it is read. */
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc())],
);

/**
 * Notifications committed but not yet pushed to the sockets: one row per notify() statement,
 * written in its transaction and deleted by the instance that pushes it. A statement's rows share
 * everything but their id and recipient, so the row holds what the frames need and the push reads
 * no notification: a news-feed message to a site of a thousand members is one row to claim, not a
 * thousand. Rows written any other way (seeds) are history, not news, and have none.
 */
export const notificationOutbox = pgTable('notification_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The notifications' ids, in the order of `userIds`. */
  notificationIds: bigint('notification_ids', { mode: 'number' }).array().notNull(),
  userIds: integer('user_ids').array().notNull(),
  kind: text('kind').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  createdByUserId: integer('created_by_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Kinds a user has switched off; a kind without a row is received. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
