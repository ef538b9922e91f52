import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { users } from './users.ts';

/**
 * The door access a booking opened through WelcomR (members-bookings-feed §7): the member's login,
 * the window granted and the service's id of it, so that an edit or a cancellation closes exactly
 * that window. A booking holds at most one live grant.
 */
export const doorAccessGrants = pgTable(
  'door_access_grants',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    bookingKind: text('booking_kind').notNull(),
    bookingId: integer('booking_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    welcomrId: text('welcomr_id').notNull(),
    /** The service's id of the window. */
    windowId: text('window_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('door_access_grants_kind_check', sql`${t.bookingKind} in ('workstation', 'terrace', 'meeting-room')`),
    uniqueIndex('door_access_grants_live_idx').on(t.bookingKind, t.bookingId).where(sql`${t.revokedAt} is null`),
    index('door_access_grants_user_id_idx').on(t.userId),
  ],
);
