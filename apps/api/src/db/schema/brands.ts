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
});
