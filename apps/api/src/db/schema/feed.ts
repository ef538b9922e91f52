import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/** A category of the news feed (members-bookings-feed §3): an event category's messages are joined, the others liked. */
export const feedCategories = pgTable(
  'feed_categories',
  {
    id: serial('id').primaryKey(),
    /** Null: the main platform's feed. */
    brandId: integer('brand_id').references(() => brands.id),
    title: text('title').notNull(),
    isEvent: boolean('is_event').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_categories_brand_id_idx').on(t.brandId, t.id.desc()),
    uniqueIndex('feed_categories_title_unique').on(sql`coalesce(${t.brandId}, 0)`, sql`lower(${t.title})`),
  ],
);

/** A message of the news feed: 1 brouillon, 2 planifié (published by the API at `plannedAt`), 3 publié. */
export const feedMessages = pgTable(
  'feed_messages',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** HTML of the rich-text editor, sanitised on the way in. */
    description: text('description').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    state: smallint('state').notNull().default(1),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feed_messages_state_check', sql`${t.state} between 1 and 3`),
    check('feed_messages_planned_check', sql`${t.state} <> 2 or ${t.plannedAt} is not null`),
    index('feed_messages_brand_id_idx').on(t.brandId, t.id.desc()),
    index('feed_messages_brand_state_idx').on(t.brandId, t.state, t.id.desc()),
    /** What the publishing job looks for. */
    index('feed_messages_due_idx').on(t.plannedAt).where(sql`${t.state} = 2`),
  ],
);

/** The sites a message is sent to: the members of their companies receive it. */
export const feedMessageSites = pgTable(
  'feed_message_sites',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => feedMessages.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.siteId] }), index('feed_message_sites_site_id_idx').on(t.siteId, t.messageId)],
);

export const feedMessageCategories = pgTable(
  'feed_message_categories',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => feedMessages.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => feedCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.categoryId] }), index('feed_message_categories_category_id_idx').on(t.categoryId)],
);

/** Files attached to a message (PDF or images), in their order. */
export const feedMessageDocuments = pgTable(
  'feed_message_documents',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => feedMessages.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] }), index('feed_message_documents_upload_id_idx').on(t.uploadId)],
);

/** A member's reaction: a like, or a participation when the message is an event. */
export const feedReactions = pgTable(
  'feed_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => feedMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('feed_reactions_user_id_idx').on(t.userId)],
);
