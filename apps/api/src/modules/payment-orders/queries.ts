import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import {
  checkItemRejection,
  nextOrderState,
  orderTotals,
  type PaymentOrderKind,
  type PaymentOrderState,
} from '@hubgrade/domain/payment-orders/rules';
import type { PaymentOrder, PaymentOrderRow } from '@hubgrade/domain/payment-orders/schemas';
import { maskIban } from '@hubgrade/domain/signatures/rules';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { brands, invoices, paymentOrderItems, paymentOrderStatements, paymentOrders, statements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

interface OrderRow {
  id: number;
  kind: PaymentOrderKind;
  reference: string;
  brand_id: number | null;
  brand_name: string | null;
  state: number;
  collection_date: string | Date;
  item_count: number;
  total_cents: number;
  created_at: string | Date;
}

const dayText = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** Brand scope (ARCHITECTURE rule 3): a brand user would only see their brand's orders. */
const scope = (viewer: SessionUser) => (viewer.brandId === null ? sql`true` : sql`o.brand_id = ${viewer.brandId}`);

const orderColumns = sql`o.id, o.kind, o.reference, o.brand_id, b.name as brand_name, o.state, o.collection_date, o.item_count, o.total_cents, o.created_at`;
const orderFrom = sql`${paymentOrders} o left join ${brands} b on b.id = o.brand_id`;

function toRow(r: OrderRow): PaymentOrderRow {
  const state = r.state as PaymentOrderState;
  return {
    id: r.id,
    kind: r.kind,
    reference: r.reference,
    brandId: r.brand_id,
    brandName: r.brand_name ?? L.mainPlatform,
    state,
    stateName: L.states[state],
    collectionDate: dayText(r.collection_date),
    itemCount: Number(r.item_count),
    totalCents: Number(r.total_cents),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** GET /ordres/{type}: newest first (or by collection date), 20 a page. */
export async function listOrders(
  db: Executor,
  viewer: SessionUser,
  kind: PaymentOrderKind,
  query: { page: number; itemsPerPage: number; sortBy: 'id' | 'collectionDate'; sortDesc: boolean; search?: string | undefined },
) {
  const search = query.search ? sql`o.reference ilike ${likePattern(query.search)}` : sql`true`;
  const where = sql`o.kind = ${kind} and ${scope(viewer)} and ${search}`;
  const column = query.sortBy === 'collectionDate' ? sql`o.collection_date` : sql`o.id`;
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<OrderRow>(
    db,
    sql`select ${orderColumns} from ${orderFrom} where ${where}
        order by ${column} ${direction}, o.id ${direction} limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${paymentOrders} o where ${where}`);
  return { items: rows.map(toRow), total: Number(count?.n ?? 0) };
}

interface ItemRow {
  id: number;
  invoice_id: number | null;
  invoice_number: string | null;
  statement_numbers: string | null;
  debtor_name: string;
  debtor_iban: string;
  remittance: string;
  mandate_reference: string | null;
  sequence_type: 'FRST' | 'RCUR' | null;
  end_to_end_id: string;
  amount_cents: number;
  rejected_at: string | Date | null;
  rejection_reason: string | null;
}

/** GET /ordres/{type}/{id}: the order, its items and totals; another brand's or another type's order is a 404. */
export async function findOrder(db: Executor, viewer: SessionUser, kind: PaymentOrderKind, id: number): Promise<PaymentOrder> {
  const [order] = await queryRows<OrderRow>(
    db,
    sql`select ${orderColumns} from ${orderFrom} where o.id = ${id} and o.kind = ${kind} and ${scope(viewer)}`,
  );
  if (!order) throw notFound(L.refusals.notFound);
  const rows = await queryRows<ItemRow>(
    db,
    sql`select x.id, x.invoice_id, i.full_number as invoice_number, x.debtor_name, x.debtor_iban, x.remittance,
          x.mandate_reference, x.sequence_type, x.end_to_end_id, x.amount_cents, x.rejected_at, x.rejection_reason,
          (select string_agg(s.full_number, ' ' order by s.id) from ${paymentOrderStatements} ps
           join ${statements} s on s.id = ps.statement_id where ps.item_id = x.id) as statement_numbers
        from ${paymentOrderItems} x left join ${invoices} i on i.id = x.invoice_id
        where x.order_id = ${id} order by x.id`,
  );
  const row = toRow(order);
  const items = rows.map((r) => {
    const rejectedAt = r.rejected_at === null ? null : dayText(r.rejected_at);
    return {
      id: r.id,
      invoiceId: r.invoice_id,
      invoiceNumber: r.invoice_number,
      statementNumbers: r.statement_numbers ? r.statement_numbers.split(' ') : [],
      partyName: r.debtor_name,
      iban: maskIban(r.debtor_iban),
      remittance: r.remittance,
      mandateReference: r.mandate_reference,
      sequenceType: r.sequence_type,
      endToEndId: r.end_to_end_id,
      amountCents: Number(r.amount_cents),
      rejectedAt,
      rejectionReason: r.rejection_reason,
      canReject: kind === 'prelevement' && checkItemRejection(row.state, { rejectedAt }).ok,
    };
  });
  const { rejectedCents, collectedCents } = orderTotals(items);
  return { ...row, items, rejectedCents, collectedCents, nextState: nextOrderState(row.state) };
}
