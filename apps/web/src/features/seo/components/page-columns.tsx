import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { PageSummary } from '@hubgrade/domain/seo/schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { PageStateChip } from './page-state.tsx';

const L = SEO_LABELS.pages;
const F = L.fields;
const column = dataTableColumns<PageSummary>();
const sheetOf = (page: PageSummary) => `/page-statique/${page.id}`;

/** ID, Titre, Adresse, Marque (main platform only), Blocs, État, Mise à jour. */
export const PAGE_COLUMNS = column.columns([
  column.accessor('id', { header: F.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id', href: sheetOf } }),
  column.accessor('title', { header: F.title, meta: { sortKey: 'title', kind: 'title', href: sheetOf } }),
  column.accessor('path', { header: F.path, meta: { sortKey: 'slug', kind: 'text' } }),
  column.accessor((p) => p.brandName ?? L.platform, { id: 'brand', header: F.brand, meta: { kind: 'name', visibleWhen: unbranded } }),
  column.accessor('blockCount', { header: F.blocks, meta: { kind: 'number' }, cell: (c) => L.blockCount(c.getValue()) }),
  column.accessor('published', { header: F.state, meta: { kind: 'status' }, cell: (c) => <PageStateChip published={c.getValue()} /> }),
  column.accessor('updatedAt', {
    header: F.updatedAt,
    sortDescFirst: true,
    meta: { sortKey: 'updatedAt', kind: 'date' },
    cell: (c) => formatDateTime(c.getValue()),
  }),
]);
