import { payoutOperation } from '@hubgrade/domain/accounting/builders';
import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { otherPayeeAccount } from '@hubgrade/domain/payment-orders/rules';
import type { OtherPayment, OtherPaymentBody } from '@hubgrade/domain/payment-orders/schemas';
import { maskIban } from '@hubgrade/domain/signatures/rules';
import { eq, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows, type Tx } from '../../db/client.ts';
import { brands, otherPayments, type paymentOrderItems, paymentOrders } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordOperation } from '../accounting/journal.ts';
import { brandIdOf } from './brand.ts';
import type { GatheredItem } from './gather.ts';

interface PaymentRow {
  id: number;
  brand_id: number | null;
  brand_name: string | null;
  beneficiary: string;
  iban: string;
  bic: string;
  amount_cents: number;
  label: string;
  payment_date: string | Date;
  order_id: number | null;
  order_reference: string | null;
}

const scope = (viewer: SessionUser) => (viewer.brandId === null ? sql`true` : sql`p.brand_id = ${viewer.brandId}`);
const dayText = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A payment with the order that pays it, if any. */
const paymentSelect = sql`select p.id, p.brand_id, b.name as brand_name, p.beneficiary, p.iban, p.bic, p.amount_cents, p.label,
    p.payment_date, o.id as order_id, o.reference as order_reference
  from ${otherPayments} p left join ${brands} b on b.id = p.brand_id
  left join payment_order_items x on x.other_payment_id = p.id left join ${paymentOrders} o on o.id = x.order_id`;

const toPayment = (r: PaymentRow): OtherPayment => ({
  id: r.id,
  brandId: r.brand_id,
  brandName: r.brand_name ?? L.mainPlatform,
  beneficiary: r.beneficiary,
  iban: maskIban(r.iban),
  bic: r.bic,
  amountCents: Number(r.amount_cents),
  label: r.label,
  paymentDate: dayText(r.payment_date),
  orderId: r.order_id,
  orderReference: r.order_reference,
});

/** GET /autres-paiements: newest first (or by payment date), 20 a page, searched by beneficiary or label. */
export async function listOtherPayments(
  db: Executor,
  viewer: SessionUser,
  query: { page: number; itemsPerPage: number; sortBy: 'id' | 'paymentDate'; sortDesc: boolean; search?: string | undefined },
) {
  const search = query.search
    ? sql`(p.beneficiary ilike ${likePattern(query.search)} or p.label ilike ${likePattern(query.search)})`
    : sql`true`;
  const where = sql`${scope(viewer)} and ${search}`;
  const column = query.sortBy === 'paymentDate' ? sql`p.payment_date` : sql`p.id`;
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<PaymentRow>(
    db,
    sql`${paymentSelect} where ${where} order by ${column} ${direction}, p.id ${direction}
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${otherPayments} p where ${where}`);
  return { items: rows.map(toPayment), total: Number(count?.n ?? 0) };
}

async function findOtherPayment(db: Executor, viewer: SessionUser, id: number): Promise<OtherPayment> {
  const [row] = await queryRows<PaymentRow>(db, sql`${paymentSelect} where p.id = ${id} and ${scope(viewer)}`);
  if (!row) throw notFound(L.refusals.paymentNotFound);
  return toPayment(row);
}

/** POST /autres-paiements: a payment to make, waiting for the brand's next order that reaches its date. */
export async function createOtherPayment(db: Db, viewer: SessionUser, body: OtherPaymentBody) {
  const brandId = await brandIdOf(db, viewer, body.brandId);
  const [row] = await db
    .insert(otherPayments)
    .values({
      brandId,
      beneficiary: body.beneficiary,
      iban: body.iban,
      bic: body.bic,
      amountCents: body.amountCents,
      label: body.label,
      paymentDate: body.paymentDate,
      createdBy: viewer.id,
    })
    .returning({ id: otherPayments.id });
  if (!row) throw new Error('Paiement non enregistré');
  return findOtherPayment(db, viewer, row.id);
}

/** DELETE /autres-paiements/{id}: only while no order holds it, since an order's file is what the bank received. */
export async function deleteOtherPayment(db: Db, viewer: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; in_order: boolean }>(
      tx,
      sql`select p.id, exists (select 1 from payment_order_items x where x.other_payment_id = p.id) as in_order
          from ${otherPayments} p where p.id = ${id} and ${scope(viewer)} for update of p`,
    );
    if (!row) throw notFound(L.refusals.paymentNotFound);
    if (row.in_order) throw conflict(L.refusals.paymentInOrder);
    await tx.delete(otherPayments).where(eq(otherPayments.id, id));
  });
  return null;
}

/** The brand's payments in no order yet whose date is reached by the order's execution day. */
export async function duePayments(tx: Tx, brandId: number | null, day: string): Promise<GatheredItem[]> {
  const due = await queryRows<{ id: number; beneficiary: string; iban: string; bic: string; amount_cents: number; label: string }>(
    tx,
    sql`select p.id, p.beneficiary, p.iban, p.bic, p.amount_cents, p.label from ${otherPayments} p
        where ${ofBrand(sql`p.brand_id`, brandId)} and p.payment_date <= ${day}
          and not exists (select 1 from payment_order_items x where x.other_payment_id = p.id)
        order by p.id for update of p`,
  );
  return due.map((p) => ({
    key: `P${p.id}`,
    values: {
      otherPaymentId: p.id,
      amountCents: Number(p.amount_cents),
      debtorName: p.beneficiary,
      debtorIban: p.iban,
      debtorBic: p.bic,
      remittance: p.label,
    },
  }));
}

/** Putting an order of other payments in the bank writes each payment's payout in the bank journal. */
export async function bankPayments(
  tx: Tx,
  order: { brandId: number | null; collectionDate: string },
  items: readonly (typeof paymentOrderItems.$inferSelect)[],
) {
  for (const item of items) {
    if (item.otherPaymentId === null) continue;
    await recordOperation(
      tx,
      order.brandId,
      payoutOperation({
        reference: item.endToEndId,
        date: order.collectionDate,
        amountCents: item.amountCents,
        payee: otherPayeeAccount(item.otherPaymentId, item.debtorName),
        account: 'suppliers',
      }),
      { kind: 'payout', id: item.id },
    );
  }
}
