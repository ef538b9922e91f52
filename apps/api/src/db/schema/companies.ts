import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';

export const companyCategories = pgTable('company_categories', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').references(() => brands.id),
  name: text('name').notNull(),
  color: text('color').notNull().default('#9E9E9E'),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull(),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    siret: text('siret'),
    categoryId: integer('category_id').references(() => companyCategories.id),
    /** The site the company is hosted in, shown instead of its address in a brand. */
    siteId: integer('site_id').references(() => sites.id),
    slackChannelName: text('slack_channel_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted companies stay for the contracts and invoices that name them; their members are detached. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('companies_brand_id_idx').on(t.brandId, t.id.desc()),
    index('companies_category_id_idx').on(t.categoryId, t.id.desc()),
    // A site's members (users → companies → site): a feed message's receivers, a site's tenants.
    index('companies_site_id_idx').on(t.siteId),
    // The table's other sorts, id breaking ties (keyset paging); a missing city sorts as ''.
    index('companies_name_idx').on(t.name, t.id),
    index('companies_city_idx').on(sql`coalesce(${t.city}, '')`, t.id),
    // Search on name and city (ILIKE '%…%').
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
  ],
);
