import { payoutOperation } from '@hubgrade/domain/accounting/builders';
import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { landlordAccount } from '@hubgrade/domain/payment-orders/rules';
import { STATEMENT_PAID, STATEMENT_SENT } from '@hubgrade/domain/statements/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { type paymentOrderItems, paymentOrderStatements, statements } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { conflict } from '../../lib/http-error.ts';
import { recordOperation } from '../accounting/journal.ts';
import type { GatheredItem } from './gather.ts';

interface DueStatement {
  id: number;
  full_number: string;
  landlord_id: number;
  paid_back_cents: number;
  holder: string;
  iban: string;
  bic: string;
}

/**
 * A statement is due when it was sent, not paid yet, owes the landlord something and is not in an
 * open order already; read with the bank account of its landlord (a landlord without one waits).
 */
export const statementDue = sql`s.state = ${STATEMENT_SENT} and s.paid_back_cents > 0
  and not exists (select 1 from payment_order_statements ps join payment_order_items x on x.id = ps.item_id
                  join payment_orders o on o.id = x.order_id where ps.statement_id = s.id and o.state = 0)`;

/** One transfer per landlord of the brand whose account is known, paying back all their statements due. */
export async function dueTransfers(tx: Tx, brandId: number | null): Promise<GatheredItem[]> {
  const due = await queryRows<DueStatement>(
    tx,
    sql`select s.id, s.full_number, s.landlord_id, s.paid_back_cents, a.holder, a.iban, a.bic
        from statements s join landlord_bank_accounts a on a.user_id = s.landlord_id
        where ${ofBrand(sql`s.brand_id`, brandId)} and ${statementDue}
        order by s.landlord_id, s.id
        for update of s`,
  );
  const byLandlord = new Map<number, DueStatement[]>();
  for (const s of due) byLandlord.set(s.landlord_id, [...(byLandlord.get(s.landlord_id) ?? []), s]);
  return [...byLandlord.entries()].map(([landlordId, owed]) => {
    const [first] = owed as [DueStatement];
    return {
      key: `B${landlordId}`,
      statementIds: owed.map((s) => s.id),
      values: {
        landlordId,
        amountCents: owed.reduce((sum, s) => sum + Number(s.paid_back_cents), 0),
        debtorName: first.holder,
        debtorIban: first.iban,
        debtorBic: first.bic,
        remittance: L.landlordRemittance(owed.map((s) => s.full_number)),
      },
    };
  });
}

/**
 * Putting a transfer order in the bank marks every statement it pays back paid (on the execution
 * day) and writes each landlord's payout in the bank journal. A statement paid or changed since
 * the order was made stops everything.
 */
export async function bankTransfers(
  tx: Tx,
  order: { brandId: number | null; collectionDate: string },
  items: readonly (typeof paymentOrderItems.$inferSelect)[],
) {
  const paidAt = new Date(`${order.collectionDate}T12:00:00Z`);
  for (const item of items) {
    if (item.landlordId === null) continue;
    const links = await tx
      .select({ id: paymentOrderStatements.statementId })
      .from(paymentOrderStatements)
      .where(eq(paymentOrderStatements.itemId, item.id));
    const ids = links.map((l) => l.id);
    const paid = await tx
      .update(statements)
      .set({ state: STATEMENT_PAID, paidAt, updatedAt: new Date() })
      .where(and(inArray(statements.id, ids), eq(statements.state, STATEMENT_SENT)))
      .returning({ paidBackCents: statements.paidBackCents });
    if (paid.length !== ids.length || paid.reduce((sum, s) => sum + s.paidBackCents, 0) !== item.amountCents)
      throw conflict(L.refusals.statementChanged);
    await recordOperation(
      tx,
      order.brandId,
      payoutOperation({
        reference: item.endToEndId,
        date: order.collectionDate,
        amountCents: item.amountCents,
        payee: landlordAccount(item.landlordId, item.debtorName),
        account: 'landlords',
      }),
      { kind: 'payout', id: item.id },
    );
  }
}
