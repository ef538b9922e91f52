import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import type { TicketRow } from '@hubgrade/domain/tickets/schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { PriorityChip, StateChip } from './ticket-chips.tsx';

const column = dataTableColumns<TicketRow>();
const person = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : L.unassigned);

/** The detailed view's columns; sort keys are the API's allowlist. */
export const TICKET_COLUMNS = column.columns([
  column.accessor('id', {
    header: L.fields.id,
    sortDescFirst: true,
    meta: { sortKey: 'id', kind: 'id', href: (t: TicketRow) => `/tickets/${t.id}` },
  }),
  column.accessor('title', { header: L.fields.title, meta: { sortKey: 'title', kind: 'title' } }),
  column.accessor('state', {
    header: L.fields.state,
    meta: { sortKey: 'state', kind: 'status' },
    cell: (c) => <StateChip state={c.getValue()} />,
  }),
  column.accessor('priority', {
    header: L.fields.priority,
    sortDescFirst: true,
    meta: { sortKey: 'priority', kind: 'status' },
    cell: (c) => <PriorityChip priority={c.getValue()} />,
  }),
  column.accessor((t) => L.categories[t.category], { id: 'category', header: L.fields.category, meta: { kind: 'text' } }),
  column.accessor((t) => t.espace.name, { id: 'espace', header: L.fields.espace, meta: { kind: 'name' } }),
  column.accessor((t) => person(t.reporter), { id: 'reporter', header: L.fields.reporter, meta: { kind: 'name' } }),
  column.accessor((t) => person(t.assignee), { id: 'assignee', header: L.fields.assignee, meta: { kind: 'name' } }),
  column.accessor('createdAt', { header: L.fields.createdAt, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('updatedAt', {
    header: L.fields.updatedAt,
    sortDescFirst: true,
    meta: { sortKey: 'updatedAt', kind: 'date' },
    cell: (c) => formatDateTime(c.getValue()),
  }),
]);
