import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { billingRuns } from './billing-runs.ts';
import { brands } from './brands.ts';
import { products } from './catalogue.ts';
import { companies } from './companies.ts';
import { sites } from './spaces.ts';
import { users } from './users.ts';

/**
 * A member, or their company, subscribed to a plan of the catalogue. The plan's name, price, VAT,
 * commitment and monthly credits are copied when subscribing: a later change of the catalogue
 * does not change what was sold. `billed_through` is the last month invoiced (YYYY-MM).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => products.id),
    planName: text('plan_name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The paying company (its credits account is credited); null: the member pays. */
    companyId: integer('company_id').references(() => companies.id),
    siteId: integer('site_id').references(() => sites.id),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    commitmentMonths: integer('commitment_months').notNull(),
    monthlyCreditsCents: integer('monthly_credits_cents').notNull(),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    commitmentEndOn: date('commitment_end_on', { mode: 'string' }).notNull(),
    endOn: date('end_on', { mode: 'string' }),
    noticeGivenOn: date('notice_given_on', { mode: 'string' }),
    state: smallint('state').notNull(),
    billedThrough: text('billed_through'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_brand_id_idx').on(t.brandId, t.id.desc()),
    index('subscriptions_state_idx').on(t.state, t.id.desc()),
    index('subscriptions_plan_id_idx').on(t.planId, t.id.desc()),
    index('subscriptions_site_id_idx').on(t.siteId, t.id.desc()),
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_company_id_idx').on(t.companyId),
    index('subscriptions_start_on_idx').on(t.startOn),
    index('subscriptions_end_on_idx').on(t.endOn),
    check('subscriptions_state_check', sql`${t.state} between 1 and 5`),
    check(
      'subscriptions_terms_check',
      sql`${t.monthlyPriceCents} >= 0 and ${t.monthlyCreditsCents} >= 0 and ${t.commitmentMonths} >= 0 and ${t.vatRate} between 0 and 10000`,
    ),
    check('subscriptions_dates_check', sql`${t.endOn} is null or ${t.endOn} >= ${t.startOn}`),
    check('subscriptions_billed_through_check', sql`${t.billedThrough} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * A month of a subscription invoiced, and the credits it granted: written in the invoice's own
 * transaction, so a month is never invoiced twice, whoever bills it (the run or the sheet).
 */
export const subscriptionBillings = pgTable(
  'subscription_billings',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** YYYY-MM. */
    month: text('month').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    runId: integer('run_id').references(() => billingRuns.id),
    creditsCents: integer('credits_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.month] }),
    uniqueIndex('subscription_billings_invoice_idx').on(t.invoiceId),
    index('subscription_billings_run_idx').on(t.runId),
  ],
);
