import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import type { InventoryRow } from '@hubgrade/domain/inventory/schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { InventoryStateChip } from './inventory-chips.tsx';

const column = dataTableColumns<InventoryRow>();

/** The columns of /edl; sort keys are the API's allowlist. */
export const INVENTORY_COLUMNS = column.columns([
  column.accessor('id', {
    header: L.fields.id,
    sortDescFirst: true,
    meta: { sortKey: 'id', kind: 'id', href: (r: InventoryRow) => `/edl/${r.id}` },
  }),
  column.accessor((r) => L.shortKinds[r.kind], { id: 'kind', header: L.fields.kind, meta: { kind: 'text' } }),
  column.accessor('contract', { header: L.fields.contract, sortDescFirst: true, meta: { sortKey: 'contract', kind: 'id' } }),
  column.accessor('tenant', { header: L.fields.tenant, meta: { kind: 'name' } }),
  column.accessor('space', { header: L.fields.space, meta: { kind: 'name' } }),
  column.accessor('state', { header: L.fields.state, meta: { kind: 'status' }, cell: (c) => <InventoryStateChip state={c.getValue()} /> }),
  column.accessor((r) => `${r.filled} / ${r.items}`, { id: 'filled', header: L.fields.filled, meta: { kind: 'text' } }),
  column.accessor('createdAt', { header: L.fields.createdAt, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
]);
