import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** A site ("espace"): a building run by the platform or a brand. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_brand_id_idx').on(t.brandId, t.id.desc())],
);
