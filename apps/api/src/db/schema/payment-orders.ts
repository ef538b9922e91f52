import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { brands } from './brands.ts';
import { sepaMandates } from './contracts.ts';
import { statements } from './statements.ts';
import { users } from './users.ts';

/** A brand's SEPA creditor identifier (ICS), written in its direct-debit files. brand_key 0: the main platform. */
export const sepaCreditorIds = pgTable('sepa_creditor_ids', {
  brandKey: integer('brand_key').primaryKey(),
  schemeId: text('scheme_id').notNull(),
});

/**
 * A payment order (shell /ordres/{type}): the invoices a brand (null: the main platform) collects
 * by direct debit, or what it pays by transfer, on one day. States: 0 ouvert, 1 mis en banque,
 * 2 reversement, 3 clôturé. The totals are those of its items when it was made.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    state: smallint('state').notNull().default(0),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    itemCount: integer('item_count').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_kind_idx').on(t.kind, t.id),
    check('payment_orders_kind_check', sql`${t.kind} in ('prelevement', 'virement', 'paiement')`),
    check('payment_orders_state_check', sql`${t.state} between 0 and 3`),
  ],
);

/**
 * A landlord's bank account, where the rents their statements say they are owed are paid back.
 * Validated (checksum) and stored without spaces, upper case.
 */
export const landlordBankAccounts = pgTable('landlord_bank_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  holder: text('holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A one-off outgoing payment of a brand (null: the main platform) to a supplier or anyone else
 * (/ordres/paiement), paid by the first transfer order of its brand whose execution day reaches
 * `payment_date`.
 */
export const otherPayments = pgTable(
  'other_payments',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    beneficiary: text('beneficiary').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    amountCents: integer('amount_cents').notNull(),
    label: text('label').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('other_payments_brand_idx').on(t.brandId, t.id), check('other_payments_amount_check', sql`${t.amountCents} > 0`)],
);

/**
 * One collection or transfer of an order: an invoice debited, a landlord paid back (the
 * statements it settles are in `payment_order_statements`) or another payment. The counterparty's
 * account (`debtor_*`: the debtor of a debit, the payee of a transfer) and the mandate are copied
 * when the order is made, so its file stays the same whatever happens to them afterwards.
 * `payment_id` is the invoice payment recorded when the order was put in the bank.
 */
export const paymentOrderItems = pgTable(
  'payment_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    landlordId: integer('landlord_id').references(() => users.id),
    otherPaymentId: integer('other_payment_id').references(() => otherPayments.id),
    amountCents: integer('amount_cents').notNull(),
    mandateId: integer('mandate_id').references(() => sepaMandates.id),
    sequenceType: text('sequence_type').$type<'FRST' | 'RCUR'>(),
    endToEndId: text('end_to_end_id').notNull(),
    debtorName: text('debtor_name').notNull(),
    debtorIban: text('debtor_iban').notNull(),
    debtorBic: text('debtor_bic'),
    mandateReference: text('mandate_reference'),
    mandateSignedOn: date('mandate_signed_on', { mode: 'string' }),
    remittance: text('remittance').notNull(),
    paymentId: integer('payment_id'),
    rejectedAt: date('rejected_at', { mode: 'string' }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('payment_order_items_order_idx').on(t.orderId, t.id),
    index('payment_order_items_invoice_idx').on(t.invoiceId),
    index('payment_order_items_mandate_idx').on(t.mandateId),
    check('payment_order_items_amount_check', sql`${t.amountCents} > 0`),
    check('payment_order_items_sequence_check', sql`${t.sequenceType} in ('FRST', 'RCUR')`),
    index('payment_order_items_other_payment_idx').on(t.otherPaymentId),
    check('payment_order_items_source_check', sql`num_nonnulls(${t.invoiceId}, ${t.landlordId}, ${t.otherPaymentId}) = 1`),
  ],
);

/** The statements a landlord's transfer pays back, marked paid when its order is put in the bank. */
export const paymentOrderStatements = pgTable(
  'payment_order_statements',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => paymentOrderItems.id),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id),
  },
  (t) => [
    primaryKey({ name: 'payment_order_statements_pk', columns: [t.statementId, t.itemId] }),
    index('payment_order_statements_item_idx').on(t.itemId),
  ],
);
