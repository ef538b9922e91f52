import { INVOICE_LABELS as I, INVOICE_TYPE_LABELS } from '@hubgrade/domain/billing/labels';
import type { InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { allOf, anyOf, brandIn, unbranded, type VisibilityRule } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { InvoiceStateChip } from './invoice-state-chip.tsx';
import { invoicePage } from './use-invoice-actions.tsx';

const column = dataTableColumns<InvoiceRow>();

/** Tables §2.4, §6: the salesperson shows on a member's page only, unbranded or on brand 5. */
const onMemberPage: VisibilityRule = (context) => context.userType !== null;
const salespersonVisible = allOf(onMemberPage, anyOf(unbranded, brandIn(5)));

const idColumn = column.accessor('id', {
  header: I.id,
  sortDescFirst: true,
  meta: { sortKey: 'id', kind: 'id', href: (row: InvoiceRow) => invoicePage(row.id) },
});
const numberColumn = column.accessor('fullNumber', { header: I.number, meta: { kind: 'id' } });
const stateColumn = column.accessor('state', {
  header: I.state,
  meta: { kind: 'status' },
  cell: (c) => <InvoiceStateChip state={c.getValue()} late={c.row.original.late} />,
});

/** The invoices table of tables §2.4: ID, number, date, amounts HT and TTC, status, type, salesperson; the actions are the row menu. */
export const INVOICE_COLUMNS = column.columns([
  idColumn,
  numberColumn,
  column.accessor('dateCreation', { header: I.date, meta: { kind: 'date' }, cell: (c) => formatDay(c.getValue()) }),
  column.accessor('ht', { header: I.amountHt, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('totalTtc', { header: I.amountTtc, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  stateColumn,
  column.accessor((row) => (row.isGuaranteeRefund ? L.depositRefund.refundTypeShort : (INVOICE_TYPE_LABELS[row.type] ?? '')), {
    id: 'type',
    header: I.type,
    meta: { kind: 'text' },
  }),
  column.accessor((row) => (row.businessman ? `${row.businessman.firstname} ${row.businessman.lastname}` : '—'), {
    id: 'salesperson',
    header: I.salesperson,
    meta: { kind: 'name', visibleWhen: salespersonVisible },
  }),
]);

/** The compact variant of the member, company and contract sheets: ID, number, amount, status; the actions are the row menu. */
export const COMPACT_INVOICE_COLUMNS = column.columns([
  idColumn,
  numberColumn,
  column.accessor('totalTtc', { header: I.amount, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  stateColumn,
]);
