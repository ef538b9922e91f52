import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import type { CartRow } from '@hubgrade/domain/orders/schemas';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const F = ORDER_LABELS.carts.fields;
const column = dataTableColumns<CartRow>();

/** ID, member, company, products, totals at today's prices, last change (the actions are the rows' menu). */
export const CART_COLUMNS = column.columns([
  column.accessor('id', { header: F.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('memberName', { header: F.member, meta: { kind: 'name' } }),
  column.accessor('companyName', { header: F.company, meta: { kind: 'name' }, cell: (c) => c.getValue() ?? '—' }),
  column.accessor('lineCount', { header: F.lines, meta: { kind: 'number' } }),
  column.accessor('totalHtCents', { header: F.ht, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('totalTtcCents', { header: F.ttc, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('updatedAt', {
    header: F.updatedAt,
    sortDescFirst: true,
    meta: { sortKey: 'updatedAt', kind: 'date' },
    cell: (c) => formatDateTime(c.getValue()),
  }),
]);
