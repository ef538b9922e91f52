import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { PageSummary } from '@hubgrade/domain/seo/schemas';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { PageStateChip } from './page-state.tsx';

const L = SEO_LABELS.pages;
const C = SEO_LABELS.canonical.fields;
const T = SEO_LABELS.blocks.fields;
const column = dataTableColumns<PageSummary>();
const sheetOf = (page: PageSummary) => `/page-statique/${page.id}`;

/** ID, Titre, Ville, Type d’espace, Type de locataire, Fil d’Ariane, Marque (main platform only), Blocs, État. */
export const CANONICAL_COLUMNS = column.columns([
  column.accessor('id', { header: L.fields.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id', href: sheetOf } }),
  column.accessor('title', { header: L.fields.title, meta: { sortKey: 'title', kind: 'title', href: sheetOf } }),
  column.accessor((p) => p.landing?.city ?? '', { id: 'city', header: C.city, meta: { kind: 'name' } }),
  column.accessor((p) => T.spaceTypeNames[p.landing?.spaceType ?? 0] ?? '', {
    id: 'spaceType',
    header: C.spaceType,
    meta: { kind: 'text' },
  }),
  column.accessor((p) => T.renterTypeNames[p.landing?.renterType ?? 0] ?? '', {
    id: 'renterType',
    header: C.renterType,
    meta: { kind: 'text' },
  }),
  column.accessor((p) => p.landing?.breadcrumb ?? '', { id: 'breadcrumb', header: C.breadcrumb, meta: { kind: 'text' } }),
  column.accessor((p) => p.brandName ?? L.platform, {
    id: 'brand',
    header: L.fields.brand,
    meta: { kind: 'name', visibleWhen: unbranded },
  }),
  column.accessor('blockCount', { header: L.fields.blocks, meta: { kind: 'number' }, cell: (c) => L.blockCount(c.getValue()) }),
  column.accessor('published', {
    header: L.fields.state,
    meta: { kind: 'status' },
    cell: (c) => <PageStateChip published={c.getValue()} />,
  }),
]);
