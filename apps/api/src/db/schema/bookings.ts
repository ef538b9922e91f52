import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { meetingRoomSetUps, meetingRooms } from './spaces.ts';
import { users } from './users.ts';

/** The exclusion constraint of migration 0017: two live bookings of one room never overlap. */
export const MEETING_ROOM_OVERLAP_CONSTRAINT = 'meeting_room_reservations_no_overlap';

/**
 * A booking of a meeting room (members-bookings-feed §3, wrapper hubgrade_sdr_reservation).
 * The database refuses two live bookings of one room whose [starts_at, ends_at) overlap: the
 * exclusion constraint MEETING_ROOM_OVERLAP_CONSTRAINT (btree_gist), written in the migration
 * because Drizzle does not declare exclusion constraints. A cancelled booking frees its slot.
 */
export const meetingRoomReservations = pgTable(
  'meeting_room_reservations',
  {
    id: serial('id').primaryKey(),
    /** The room's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => meetingRooms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** §3 "Time-slot choices": 0 free slot, 1 morning, 2 afternoon, 3 whole day, 4 evening. */
    selectedTime: smallint('selected_time').notNull(),
    subject: text('subject').notNull(),
    private: boolean('private').notNull().default(false),
    quotaFree: boolean('quota_free').notNull().default(false),
    guests: text('guests').array().notNull().default(sql`'{}'::text[]`),
    setUpId: integer('set_up_id').references(() => meetingRoomSetUps.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
  },
  (t) => [
    index('meeting_room_reservations_user_idx').on(t.userId, t.startsAt),
    index('meeting_room_reservations_brand_starts_idx').on(t.brandId, t.startsAt),
    check('meeting_room_reservations_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('meeting_room_reservations_slot_check', sql`${t.selectedTime} between 0 and 4`),
  ],
);
