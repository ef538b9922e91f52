import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ads } from './ads.ts';
import { brands } from './brands.ts';
import { users } from './users.ts';

/** A conversation about an ad between its landlord and one tenant (tables-and-sheets §2.8). */
export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    /** The ad's brand, copied so that brand scope needs no join. */
    brandId: integer('brand_id').references(() => brands.id),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id),
    archived: boolean('archived').notNull().default(false),
    /**
     * Lowercased ad title and city, party names and companies: what the messages search looks
     * in, under one trigram index, instead of joining four tables for every keystroke.
     * Rewritten by refreshDiscussionSearch() when one of them changes.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussions_ad_id_idx').on(t.adId),
    index('discussions_landlord_id_idx').on(t.landlordId),
    index('discussions_tenant_id_idx').on(t.tenantId),
    index('discussions_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('discussions_parties_check', sql`${t.landlordId} <> ${t.tenantId}`),
  ],
);

/** One message of a discussion; its text is a list of lines (spec §3 message_content). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    /** The discussion's brand, copied: the brand-scoped list walks (brand_id, id) newest first. */
    brandId: integer('brand_id').references(() => brands.id),
    /** The landlord or the tenant of the discussion. */
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    /** 1 En attente, 2 Refusé, 3 Non lu, 4 Lu (spec §4). */
    state: smallint('state').notNull().default(1),
    content: text('content').array().notNull(),
    messageType: smallint('message_type').notNull().default(1),
    /** Written by the back-office on behalf of the sender. */
    sentByAdmin: boolean('sent_by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_brand_id_idx').on(t.brandId, t.id.desc()),
    index('messages_state_idx').on(t.state, t.id.desc()),
    index('messages_brand_id_state_idx').on(t.brandId, t.state, t.id.desc()),
    index('messages_discussion_id_idx').on(t.discussionId, t.id),
    index('messages_sender_id_idx').on(t.senderId),
    check('messages_state_check', sql`${t.state} between 1 and 4`),
    check('messages_message_type_check', sql`${t.messageType} >= 1`),
  ],
);
