import type { WeekHours } from '@hubgrade/domain/spaces/opening-hours';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Monday first, null for a closed day; "HH:MM" in Paris. */
    openingHours: jsonb('opening_hours')
      .$type<WeekHours>()
      .notNull()
      .default(
        sql`'[{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},null,null]'::jsonb`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_brand_id_idx').on(t.brandId, t.id.desc()), index('sites_brand_name_idx').on(t.brandId, t.name, t.id)],
);

/** A coworking space ("open space") of a site: workstations let by contract or booked by the day. */
export const coworkingSpaces = pgTable(
  'coworking_spaces',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#F8A800'),
    /** Seats that contracts may take. */
    contractCapacity: integer('contract_capacity').notNull(),
    /** Seats bookable by the day. */
    reservationCapacity: integer('reservation_capacity').notNull(),
    /** HH:mm, Paris time. */
    openingHour: text('opening_hour').notNull().default('08:00'),
    closingHour: text('closing_hour').notNull().default('19:00'),
    dailyPriceCents: integer('daily_price_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coworking_spaces_brand_id_idx').on(t.brandId, t.id.desc()),
    index('coworking_spaces_brand_name_idx').on(t.brandId, t.name, t.id),
    index('coworking_spaces_site_id_idx').on(t.siteId),
    check('coworking_spaces_capacity_check', sql`${t.contractCapacity} >= 0 and ${t.reservationCapacity} >= 0`),
  ],
);

/** A set-up a type-2 meeting room can be laid out in (U, théâtre, classe…): the platform's (no brand) are offered to every brand. */
export const meetingRoomSetUps = pgTable(
  'meeting_room_set_ups',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull(),
  },
  (t) => [index('meeting_room_set_ups_brand_id_idx').on(t.brandId)],
);

/**
 * A meeting room ("salle de réunion", members-bookings-feed §3) of a site. Prices are integer
 * cents; a null price means the room is not let that way, which disables the matching slot (§4).
 */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: serial('id').primaryKey(),
    /** The site's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    color: text('color').notNull(),
    capacity: integer('capacity').notNull(),
    priceHourCents: integer('price_hour_cents').notNull(),
    priceHalfDayCents: integer('price_half_day_cents'),
    priceEveningCents: integer('price_evening_cents'),
    priceDayCents: integer('price_day_cents'),
    /** 1 booked by time slot or hour, 2 a room with set-ups. */
    roomType: smallint('room_type').notNull(),
    /** Hours one user may book per day and per month; null for no quota. */
    quotaHoursPerDay: integer('quota_hours_per_day'),
    quotaHoursPerMonth: integer('quota_hours_per_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meeting_rooms_brand_id_idx').on(t.brandId, t.name, t.id),
    index('meeting_rooms_site_id_idx').on(t.siteId),
    check('meeting_rooms_type_check', sql`${t.roomType} in (1, 2)`),
    check('meeting_rooms_capacity_check', sql`${t.capacity} > 0`),
    check(
      'meeting_rooms_prices_check',
      sql`${t.priceHourCents} >= 0 and coalesce(${t.priceHalfDayCents}, 0) >= 0 and coalesce(${t.priceEveningCents}, 0) >= 0 and coalesce(${t.priceDayCents}, 0) >= 0`,
    ),
  ],
);

/** The set-ups a type-2 room offers. */
export const meetingRoomSetUpLinks = pgTable(
  'meeting_room_set_up_links',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    setUpId: integer('set_up_id')
      .notNull()
      .references(() => meetingRoomSetUps.id),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.setUpId] })],
);
