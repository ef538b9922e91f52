import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { creditEntries } from './credits.ts';
import { meetingRoomSetUps, meetingRooms } from './spaces.ts';
import { users } from './users.ts';

/** The exclusion constraint of migration 0017: two live bookings of one room never overlap. */
export const MEETING_ROOM_OVERLAP_CONSTRAINT = 'meeting_room_reservations_no_overlap';

/**
 * A series of bookings (members-bookings-feed §2.11, §3 "Frequency object"): the rule, read back
 * on edit; its meetings are bookings carrying its id. The owner and room are the first meeting's.
 */
export const meetingRoomSeries = pgTable(
  'meeting_room_series',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => meetingRooms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The first meeting's Paris day. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    period: text('period', { enum: ['semaines', 'mois'] }).notNull(),
    interval: smallint('interval').notNull(),
    /** Weekly: the days, Sunday = 0. */
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    endType: text('end_type', { enum: ['date', 'count'] }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    endCount: integer('end_count'),
    sameDayOfMonth: boolean('same_day_of_month').notNull().default(true),
    /** 1–4, or -1 for the last. */
    nthWeekdayOfMonth: smallint('nth_weekday_of_month'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meeting_room_series_brand_id_idx').on(t.brandId),
    check('meeting_room_series_period_check', sql`${t.period} in ('semaines', 'mois')`),
    check('meeting_room_series_interval_check', sql`${t.interval} >= 1`),
    check(
      'meeting_room_series_end_check',
      sql`(${t.endType} = 'date' and ${t.endDate} is not null) or (${t.endType} = 'count' and ${t.endCount} >= 2)`,
    ),
    check('meeting_room_series_nth_check', sql`${t.nthWeekdayOfMonth} is null or ${t.nthWeekdayOfMonth} in (1, 2, 3, 4, -1)`),
  ],
);

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
    hasWelcomr: boolean('has_welcomr').notNull().default(false),
    guests: text('guests').array().notNull().default(sql`'{}'::text[]`),
    setUpId: integer('set_up_id').references(() => meetingRoomSetUps.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    /** The series it belongs to, null for a single booking. */
    seriesId: integer('series_id').references(() => meetingRoomSeries.id),
    /** What the booking costs, in cents (the room's prices, §4), and the debit that paid it (none when free), given back on cancellation. */
    priceCents: integer('price_cents').notNull().default(0),
    creditEntryId: integer('credit_entry_id').references(() => creditEntries.id),
  },
  (t) => [
    index('meeting_room_reservations_user_idx').on(t.userId, t.startsAt),
    index('meeting_room_reservations_brand_starts_idx').on(t.brandId, t.startsAt),
    index('meeting_room_reservations_room_starts_idx').on(t.roomId, t.startsAt),
    // The live bookings meeting a window of time, whatever their room (the planning, the available rooms).
    index('meeting_room_reservations_span_idx').using('gist', sql`tstzrange(${t.startsAt}, ${t.endsAt})`),
    index('meeting_room_reservations_series_idx').on(t.seriesId, t.startsAt).where(sql`${t.seriesId} is not null`),
    // The monthly billing run's bookings charged in euros (priced, paid by no credit).
    index('meeting_room_reservations_euros_idx').on(t.brandId, t.startsAt).where(sql`${t.priceCents} > 0 and ${t.creditEntryId} is null`),
    check('meeting_room_reservations_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('meeting_room_reservations_slot_check', sql`${t.selectedTime} between 0 and 4`),
  ],
);

/** A secret calendar address (iCalendar): one member's bookings or one room's, read without signing in; replacing the token retires the old address. */
export const meetingRoomCalendarFeeds = pgTable(
  'meeting_room_calendar_feeds',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => meetingRooms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_room_calendar_feeds_token_idx').on(t.token),
    uniqueIndex('meeting_room_calendar_feeds_user_id_idx').on(t.userId),
    uniqueIndex('meeting_room_calendar_feeds_room_id_idx').on(t.roomId),
    check('meeting_room_calendar_feeds_one_owner_check', sql`(${t.userId} is null) <> (${t.roomId} is null)`),
  ],
);
