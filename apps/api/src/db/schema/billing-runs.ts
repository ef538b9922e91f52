import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { brands } from './brands.ts';
import { contracts } from './contracts.ts';
import { users } from './users.ts';

/**
 * One billing of a month for a brand (null: the main platform). The worker holding it renews
 * `heartbeatAt`; a run whose heartbeat went stale (its process died) is taken up again, and the
 * contracts it had billed are skipped through `contract_billings`.
 */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    /** YYYY-MM. */
    month: text('month').notNull(),
    state: text('state', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    amountTtcCents: bigint('amount_ttc_cents', { mode: 'number' }).notNull().default(0),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('billing_runs_brand_idx').on(t.brandId, t.id.desc()),
    uniqueIndex('billing_runs_one_running').on(sql`coalesce(${t.brandId}, 0)`, t.month).where(sql`${t.state} = 'running'`),
    check('billing_runs_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('billing_runs_state_check', sql`${t.state} in ('running', 'done', 'failed')`),
  ],
);

/** A contract billed for a month: written in the invoice's own transaction, so a contract is never billed twice for a month. */
export const contractBillings = pgTable(
  'contract_billings',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    month: text('month').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    runId: integer('run_id').references(() => billingRuns.id),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.month] }), index('contract_billings_run_idx').on(t.runId)],
);

/**
 * A booking charged in euros (a meeting room or a workstation whose price no credit paid) and the
 * invoice that billed it: written in the invoice's own transaction, so a booking is never invoiced twice.
 */
export const bookingBillings = pgTable(
  'booking_billings',
  {
    kind: text('kind', { enum: ['meetingRoom', 'workstation'] }).notNull(),
    reservationId: integer('reservation_id').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    runId: integer('run_id').references(() => billingRuns.id),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.reservationId] }),
    index('booking_billings_invoice_idx').on(t.invoiceId),
    check('booking_billings_kind_check', sql`${t.kind} in ('meetingRoom', 'workstation')`),
  ],
);
