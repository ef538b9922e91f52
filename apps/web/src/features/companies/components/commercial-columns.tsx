import { SALES_STAFF_LABELS } from '@hubgrade/domain/companies/labels';
import type { CommercialRow } from '@hubgrade/domain/companies/sales-staff-schemas';
import { formatCents } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const C = SALES_STAFF_LABELS.columns;
const column = dataTableColumns<CommercialRow>();

/** The sales staff table; sort keys are the API's allowlist. */
export const COMMERCIAL_COLUMNS = column.columns([
  column.accessor('id', { header: C.id, sortDescFirst: true, meta: { sortKey: 'id', nowrap: true } }),
  column.display({
    id: 'name',
    header: C.name,
    meta: { sortKey: 'lastName' },
    cell: (c) => `${c.row.original.firstName} ${c.row.original.lastName}`,
  }),
  column.accessor('email', { header: C.email, cell: (c) => <span style={{ overflowWrap: 'anywhere' }}>{c.getValue()}</span> }),
  column.accessor('mobile', { header: C.phone, meta: { nowrap: true }, cell: (c) => c.getValue() ?? '' }),
  column.accessor('brandName', { header: C.brand, meta: { visibleWhen: unbranded }, cell: (c) => c.getValue() ?? '' }),
  column.accessor('contractsCount', { header: C.contracts, sortDescFirst: true, meta: { sortKey: 'contractsCount', align: 'right' } }),
  column.accessor('ongoingCount', { header: C.ongoing, meta: { align: 'right' } }),
  column.accessor('monthlyRentCents', {
    header: C.monthlyRent,
    meta: { align: 'right', nowrap: true },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('invoicesCount', { header: C.invoices, meta: { align: 'right' } }),
  column.accessor('invoicedCents', {
    header: C.invoiced,
    sortDescFirst: true,
    meta: { sortKey: 'invoicedCents', align: 'right', nowrap: true },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('paidCents', { header: C.paid, meta: { align: 'right', nowrap: true }, cell: (c) => formatCents(c.getValue()) }),
]);
