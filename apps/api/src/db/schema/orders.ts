import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { brands } from './brands.ts';
import { products } from './catalogue.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A member's purchase in the shop. The totals are the sums of the lines' (VAT rounded per line);
 * `credits_granted` says the credit packs of the order are in the ledger, so it is not cancelled.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The buyer's company when the order was placed: whose owner and managers validate it. */
    companyId: integer('company_id').references(() => companies.id),
    state: smallint('state').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    creditsGranted: boolean('credits_granted').notNull().default(false),
    /** The type-3 invoice issued when the order was invoiced: one order, one invoice; its payment pays the order. */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_brand_id_idx').on(t.brandId, t.id.desc()),
    index('orders_state_idx').on(t.state, t.id.desc()),
    index('orders_user_id_idx').on(t.userId, t.id.desc()),
    index('orders_company_id_idx').on(t.companyId, t.id.desc()),
    uniqueIndex('orders_invoice_id_idx').on(t.invoiceId),
    check('orders_state_check', sql`${t.state} between 1 and 8`),
    check(
      'orders_totals_check',
      sql`${t.totalHtCents} >= 0 and ${t.vatCents} >= 0 and ${t.totalTtcCents} = ${t.totalHtCents} + ${t.vatCents}`,
    ),
  ],
);

/** A product of an order, its name, price and VAT copied as they were sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    creditsCents: integer('credits_cents'),
    /** A credit pack's validity as sold, in months. */
    validityMonths: integer('validity_months'),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId, t.id),
    index('order_lines_product_id_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every state an order went through, who took it there (buyer, validator, staff, system) and when. */
export const orderStateEvents = pgTable(
  'order_state_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: smallint('from_state'),
    state: smallint('state').notNull(),
    actor: text('actor').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_state_events_order_id_idx').on(t.orderId, t.id)],
);
