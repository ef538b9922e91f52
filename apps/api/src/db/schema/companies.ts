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
  },
  (t) => [index('companies_brand_id_idx').on(t.brandId, t.id.desc())],
);
