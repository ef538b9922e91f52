import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { meetingRoomReservations } from './bookings.ts';
import { brands } from './brands.ts';
import { products } from './catalogue.ts';
import { companies } from './companies.ts';
import { coworkingSpaces, meetingRooms } from './spaces.ts';
import { users } from './users.ts';
import { workstationReservations } from './workstations.ts';

/**
 * A quote (tables-and-sheets §3 Quote; shell §4: 1 nouvelle demande, 2 brouillon, 3 envoyé,
 * 4 accepté, 5 refusé, 6 annulé, 7 expiré). Its totals are the sum of its lines' own rounded
 * amounts, written with them. `token` is the unguessable crypt id of the PDF's address and of the
 * link mailed to the client.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** The client's brand; null: the main platform. */
    brandId: integer('brand_id').references(() => brands.id),
    /** D-2026-000123, from the id: unique, in creation order. */
    number: text('number').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    /** The client's company when the quote was written. */
    companyId: integer('company_id').references(() => companies.id),
    quoteDate: date('quote_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    state: smallint('state').notNull().default(2),
    comment: text('comment').notNull().default(''),
    /** The amounts are monthly: the table reads "par mois". */
    subscription: boolean('subscription').notNull().default(false),
    htCents: integer('ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    ttcCents: integer('ttc_cents').notNull(),
    token: text('token').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Staff who accepted it; null when the client did, through the link. */
    acceptedBy: integer('accepted_by').references(() => users.id),
  },
  (t) => [
    check('quotes_state_check', sql`${t.state} between 1 and 7`),
    check('quotes_expiry_check', sql`${t.expirationDate} >= ${t.quoteDate}`),
    uniqueIndex('quotes_token_idx').on(t.token),
    uniqueIndex('quotes_number_idx').on(t.number),
    index('quotes_brand_id_idx').on(t.brandId, t.id.desc()),
    index('quotes_brand_state_idx').on(t.brandId, t.state, t.id.desc()),
    index('quotes_client_id_idx').on(t.clientId, t.id.desc()),
    /** The expiry job's sent quotes by day. */
    index('quotes_sent_expiry_idx').on(t.expirationDate).where(sql`${t.state} = 3`),
  ],
);

/**
 * A line of a quote, in print order: a free line, a meeting-room or workstation slot priced
 * from the place's tariff when written, and booked when the quote is accepted, or a product of
 * the catalogue whose price and VAT are copied when written, so that a later price change leaves
 * a sent quote as it was.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    designation: text('designation').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    htCents: integer('ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    roomId: integer('room_id').references(() => meetingRooms.id),
    spaceId: integer('space_id').references(() => coworkingSpaces.id),
    slotDay: date('slot_day', { mode: 'string' }),
    slotStart: text('slot_start'),
    slotEnd: text('slot_end'),
    /** The booking the acceptance made. */
    meetingRoomReservationId: integer('meeting_room_reservation_id').references(() => meetingRoomReservations.id),
    workstationReservationId: integer('workstation_reservation_id').references(() => workstationReservations.id),
    productId: integer('product_id').references(() => products.id),
  },
  (t) => [
    uniqueIndex('quote_lines_position_idx').on(t.quoteId, t.position),
    index('quote_lines_product_id_idx').on(t.productId),
    check('quote_lines_kind_check', sql`${t.kind} in ('free', 'meetingRoom', 'workstation', 'product')`),
    check(
      'quote_lines_slot_check',
      sql`(${t.kind} in ('meetingRoom', 'workstation')) = (${t.slotDay} is not null) and (${t.kind} = 'meetingRoom') = (${t.roomId} is not null) and (${t.kind} = 'workstation') = (${t.spaceId} is not null) and (${t.kind} = 'product') = (${t.productId} is not null)`,
    ),
    check('quote_lines_amounts_check', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0 and ${t.vatRate} >= 0`),
  ],
);

/** Every change of a quote's state: who (staff, or null for the client or the expiry job), when. */
export const quoteStateEvents = pgTable(
  'quote_state_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fromState: smallint('from_state'),
    state: smallint('state').notNull(),
    actor: text('actor').notNull(),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_state_events_quote_idx').on(t.quoteId, t.id),
    check('quote_state_events_actor_check', sql`${t.actor} in ('staff', 'client', 'system')`),
  ],
);
