import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { creditEntries } from './credits.ts';
import { coworkingSpaces } from './spaces.ts';
import { users } from './users.ts';

/**
 * A workstation booking in a coworking space for one Paris day (members-bookings-feed §3,
 * wrapper hubgrade_poste_de_travail_reservation). It takes one seat for the member and one per
 * guest, and was paid by `debit_entry_id` (none for a free space).
 */
export const workstationReservations = pgTable(
  'workstation_reservations',
  {
    id: serial('id').primaryKey(),
    /** The space's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    spaceId: integer('space_id')
      .notNull()
      .references(() => coworkingSpaces.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guests: text('guests').array().notNull().default(sql`'{}'::text[]`),
    seats: integer('seats').notNull(),
    priceCents: integer('price_cents').notNull(),
    debitEntryId: integer('debit_entry_id').references(() => creditEntries.id),
    /** Booked although the credits did not cover it (§4): what was left was taken. */
    forced: boolean('forced').notNull().default(false),
    hasWelcomr: boolean('has_welcomr').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
  },
  (t) => [
    index('workstation_reservations_brand_day_idx').on(t.brandId, t.day, t.spaceId),
    index('workstation_reservations_space_day_idx').on(t.spaceId, t.day),
    index('workstation_reservations_user_idx').on(t.userId, t.day),
    // The monthly billing run's bookings charged in euros (priced, paid by no credit).
    index('workstation_reservations_euros_idx').on(t.brandId, t.day).where(sql`${t.priceCents} > 0 and ${t.debitEntryId} is null`),
    check('workstation_reservations_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('workstation_reservations_seats_check', sql`${t.seats} >= 1`),
  ],
);

/**
 * Seats taken in one space on one day, the row every booking of that day locks (created on
 * demand), so that the seats can never be oversold, whatever the number of racing requests.
 */
export const workstationDayCounters = pgTable(
  'workstation_day_counters',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => coworkingSpaces.id),
    day: date('day', { mode: 'string' }).notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.day] }), check('workstation_day_counters_seats_check', sql`${t.seatsTaken} >= 0`)],
);
