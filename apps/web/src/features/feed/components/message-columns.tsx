import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import type { FeedMessageRow } from '@hubgrade/domain/feed/schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { StateDot } from './state-dot.tsx';

const column = dataTableColumns<FeedMessageRow>();
const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** Spec §2.18: ID, titre, créé le, planifié pour, publié le, état (actions from the row menu). */
export const MESSAGE_COLUMNS = column.columns([
  column.accessor('id', {
    header: L.columns.id,
    sortDescFirst: true,
    meta: { sortKey: 'id', kind: 'id', href: (m: FeedMessageRow) => `/actualites/${m.id}` },
  }),
  column.accessor('title', { header: L.columns.title, meta: { sortKey: 'title', kind: 'title' } }),
  column.accessor('dateCreation', {
    header: L.columns.dateCreation,
    meta: { sortKey: 'dateCreation', kind: 'date' },
    cell: (c) => when(c.getValue()),
  }),
  column.accessor('datePlaned', {
    header: L.columns.datePlaned,
    meta: { sortKey: 'datePlaned', kind: 'date' },
    cell: (c) => when(c.getValue()),
  }),
  column.accessor('dateOnline', {
    header: L.columns.dateOnline,
    meta: { sortKey: 'dateOnline', kind: 'date' },
    cell: (c) => when(c.getValue()),
  }),
  column.accessor('messageState', {
    header: L.columns.messageState,
    meta: { sortKey: 'messageState', kind: 'status' },
    cell: (c) => <StateDot state={c.getValue()} />,
  }),
]);
