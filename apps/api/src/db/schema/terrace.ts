import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { creditEntries } from './credits.ts';
import { sites } from './spaces.ts';
import { users } from './users.ts';

/** The terrace of a site, one per site (members-bookings-feed §3 settings: maxGuests, maxDuration in minutes), and its capacity in people. */
export const terraces = pgTable(
  'terraces',
  {
    id: serial('id').primaryKey(),
    /** The site's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    maxGuests: integer('max_guests').notNull().default(2),
    maxDuration: integer('max_duration').notNull().default(30),
    capacity: integer('capacity').notNull(),
    /** The price of one place for an hour, in cents; 0 for a free terrace. */
    priceHourCents: integer('price_hour_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terraces_site_id_key').on(t.siteId),
    index('terraces_brand_id_idx').on(t.brandId, t.id),
    check('terraces_settings_check', sql`${t.maxGuests} >= 0 and ${t.maxDuration} >= 15 and ${t.capacity} > 0`),
    check('terraces_price_check', sql`${t.priceHourCents} >= 0`),
  ],
);

/** A closure (capacity null) or an exceptional capacity change over [starts_at, ends_at): §3 terrasseRestriction. */
export const terraceRestrictions = pgTable(
  'terrace_restrictions',
  {
    id: serial('id').primaryKey(),
    terraceId: integer('terrace_id')
      .notNull()
      .references(() => terraces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    capacity: integer('capacity'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('terrace_restrictions_terrace_idx').on(t.terraceId, t.endsAt),
    check('terrace_restrictions_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('terrace_restrictions_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
  ],
);

/**
 * One row per terrace and Paris day that has bookings: a booking locks it (SELECT … FOR UPDATE)
 * before counting the people already there, so two bookings of one day are decided one after the
 * other and the terrace is never oversold.
 */
export const terraceDays = pgTable(
  'terrace_days',
  {
    terraceId: integer('terrace_id')
      .notNull()
      .references(() => terraces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.terraceId, t.day] })],
);

/** A booking of the terrace (§3 wrapper hubgrade_terrasse_reservation): the member and their guests over [starts_at, ends_at). */
export const terraceReservations = pgTable(
  'terrace_reservations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    terraceId: integer('terrace_id')
      .notNull()
      .references(() => terraces.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guests: text('guests').array().notNull().default(sql`'{}'::text[]`),
    /** The member and the guests. */
    people: integer('people').notNull(),
    hasWelcomr: boolean('has_welcomr').notNull().default(false),
    /** §2.9: booked for the same day, billed for the whole day. */
    wholeDayBilled: boolean('whole_day_billed').notNull().default(false),
    /** What the booking costs, in cents, and the debit that paid it (none when free); given back on cancellation. */
    priceCents: integer('price_cents').notNull().default(0),
    debitEntryId: integer('debit_entry_id').references(() => creditEntries.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
  },
  (t) => [
    index('terrace_reservations_terrace_starts_idx').on(t.terraceId, t.startsAt),
    index('terrace_reservations_user_idx').on(t.userId, t.startsAt),
    index('terrace_reservations_brand_starts_idx').on(t.brandId, t.startsAt),
    check('terrace_reservations_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('terrace_reservations_people_check', sql`${t.people} > 0`),
  ],
);
