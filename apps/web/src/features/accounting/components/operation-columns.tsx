import { JOURNAL_LABELS, ACCOUNTING_LABELS as L, SOURCE_KIND_LABELS } from '@hubgrade/domain/accounting/labels';
import type { OperationRow } from '@hubgrade/domain/accounting/schemas';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<OperationRow>();

/** /operations: number, date, journal, label, piece, totals, source and brand; sort keys are the API's allowlist. */
export const OPERATION_COLUMNS = column.columns([
  column.accessor('number', {
    header: L.number,
    sortDescFirst: true,
    meta: { sortKey: 'number', kind: 'id', href: (o: OperationRow) => `/operations/${o.id}` },
  }),
  column.accessor('date', {
    header: L.date,
    sortDescFirst: true,
    meta: { sortKey: 'date', kind: 'date' },
    cell: (c) => formatDay(c.getValue()),
  }),
  column.accessor((o) => `${o.journal} · ${JOURNAL_LABELS[o.journal]}`, { id: 'journal', header: L.journal, meta: { kind: 'status' } }),
  column.accessor('label', { header: L.label, meta: { kind: 'title' } }),
  column.accessor('pieceRef', { header: L.pieceRef, meta: { kind: 'id' } }),
  column.accessor('debitCents', { header: L.debit, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('creditCents', { header: L.credit, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor((o) => SOURCE_KIND_LABELS[o.sourceKind], { id: 'source', header: L.source, meta: { kind: 'text' } }),
  // Numbers run per brand: the main platform's staff, who see every brand, read whose each one is.
  column.accessor((o) => o.brandName ?? L.mainPlatform, { id: 'brand', header: L.brand, meta: { kind: 'name', visibleWhen: unbranded } }),
]);
