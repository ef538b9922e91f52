import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { PAYMENT_ORDER_KINDS, type PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import type { PaymentOrderRow } from '@hubgrade/domain/payment-orders/schemas';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { OrderStateChip } from './order-state-chip.tsx';

const column = dataTableColumns<PaymentOrderRow>();
const F = L.fields;

/** Reference, brand, collection or execution date, items, total, state; sort keys are the API's allowlist. */
const columnsOf = (kind: PaymentOrderKind) =>
  column.columns([
    column.accessor('reference', {
      header: F.reference,
      sortDescFirst: true,
      meta: { sortKey: 'id', kind: 'id', href: (o: PaymentOrderRow) => `/ordres/${o.kind}/${o.id}` },
    }),
    column.accessor('brandName', { header: F.brand, meta: { kind: 'name' } }),
    column.accessor('collectionDate', {
      header: L.byKind[kind].date,
      sortDescFirst: true,
      meta: { sortKey: 'collectionDate', kind: 'date' },
      cell: (c) => formatDay(c.getValue()),
    }),
    column.accessor('itemCount', { header: F.items, meta: { kind: 'id' } }),
    column.accessor('totalCents', { header: F.total, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
    column.accessor('state', { header: F.state, meta: { kind: 'status' }, cell: (c) => <OrderStateChip state={c.getValue()} /> }),
  ]);

export const ORDER_COLUMNS = Object.fromEntries(PAYMENT_ORDER_KINDS.map((kind) => [kind, columnsOf(kind)])) as Record<
  PaymentOrderKind,
  ReturnType<typeof columnsOf>
>;
