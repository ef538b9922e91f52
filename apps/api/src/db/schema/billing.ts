import type { InvoiceBuyer, InvoiceSeller } from '@hubgrade/domain/billing/document';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { companies } from './companies.ts';
import { contracts } from './contracts.ts';
import { mailOutbox } from './mail.ts';
import { users } from './users.ts';

/**
 * An invoice. Amounts are integer cents; VAT is rounded per line before being summed. Numbers
 * are gapless per brand and year (`number` within `year`), taken from `invoice_counters` in the
 * issuing transaction. Once issued its legal content (parties, dates, amounts, number, lines,
 * hash) never changes: a trigger refuses it (migration 0027); only the state and what was paid
 * or credited move.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** Printed number, e.g. F-2026-000042. */
    fullNumber: text('full_number').notNull(),
    contractId: integer('contract_id').references(() => contracts.id),
    /** The invoiced user (tenant). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    landlordId: integer('landlord_id').references(() => users.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    htCents: integer('ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    ttcCents: integer('ttc_cents').notNull(),
    /** 0 En attente, 1 Envoyée, 2 Payée, 3 Annulée, 4 Irrécouvrable. */
    state: smallint('state').notNull().default(0),
    /** 1 platform contract, 2 off-platform contract, 3 order, 4 one-shot, 5 credit note, 6 deposit. */
    type: smallint('type').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's company when the invoiced member has one. */
    companyId: integer('company_id').references(() => companies.id),
    serviceFrom: date('service_from', { mode: 'string' }),
    serviceTo: date('service_to', { mode: 'string' }),
    /** A credit note's invoice. */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    /** The parties as they were on the issue day: an invoice keeps saying what it said. */
    seller: jsonb('seller').$type<InvoiceSeller>(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>(),
    notes: jsonb('notes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    latePenaltyRate: integer('late_penalty_rate').notNull().default(1065),
    paidCents: integer('paid_cents').notNull().default(0),
    creditedCents: integer('credited_cents').notNull().default(0),
    /** Unguessable id of the PDF's address. */
    token: text('token').notNull(),
    /** SHA-256 of the canonical content chained to the previous invoice of the brand (`previousHash`). */
    hash: text('hash'),
    previousHash: text('previous_hash'),
    /** A credit note that gives a contract's security deposit back (tables-and-sheets §3 isGuaranteeRefund). */
    isGuaranteeRefund: boolean('is_guarantee_refund').notNull().default(false),
  },
  (t) => [
    unique('invoices_number_unique').on(t.brandId, t.year, t.number).nullsNotDistinct(),
    index('invoices_brand_id_idx').on(t.brandId, t.id.desc()),
    index('invoices_contract_id_idx').on(t.contractId, t.id.desc()),
    index('invoices_user_id_idx').on(t.userId, t.id.desc()),
    check('invoices_state_check', sql`${t.state} between 0 and 4`),
    check('invoices_type_check', sql`${t.type} between 1 and 6`),
    check('invoices_amounts_check', sql`${t.ttcCents} = ${t.htCents} - ${t.discountCents} + ${t.vatCents}`),
    uniqueIndex('invoices_token_idx').on(t.token),
    index('invoices_brand_state_idx').on(t.brandId, t.state, t.id.desc()),
    index('invoices_brand_type_idx').on(t.brandId, t.type, t.id.desc()),
    index('invoices_brand_issued_idx').on(t.brandId, t.issuedOn, t.id.desc()),
    index('invoices_unpaid_due_idx').on(t.brandId, t.dueOn, t.id.desc()).where(sql`${t.state} in (0, 1)`),
    index('invoices_company_id_idx').on(t.companyId, t.id.desc()),
    index('invoices_credited_idx').on(t.creditedInvoiceId).where(sql`${t.creditedInvoiceId} is not null`),
    index('invoices_number_trgm_idx').using('gin', sql`${t.fullNumber} gin_trgm_ops`),
    check('invoices_guarantee_refund_check', sql`not ${t.isGuaranteeRefund} or (${t.type} = 5 and ${t.creditedInvoiceId} is not null)`),
    // A contract's deposit is invoiced once, and refunded once.
    uniqueIndex('invoices_one_deposit_idx').on(t.contractId).where(sql`${t.type} = 6`),
    uniqueIndex('invoices_one_guarantee_refund_idx').on(t.creditedInvoiceId).where(sql`${t.isGuaranteeRefund}`),
    check('invoices_paid_check', sql`${t.paidCents} >= 0 and ${t.creditedCents} >= 0`),
  ],
);

