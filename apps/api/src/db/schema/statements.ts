import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { brands } from './brands.ts';
import { mailOutbox } from './mail.ts';
import { users } from './users.ts';

/**
 * A management statement (tables-and-sheets §2.7, §3 RDG): for one landlord and one month of a
 * brand (null: the main platform), the rents collected on their platform contracts' invoices, the
 * platform's commission and what is paid back. One per landlord and month; numbered R-2026-000012
 * without gap per brand and year from `statement_counters`. States: 1 brouillon, 2 envoyé, 3 payé.
 * The totals are the sums of the lines' rounded amounts, written with them.
 */
export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id),
    /** YYYY-MM. */
    period: text('period').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    fullNumber: text('full_number').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    state: smallint('state').notNull().default(1),
    /** Per ten thousand, as they were when the statement was last computed. */
    commissionRate: integer('commission_rate').notNull(),
    commissionVatRate: integer('commission_vat_rate').notNull(),
    collectedCents: integer('collected_cents').notNull(),
    commissionHtCents: integer('commission_ht_cents').notNull(),
    commissionVatCents: integer('commission_vat_cents').notNull(),
    adjustmentCents: integer('adjustment_cents').notNull().default(0),
    adjustmentLabel: text('adjustment_label').notNull().default(''),
    paidBackCents: integer('paid_back_cents').notNull(),
    toCollectCents: integer('to_collect_cents').notNull(),
    comment: text('comment').notNull().default(''),
    /** Unguessable id of the page's and the PDF's address. */
    token: text('token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    sentMailId: bigint('sent_mail_id', { mode: 'number' }).references(() => mailOutbox.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('statements_landlord_period_unique').on(t.brandId, t.landlordId, t.period).nullsNotDistinct(),
    unique('statements_number_unique').on(t.brandId, t.year, t.number).nullsNotDistinct(),
    uniqueIndex('statements_token_idx').on(t.token),
    index('statements_landlord_idx').on(t.landlordId, t.id.desc()),
    index('statements_brand_idx').on(t.brandId, t.id.desc()),
    check('statements_state_check', sql`${t.state} between 1 and 3`),
    check('statements_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'statements_amounts_check',
      sql`${t.paidBackCents} = ${t.collectedCents} - ${t.commissionHtCents} - ${t.commissionVatCents} + ${t.adjustmentCents}`,
    ),
  ],
);

/** One collected rent of a statement: an invoice of the landlord's, what its tenant paid in the month and the commission on it. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    collectedCents: integer('collected_cents').notNull(),
    baseHtCents: integer('base_ht_cents').notNull(),
    commissionHtCents: integer('commission_ht_cents').notNull(),
    commissionVatCents: integer('commission_vat_cents').notNull(),
  },
  (t) => [unique('statement_lines_position_unique').on(t.statementId, t.position)],
);

/** The last statement number per brand (0: the main platform) and year, taken as invoices' are: locked until the transaction ends. */
export const statementCounters = pgTable(
  'statement_counters',
  {
    brandKey: integer('brand_key').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.year] })],
);

/** The platform's commission a brand (0: the main platform) takes on its landlords' rents; without a row, 10 % HT + 20 % VAT. */
export const statementCommissionRates = pgTable(
  'statement_commission_rates',
  {
    brandKey: integer('brand_key').primaryKey(),
    rate: integer('rate').notNull(),
    vatRate: integer('vat_rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('statement_commission_rates_check', sql`${t.rate} between 0 and 10000 and ${t.vatRate} between 0 and 10000`)],
);

/** A landlord's own commission rate (per ten thousand), taken before their brand's by the next statements. */
export const landlordCommissionRates = pgTable(
  'landlord_commission_rates',
  {
    landlordId: integer('landlord_id')
      .primaryKey()
      .references(() => users.id),
    /** The landlord's brand (null: the main platform), copied for the brand scope of the reads. */
    brandId: integer('brand_id').references(() => brands.id),
    rate: integer('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('landlord_commission_rates_brand_idx').on(t.brandId),
    check('landlord_commission_rates_check', sql`${t.rate} between 0 and 10000`),
  ],
);

/**
 * Every change of a commission rate, never edited: a brand's (landlord null) or a landlord's
 * (rate null: back to the brand's rate), with who made it.
 */
export const commissionRateChanges = pgTable(
  'commission_rate_changes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    landlordId: integer('landlord_id').references(() => users.id),
    rateBefore: integer('rate_before'),
    rateAfter: integer('rate_after'),
    userId: integer('user_id').references(() => users.id),
    userEmail: text('user_email'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('commission_rate_changes_brand_idx').on(t.brandId, t.id.desc())],
);
