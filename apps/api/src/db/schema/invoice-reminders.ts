import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { mailOutbox } from './mail.ts';

/** The payment reminders sent for an invoice, one per level (1: J+7, 2: J+30), never twice. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    level: smallint('level').notNull(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.level] }), check('invoice_reminders_level_check', sql`${t.level} in (1, 2)`)],
);
