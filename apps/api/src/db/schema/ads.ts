import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/** A landlord's group of ads (one building, one offer), chosen when an ad is created. */
export const adGroups = pgTable(
  'ad_groups',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    /** The landlord the group belongs to. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_groups_brand_id_idx').on(t.brandId, t.id.desc()), index('ad_groups_user_id_idx').on(t.userId)],
);

/** A rental ad ("annonce") published by a landlord (account type 1). */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    /** The landlord. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    adGroupId: integer('ad_group_id').references(() => adGroups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    seoH1: text('seo_h1'),
    seo: text('seo'),
    description: text('description').notNull().default(''),
    /** Space type: 1 private office, 2 workstation, 3 independent space. */
    category: smallint('category').notNull(),
    /** The brand's site the space is in (branded ads), instead of an address of its own. */
    siteId: integer('site_id').references(() => sites.id),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country').notNull().default('FR'),
    rentCents: integer('rent_cents').notNull(),
    dailyRentCents: integer('daily_rent_cents'),
    capacity: integer('capacity').notNull(),
    areaSquare: integer('area_square').notNull(),
    /** Contract types offered: 1 flexible lease, 4 commercial lease 3/6/9. */
    contractTypes: smallint('contract_types').array().notNull().default(sql`'{}'::smallint[]`),
    /** 7 and above online; 3 to 6 offline but eligible. */
    state: smallint('state').notNull().default(3),
    /** 4 to 9 rented (locked by a contract); below, not rented. */
    bookingState: smallint('booking_state').notNull().default(0),
    /** Available once this date is past. */
    availabilityStart: date('availability_start', { mode: 'string' }),
    /** 0 none, 1 uploaded, 2 signed. */
    mandate: smallint('mandate').notNull().default(0),
    wrongPhoto: boolean('wrong_photo').notNull().default(false),
    slug: text('slug').notNull().unique(),
    /** Boosted while this instant is in the future: a boost ends by itself. */
    boostUntil: timestamp('boost_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What the table's search box looks in, lowercased, behind a trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(city, '') || ' ' || coalesce(zipcode, '') || ' ' || coalesce(address, ''))`,
    ),
  },
  (t) => [
    index('ads_brand_id_idx').on(t.brandId, t.id.desc()),
    // The landlord filter (and a member sheet's ads), newest first.
    index('ads_user_id_idx').on(t.userId, t.id.desc()),
    index('ads_ad_group_id_idx').on(t.adGroupId),
    // The city filter of the ads table, newest first; the other sorts with id as tie-breaker (keyset).
    index('ads_city_idx').on(t.city, t.id.desc()),
    index('ads_rent_idx').on(t.rentCents, t.id),
    index('ads_capacity_idx').on(t.capacity, t.id),
    index('ads_boost_until_idx').on(t.boostUntil).where(sql`${t.boostUntil} is not null`),
    index('ads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('ads_category_check', sql`${t.category} in (1, 2, 3)`),
    check('ads_state_check', sql`${t.state} between 0 and 9`),
    check('ads_booking_state_check', sql`${t.bookingState} between 0 and 9`),
    check('ads_mandate_check', sql`${t.mandate} in (0, 1, 2)`),
    check('ads_amounts_check', sql`${t.rentCents} >= 0 and ${t.capacity} >= 0 and ${t.areaSquare} >= 0`),
  ],
);

/** The photos of an ad: uploads of the upload widget, in order. */
export const adPhotos = pgTable(
  'ad_photos',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.uploadId] }), index('ad_photos_upload_id_idx').on(t.uploadId)],
);

/** An ad a user (tenant) keeps as a favourite (tables-and-sheets §2.6). */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favourites_user_ad_unique').on(t.userId, t.adId),
    index('favourites_user_id_idx').on(t.userId, t.id.desc()),
    index('favourites_ad_id_idx').on(t.adId),
  ],
);

/** A selection of ads mailed to a tenant (members-bookings-feed §2.5). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    /** The tenant's brand: who may list the suggestion. */
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    senderId: integer('sender_id').references(() => users.id),
    intro: text('intro').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_brand_id_idx').on(t.brandId, t.id.desc()), index('suggestions_user_id_idx').on(t.userId, t.id.desc())],
);

/** One ad of a suggestion, with its message, in the order the sender gave. */
export const suggestionAds = pgTable(
  'suggestion_ads',
  {
    suggestionId: integer('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.position] }), index('suggestion_ads_ad_id_idx').on(t.adId)],
);
