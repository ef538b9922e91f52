import type { BrandConfiguration } from '@hubgrade/domain/brands/schemas';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  urlClient: text('url_client'),
  /** Back-office host name, without scheme or port (e.g. brand9.localhost). */
  urlBack: text('url_back').unique(),
  urlFront: text('url_front'),
  configuration: jsonb('configuration').$type<BrandConfiguration>().notNull().default(sql`'{"modules":[],"flags":{},"themes":{}}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The modules added to the catalogue at /modules/nouveau; the built-in ones of spec shell §6 are
 * the domain's (BUILT_IN_MODULES), checked by the code, and never stored here.
 */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
