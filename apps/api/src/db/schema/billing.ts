import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { contracts } from './contracts.ts';
import { users } from './users.ts';

/**
 * An invoice. Amounts are integer cents; VAT is rounded per line before being summed. Numbers
 * are gapless per brand and year (`number` within `year`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** Printed number, e.g. F2026-00042. */
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
  },
  (t) => [
    unique('invoices_number_unique').on(t.brandId, t.year, t.number).nullsNotDistinct(),
    index('invoices_brand_id_idx').on(t.brandId, t.id.desc()),
    index('invoices_contract_id_idx').on(t.contractId, t.id.desc()),
    index('invoices_user_id_idx').on(t.userId, t.id.desc()),
    check('invoices_state_check', sql`${t.state} between 0 and 4`),
    check('invoices_type_check', sql`${t.type} between 1 and 6`),
    check('invoices_amounts_check', sql`${t.ttcCents} = ${t.htCents} - ${t.discountCents} + ${t.vatCents}`),
  ],
);
