import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import type { OrderRow } from '@hubgrade/domain/orders/schemas';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { OrderStateChip } from './order-state-chip.tsx';

const column = dataTableColumns<OrderRow>();

/** ID, date, member, company, total HT and TTC, state (the actions are the rows' menu); sort keys are the API's allowlist. */
export const ORDER_COLUMNS = column.columns([
  column.accessor('id', { header: L.fields.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('createdAt', {
    header: L.fields.date,
    sortDescFirst: true,
    meta: { sortKey: 'createdAt', kind: 'date' },
    cell: (c) => formatDate(c.getValue()),
  }),
  column.accessor('memberName', { header: L.fields.member, meta: { kind: 'name' } }),
  column.accessor('companyName', { header: L.fields.company, meta: { kind: 'name' }, cell: (c) => c.getValue() ?? '—' }),
  column.accessor('totalHtCents', {
    header: L.fields.ht,
    sortDescFirst: true,
    meta: { sortKey: 'totalHtCents', kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('totalTtcCents', {
    header: L.fields.ttc,
    sortDescFirst: true,
    meta: { sortKey: 'totalTtcCents', kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('state', {
    header: L.fields.state,
    meta: { sortKey: 'state', kind: 'status' },
    cell: (c) => <OrderStateChip state={c.getValue()} />,
  }),
]);
