import { payoutOperation, statementOperation } from '@hubgrade/domain/accounting/builders';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { landlordAccount } from '@hubgrade/domain/payment-orders/rules';
import { periodBounds, STATEMENT_PAID, STATEMENT_SENT } from '@hubgrade/domain/statements/rules';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { statementCommissionRates, statements, users } from '../db/schema/index.ts';
import { type OperationToRecord, recordOperations } from '../modules/accounting/journal.ts';
import { generateStatements } from '../modules/statements/generation.ts';

/** How many past months of paid rents get their statements: the older ones paid back, the last but one sent, the last a draft. */
export const DEMO_STATEMENT_MONTHS = 6;

/**
 * Demo statements: for every brand whose landlords have platform-contract invoices, the
 * statements of the last months in which rents were paid, each written on the 2nd of the following
 * month as the office would have,
 * in order, so that their numbers follow their dates. Brand 5 takes 12 % commission instead of
 * the default 10 %.
 */
export async function seedStatements(db: Db, now = new Date()): Promise<void> {
  await db.insert(statementCommissionRates).values({ brandKey: 5, rate: 1200, vatRate: 2000 }).onConflictDoNothing();
  const brands = await queryRows<{ brand_id: number | null }>(
    db,
    sql`select distinct brand_id from invoices where type = 1 and landlord_id is not null order by brand_id nulls first`,
  );
  // The last months before this one in which tenants paid rents, oldest first.
  const months = await queryRows<{ period: string }>(
    db,
    sql`select distinct to_char(p.paid_on, 'YYYY-MM') as period from invoice_payments p join invoices i on i.id = p.invoice_id
        where i.type = 1 and i.landlord_id is not null and p.paid_on < ${`${parisDay(now).slice(0, 7)}-01`}::date
        order by period desc limit ${DEMO_STATEMENT_MONTHS}`,
  );
  const periods = months.map((m) => m.period).reverse();
  for (const [i, period] of periods.entries()) {
    const back = periods.length - i;
    const { to } = periodBounds(period);
    const written = new Date(`${addParisDays(to, 2)}T09:00:00Z`);
    for (const { brand_id } of brands) {
      await generateStatements(db, null, { period, brand: brand_id }, written > now ? now : written);
    }
    if (back === 1) continue;
    // The office sent them a few days after writing them; the transfer order paid the older ones back.
    const sentAt = new Date(written.getTime() + 3 * 86_400_000);
    const paidAt = new Date(written.getTime() + 10 * 86_400_000);
    const state = back === 2 ? STATEMENT_SENT : STATEMENT_PAID;
    await db
      .update(statements)
      .set({
        state,
        sentAt,
        sentTo: sql`(select ${users.email} from ${users} where ${users.id} = ${statements.landlordId})`,
        paidAt: state === STATEMENT_PAID ? paidAt : null,
        updatedAt: state === STATEMENT_PAID ? paidAt : sentAt,
      })
      .where(and(eq(statements.period, period), eq(statements.state, 1)));
  }
  await journalStatements(db);
}

interface SettledStatement {
  id: number;
  brand_id: number | null;
  full_number: string;
  landlord_id: number;
  landlord_name: string;
  state: number;
  created_on: string;
  sent_on: string;
  paid_on: string | null;
  collected_cents: number;
  rents_ht_cents: number;
  commission_ht_cents: number;
  commission_vat_cents: number;
  adjustment_cents: number;
  paid_back_cents: number;
}

/** The journal of the sent and paid statements, as sending them and the transfer order that paid them would have written it. */
async function journalStatements(db: Db): Promise<void> {
  const settled = await queryRows<SettledStatement>(
    db,
    sql`select s.id, s.brand_id, s.full_number, s.landlord_id, u.first_name || ' ' || u.last_name as landlord_name, s.state,
          to_char(s.created_on, 'YYYY-MM-DD') as created_on,
          to_char(s.sent_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as sent_on,
          to_char(s.paid_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as paid_on,
          s.collected_cents, s.commission_ht_cents, s.commission_vat_cents, s.adjustment_cents, s.paid_back_cents,
          (select coalesce(sum(l.base_ht_cents), 0) from statement_lines l where l.statement_id = s.id)::int as rents_ht_cents
        from statements s join users u on u.id = s.landlord_id
        where s.state in (${STATEMENT_SENT}, ${STATEMENT_PAID}) order by s.sent_at, s.id`,
  );
  const entries: OperationToRecord[] = [];
  for (const s of settled) {
    const landlord = landlordAccount(s.landlord_id, s.landlord_name);
    const operation = statementOperation({
      number: s.full_number,
      date: s.sent_on,
      pieceDate: s.created_on,
      landlord,
      collectedCents: Number(s.collected_cents),
      rentsHtCents: Number(s.rents_ht_cents),
      commissionHtCents: Number(s.commission_ht_cents),
      commissionVatCents: Number(s.commission_vat_cents),
      adjustmentCents: Number(s.adjustment_cents),
      paidBackCents: Number(s.paid_back_cents),
    });
    if (operation) entries.push({ brandId: s.brand_id, operation, source: { kind: 'statement', id: s.id } });
    if (s.paid_on === null || Number(s.paid_back_cents) <= 0) continue;
    entries.push({
      brandId: s.brand_id,
      operation: payoutOperation({
        reference: s.full_number,
        date: s.paid_on,
        amountCents: Number(s.paid_back_cents),
        payee: landlord,
        account: 'landlords',
      }),
      source: { kind: 'payout', id: null },
    });
  }
  entries.sort((a, b) => a.operation.date.localeCompare(b.operation.date));
  if (entries.length > 0) await db.transaction((tx) => recordOperations(tx, entries));
}
