import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoicePayments, invoices } from './billing.ts';
import { brands } from './brands.ts';
import { users } from './users.ts';

/**
 * A card payment the product opened at its provider for an invoice: the provider's session, the
 * amount asked, and its outcome once the return or a second look learnt it. The session id is
 * unique, and `payment_id` is set once: the payment is recorded exactly once per session.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Who opened it (the member, their company's owner, or staff). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    /** The provider's session: null only while the provider is being asked for it. */
    sessionId: text('session_id'),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').notNull().default('open'),
    /** The invoice payment it recorded, once paid. */
    paymentId: integer('payment_id').references(() => invoicePayments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_payments_session_idx').on(t.provider, t.sessionId),
    uniqueIndex('card_payments_payment_idx').on(t.paymentId),
    index('card_payments_invoice_idx').on(t.invoiceId, t.id.desc()),
    check('card_payments_state_check', sql`${t.state} in ('open', 'paid', 'failed')`),
    check('card_payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The built-in provider's checkout sessions, as a hosted provider keeps them: what to charge,
 * where to send the browser back, and the outcome chosen on its page.
 */
export const builtinCheckoutSessions = pgTable(
  'builtin_checkout_sessions',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('builtin_checkout_sessions_state_check', sql`${t.state} in ('open', 'paid', 'failed')`),
    check('builtin_checkout_sessions_amount_check', sql`${t.amountCents} > 0`),
  ],
);
