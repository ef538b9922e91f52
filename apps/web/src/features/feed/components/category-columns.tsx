import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import type { FeedCategory } from '@hubgrade/domain/feed/schemas';
import Check from '@mui/icons-material/Check';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<FeedCategory>();

/** Spec §2.19: ID, titre, événement (a check mark); actions from the row menu. */
export const CATEGORY_COLUMNS = column.columns([
  column.accessor('id', { header: L.categories.columns.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('title', { header: L.categories.columns.title, meta: { sortKey: 'title', kind: 'title' } }),
  column.accessor('isEvent', {
    header: L.categories.columns.isEvent,
    meta: { kind: 'status' },
    cell: (c) => (c.getValue() ? <Check color="success" fontSize="small" aria-label={L.categories.columns.isEvent} /> : null),
  }),
]);
