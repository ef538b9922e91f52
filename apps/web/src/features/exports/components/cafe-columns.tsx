import { CAFE_LABELS as L } from '@hubgrade/domain/exports/labels';
import type { CafeRow } from '@hubgrade/domain/exports/schemas';
import { formatCents } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<CafeRow>();
const [site, product, quantity, orders, ht, vat, ttc] = L.columns;

/** The café table: one row per site and product, quantities and amounts of the month. */
export const CAFE_COLUMNS = column.columns([
  column.accessor((row) => row.siteName ?? L.noSite, { id: 'site', header: site, meta: { kind: 'name' } }),
  column.accessor('product', { header: product, meta: { kind: 'title' } }),
  column.accessor('quantity', { header: quantity, meta: { kind: 'number' } }),
  column.accessor('orders', { header: orders, meta: { kind: 'number' } }),
  column.accessor('htCents', { header: ht, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('vatCents', { header: vat, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('ttcCents', { header: ttc, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
]);
