import { SALES_STAFF_LABELS } from '@hubgrade/domain/companies/labels';
import type { CommercialRow } from '@hubgrade/domain/companies/sales-staff-schemas';
import { formatCents } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const C = SALES_STAFF_LABELS.columns;
const column = dataTableColumns<CommercialRow>();

/** The sales staff table; sort keys are the API's allowlist. */
export const COMMERCIAL_COLUMNS = column.columns([
  column.accessor('id', { header: C.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.display({
    id: 'name',
    header: C.name,
    meta: { sortKey: 'lastName', kind: 'name' },
    cell: (c) => `${c.row.original.firstName} ${c.row.original.lastName}`,
  }),
  column.accessor('email', { header: C.email, meta: { kind: 'email' } }),
  column.accessor('mobile', { header: C.phone, meta: { kind: 'phone' }, cell: (c) => c.getValue() ?? '' }),
  column.accessor('brandName', { header: C.brand, meta: { visibleWhen: unbranded, kind: 'name' }, cell: (c) => c.getValue() ?? '' }),
  column.accessor('contractsCount', { header: C.contracts, sortDescFirst: true, meta: { sortKey: 'contractsCount', kind: 'number' } }),
  column.accessor('ongoingCount', { header: C.ongoing, meta: { kind: 'number' } }),
  column.accessor('monthlyRentCents', {
    header: C.monthlyRent,
    meta: { kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('invoicesCount', { header: C.invoices, meta: { kind: 'number' } }),
  column.accessor('invoicedCents', {
    header: C.invoiced,
    sortDescFirst: true,
    meta: { sortKey: 'invoicedCents', kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('paidCents', { header: C.paid, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
]);