/** The lines of an invoice, in print order; a credit note's lines name the line they take back. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: smallint('position').notNull(),
    designation: text('designation').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Per ten thousand: 2000 = 20 %. */
    vatRate: integer('vat_rate').notNull(),
    vatCategory: text('vat_category').notNull(),
    htCents: integer('ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    ttcCents: integer('ttc_cents').notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** On a credit note's line: the invoice line it takes back. */
    creditedLineId: integer('credited_line_id').references((): AnyPgColumn => invoiceLines.id),
    /** On an invoice's line: how much of the quantity credit notes took back. */
    creditedQuantity: numeric('credited_quantity', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('invoice_lines_position_unique').on(t.invoiceId, t.position),
    check('invoice_lines_amounts_check', sql`${t.ttcCents} = ${t.htCents} + ${t.vatCents}`),
    check('invoice_lines_vat_category_check', sql`${t.vatCategory} in ('S', 'Z', 'E', 'AE', 'K', 'O')`),
  ],
);

/** Payments received for an invoice (transfer, direct debit, card, cheque, cash). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the bank sent the money back (a rejected direct debit): the row stays, the invoice's paid amount no longer counts it. */
    reversedOn: date('reversed_on', { mode: 'string' }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.id),
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    check('invoice_payments_method_check', sql`${t.method} in ('transfer', 'direct_debit', 'card', 'cheque', 'cash')`),
  ],
);

/** The state history of an invoice: issued, sent, payment, paid, credited, cancelled, unrecoverable. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    event: text('event').notNull(),
    state: smallint('state').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);

/** The mails that carried an invoice, each a row of the mail outbox. */
export const invoiceMails = pgTable(
  'invoice_mails',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.mailId] })],
);

/**
 * The last number given per brand (0: the main platform) and year. Taken with `insert … on
 * conflict do update … returning` in the issuing transaction: the row stays locked until it
 * commits, and a rolled-back issue gives its number back. Never a sequence, which skips.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    brandKey: integer('brand_key').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.year] })],
);

/** The head of a brand's hash chain: locked by each issue, so every invoice links to the one issued just before. */
export const invoiceChains = pgTable('invoice_chains', {
  brandKey: integer('brand_key').primaryKey(),
  lastHash: text('last_hash'),
  lastInvoiceId: integer('last_invoice_id'),
});

/** Months closed for a brand (0: the main platform): nothing is issued into them any more. */
export const invoicePeriods = pgTable(
  'invoice_periods',
  {
    brandKey: integer('brand_key').notNull(),
    period: text('period').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.brandKey, t.period] }),
    check('invoice_periods_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** The seller's identity a brand (0: the main platform) prints on its invoices. */
export const invoiceSellers = pgTable('invoice_sellers', {
  brandKey: integer('brand_key').primaryKey(),
  name: text('name').notNull(),
  addressLine: text('address_line').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
  siren: text('siren').notNull(),
  siret: text('siret').notNull(),
  rcs: text('rcs').notNull(),
  legalForm: text('legal_form').notNull(),
  shareCapitalCents: bigint('share_capital_cents', { mode: 'number' }).notNull(),
  vatNumber: text('vat_number'),
  iban: text('iban'),
  bic: text('bic'),
  latePenaltyRate: integer('late_penalty_rate').notNull(),
  email: text('email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});
