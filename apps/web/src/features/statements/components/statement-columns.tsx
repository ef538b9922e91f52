import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import type { StatementRow } from '@hubgrade/domain/statements/schemas';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { StatementStateChip } from './statement-state-chip.tsx';

const column = dataTableColumns<StatementRow>();

/** §2.7: ID (bill number), date, total paid back TTC, total to collect TTC, and the state the actions depend on. */
export const STATEMENT_COLUMNS = column.columns([
  column.accessor('billNumber', {
    header: L.fields.billNumber,
    meta: { kind: 'id', href: (row: StatementRow) => `/rdg/${row.cryptInvoice}` },
  }),
  column.accessor('dateCreation', { header: L.fields.dateCreation, meta: { kind: 'date' }, cell: (c) => formatDay(c.getValue()) }),
  column.accessor('totalTtc', { header: L.fields.totalTtc, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('totalToPerceiveTtc', {
    header: L.fields.totalToPerceiveTtc,
    meta: { kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('state', { header: L.fields.state, meta: { kind: 'status' }, cell: (c) => <StatementStateChip state={c.getValue()} /> }),
]);
