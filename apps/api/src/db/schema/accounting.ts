import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/**
 * A journal operation: written once in the transaction of what caused it, never updated nor
 * deleted (a trigger refuses both); a mistake is cancelled by a reversing operation that points
 * back to it. Numbers are gapless per brand and fiscal year, taken from `journalCounters`.
 */
export const journalOperations = pgTable(
  'journal_operations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    fiscalYear: integer('fiscal_year').notNull(),
    number: integer('number').notNull(),
    /** VE sales, BQ bank, OD miscellaneous. */
    journal: text('journal').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    pieceRef: text('piece_ref').notNull(),
    pieceDate: date('piece_date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    /** What wrote it: invoice, credit_note, payment, rejected_debit, payout, statement, reversal, manual. */
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id'),
    /** The operation this one cancels; at most one reversal per operation. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => journalOperations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_operations_number_unique').on(t.brandId, t.fiscalYear, t.number).nullsNotDistinct(),
    unique('journal_operations_reverses_unique').on(t.reversesId),
    index('journal_operations_brand_date_idx').on(t.brandId, t.date.desc(), t.id.desc()),
    index('journal_operations_source_idx').on(t.sourceKind, t.sourceId),
    check('journal_operations_journal_check', sql`${t.journal} in ('VE', 'BQ', 'OD')`),
    check(
      'journal_operations_source_check',
      sql`${t.sourceKind} in ('invoice', 'credit_note', 'payment', 'rejected_debit', 'payout', 'statement', 'reversal', 'manual')`,
    ),
  ],
);

/** One entry of an operation: an account debited or credited, in cents. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => journalOperations.id),
    position: smallint('position').notNull(),
    account: text('account').notNull(),
    accountLabel: text('account_label').notNull(),
    thirdPartyCode: text('third_party_code'),
    thirdPartyName: text('third_party_name'),
    debitCents: integer('debit_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
  },
  (t) => [
    unique('journal_lines_position_unique').on(t.operationId, t.position),
    index('journal_lines_account_idx').on(t.account, t.operationId),
    check(
      'journal_lines_amounts_check',
      sql`${t.debitCents} >= 0 and ${t.creditCents} >= 0 and (${t.debitCents} = 0) <> (${t.creditCents} = 0)`,
    ),
    check('journal_lines_account_check', sql`${t.account} ~ '^[0-9]{3,12}$'`),
  ],
);

/** The last number given per brand (0: the main platform) and fiscal year; its row lock keeps numbers gapless. */
export const journalCounters = pgTable(
  'journal_counters',
  {
    brandKey: integer('brand_key').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.fiscalYear] })],
);

export type JournalOperationRow = typeof journalOperations.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;
