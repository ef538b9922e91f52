import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';
import { users } from './users.ts';

/** Kinds of keys (Clé, Badge, Télécommande…): the platform's (no brand) are offered to every brand. */
export const keyTypes = pgTable(
  'key_types',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('key_types_brand_id_idx').on(t.brandId)],
);

/** The price of one type of key at one site (members-bookings-feed §2.6); one price per type and site. */
export const keyTariffs = pgTable(
  'key_tariffs',
  {
    id: serial('id').primaryKey(),
    /** The site's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    keyTypeId: integer('key_type_id')
      .notNull()
      .references(() => keyTypes.id),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('key_tariffs_site_type_unique').on(t.siteId, t.keyTypeId),
    index('key_tariffs_brand_id_idx').on(t.brandId, t.id.desc()),
    index('key_tariffs_key_type_id_idx').on(t.keyTypeId),
    check('key_tariffs_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** One key or badge of a tariff handed to a member: held while returned_on is null. */
export const keyAssignments = pgTable(
  'key_assignments',
  {
    id: serial('id').primaryKey(),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => keyTariffs.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number or label engraved on the key or printed on the badge. */
    label: text('label').notNull(),
    assignedOn: date('assigned_on', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A key held by one member cannot be handed to another at the same time (races included).
    uniqueIndex('key_assignments_held_label_idx').on(t.tariffId, sql`lower(${t.label})`).where(sql`${t.returnedOn} is null`),
    index('key_assignments_tariff_id_idx').on(t.tariffId, t.id.desc()),
    index('key_assignments_user_id_idx').on(t.userId),
    check('key_assignments_dates_check', sql`${t.returnedOn} is null or ${t.returnedOn} >= ${t.assignedOn}`),
  ],
);
