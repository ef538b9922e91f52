import { INVENTORY_KINDS, INVENTORY_STATES, ITEM_CONDITIONS, SIGNING_PARTIES } from '@hubgrade/domain/inventory/rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { contracts } from './contracts.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

const listed = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** A move-in (entry) or move-out (exit) condition report of a contract's space; one of each per contract. */
export const inventoryReports = pgTable(
  'inventory_reports',
  {
    id: serial('id').primaryKey(),
    /** The contract's brand; null: the main platform. */
    brandId: integer('brand_id').references(() => brands.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('draft'),
    /** An exit report's entry report. */
    entryReportId: integer('entry_report_id').references((): AnyPgColumn => inventoryReports.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The one-time code mailed to the tenant before they sign: its hash only, bound to the report. */
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    /** The address it went to, masked as the screens show it. */
    codeSentTo: text('code_sent_to'),
    codeAttempts: smallint('code_attempts').notNull().default(0),
  },
  (t) => [
    check('inventory_reports_attempts_check', sql`${t.codeAttempts} >= 0`),
    check('inventory_reports_kind_check', sql`${t.kind} in ${listed(INVENTORY_KINDS)}`),
    check('inventory_reports_state_check', sql`${t.state} in ${listed(INVENTORY_STATES)}`),
    check('inventory_reports_entry_check', sql`(${t.kind} = 'exit') = (${t.entryReportId} is not null)`),
    unique('inventory_reports_contract_kind_key').on(t.contractId, t.kind),
    index('inventory_reports_brand_id_idx').on(t.brandId, t.id.desc()),
    index('inventory_reports_entry_report_id_idx').on(t.entryReportId),
  ],
);

export const inventoryRooms = pgTable(
  'inventory_rooms',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inventoryReports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('inventory_rooms_report_id_idx').on(t.reportId, t.position)],
);

/** An item of a room (§3 Inventory item): its condition, number, observations; on an exit report, the entry item it is checked against. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => inventoryRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    condition: text('condition'),
    number: integer('number'),
    multiple: boolean('multiple').notNull().default(false),
    commentary: text('commentary').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Restricted: an entry report with an exit report is never rewritten. */
    entryItemId: integer('entry_item_id').references((): AnyPgColumn => inventoryItems.id),
  },
  (t) => [
    check('inventory_items_condition_check', sql`${t.condition} is null or ${t.condition} in ${listed(ITEM_CONDITIONS)}`),
    check('inventory_items_number_check', sql`${t.number} is null or ${t.number} between 0 and 9999`),
    index('inventory_items_room_id_idx').on(t.roomId, t.position),
    index('inventory_items_entry_item_id_idx').on(t.entryItemId),
  ],
);

/** The photos of an item, in their order. */
export const inventoryItemPhotos = pgTable(
  'inventory_item_photos',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.uploadId] }), index('inventory_item_photos_upload_id_idx').on(t.uploadId)],
);

/** A party's signature of a report, drawn in person at the end of the visit; kept as proof and printed on the PDF. */
export const inventorySignatures = pgTable(
  'inventory_signatures',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => inventoryReports.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    /** The staff member who signed, or the contract's tenant. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** The drawn signature, a PNG data URL. */
    drawing: text('drawing').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The tenant's proof: where and when the one-time code they typed had been mailed. */
    codeSentTo: text('code_sent_to'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.party] }),
    check('inventory_signatures_party_check', sql`${t.party} in ${listed(SIGNING_PARTIES)}`),
  ],
);
