import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';
import { users } from './users.ts';

/**
 * The values a brand (brand_key 0: the main platform) sets for the other areas to read
 * (/settings). Every column is nullable: null keeps the product's own default. The seller's
 * identity lives in invoice_sellers, which the settings write too.
 */
export const brandSettings = pgTable('brand_settings', {
  id: serial('id').primaryKey(),
  brandKey: integer('brand_key').notNull().unique(),
  /** The brand, for the brand scope and the history; null: the main platform. */
  brandId: integer('brand_id').references(() => brands.id),
  /** Basis points, among the legal rates; null: all of them. */
  vatRates: integer('vat_rates').array(),
  terraceMaxGuests: integer('terrace_max_guests'),
  terraceMaxDuration: integer('terrace_max_duration'),
  quotaHoursPerDay: integer('quota_hours_per_day'),
  quotaHoursPerMonth: integer('quota_hours_per_month'),
  bookingMaxDaysAhead: integer('booking_max_days_ahead'),
  mailSenderName: text('mail_sender_name'),
  mailSenderAddress: text('mail_sender_address'),
  defaultSiteId: integer('default_site_id').references(() => sites.id, { onDelete: 'set null' }),
  /** The brand's administrators must sign in with a second factor; null: no. */
  adminTwoFactor: boolean('admin_two_factor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** A brand's legal page (/cgu, /mentions-legales, /donnees-personnelles): sanitised HTML of the rich-text editor. */
export const legalPages = pgTable(
  'legal_pages',
  {
    id: serial('id').primaryKey(),
    brandKey: integer('brand_key').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('legal_pages_brand_key_kind_idx').on(t.brandKey, t.kind)],
);

/** Each saved text of a legal page, kept whole so that an earlier one can be read or taken up again. */
export const legalPageVersions = pgTable(
  'legal_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => legalPages.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    authorEmail: text('author_email'),
  },
  (t) => [index('legal_page_versions_page_id_idx').on(t.pageId, t.id.desc())],
);
