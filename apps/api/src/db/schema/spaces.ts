import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_brand_id_idx').on(t.brandId, t.id.desc())],
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
  },
  (t) => [
    index('coworking_spaces_brand_id_idx').on(t.brandId, t.id.desc()),
    index('coworking_spaces_site_id_idx').on(t.siteId),
    check('coworking_spaces_capacity_check', sql`${t.contractCapacity} >= 0 and ${t.reservationCapacity} >= 0`),
  ],
);
