import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * Whose credits: one company or one member (exactly one of the two). The row holds no balance:
 * it is what a debit locks (`SELECT … FOR UPDATE`) so that two bookings cannot spend the same
 * credits; the balance is the `balance_after_cents` of the account's latest entry.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: serial('id').primaryKey(),
    /** The owner's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_accounts_company_id_idx').on(t.companyId),
    uniqueIndex('credit_accounts_user_id_idx').on(t.userId),
    check('credit_accounts_one_owner_check', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
  ],
);

/**
 * One movement of an account, never edited nor deleted: grant (a pack), debit (a booking),
 * refund (a cancelled booking, once per debit), adjustment, expiry (what was left of a pack when
 * its validity ended, once per grant). `amount_cents` is signed.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditAccounts.id),
    brandId: integer('brand_id').references(() => brands.id),
    kind: text('kind', { enum: ['grant', 'debit', 'refund', 'adjustment', 'expiry'] }).notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    /** The debit a refund gives back; unique, so a debit is refunded at most once. */
    refundOf: integer('refund_of').references((): AnyPgColumn => creditEntries.id),
    /** A pack's grant: when its credits stop counting (null: they never do). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The grant an expiry ends; unique, so a grant expires at most once. */
    expiryOf: integer('expiry_of').references((): AnyPgColumn => creditEntries.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_account_id_idx').on(t.accountId, t.id.desc()),
    uniqueIndex('credit_entries_refund_of_idx').on(t.refundOf),
    uniqueIndex('credit_entries_expiry_of_idx').on(t.expiryOf),
    index('credit_entries_expires_at_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check('credit_entries_kind_check', sql`${t.kind} in ('grant', 'debit', 'refund', 'adjustment', 'expiry')`),
    check('credit_entries_balance_check', sql`${t.balanceAfterCents} >= 0`),
    check(
      'credit_entries_sign_check',
      sql`(${t.kind} in ('debit', 'expiry') and ${t.amountCents} <= 0) or (${t.kind} in ('grant', 'refund') and ${t.amountCents} >= 0) or ${t.kind} = 'adjustment'`,
    ),
    check(
      'credit_entries_expiry_check',
      sql`(${t.kind} = 'expiry') = (${t.expiryOf} is not null) and (${t.expiresAt} is null or ${t.kind} = 'grant')`,
    ),
  ],
);
