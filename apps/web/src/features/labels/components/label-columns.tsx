import { LABEL_LABELS as L } from '@hubgrade/domain/labels/labels';
import type { Label } from '@hubgrade/domain/labels/schemas';
import { formatDate } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { LabelChip } from './label-chip.tsx';

const column = dataTableColumns<Label>();

const NAME_AND_BRAND = (brandName: (brand: number | null) => string) =>
  column.accessor((l) => brandName(l.brand), { id: 'brand', header: L.fields.brand, meta: { kind: 'text' } });

/** The labels table's columns; sort keys are the API's allowlist. */
export const LABEL_COLUMNS = column.columns([
  column.accessor('name', {
    header: L.fields.name,
    meta: { sortKey: 'name', kind: 'text' },
    cell: (c) => <LabelChip label={c.row.original} />,
  }),
  column.accessor('ads', { header: L.fields.ads, meta: { kind: 'number' } }),
  column.accessor('pages', { header: L.fields.pages, meta: { kind: 'number' } }),
  column.accessor('createdAt', {
    header: L.fields.createdAt,
    sortDescFirst: true,
    meta: { sortKey: 'createdAt', kind: 'date' },
    cell: (c) => formatDate(c.getValue()),
  }),
]);

/** A super admin sees every brand's labels: the brand is told beside each, as two brands may use one name. */
export const labelColumnsWithBrand = (brandName: (brand: number | null) => string) => {
  const [name, ...rest] = LABEL_COLUMNS;
  return column.columns([name as (typeof LABEL_COLUMNS)[number], NAME_AND_BRAND(brandName), ...rest]);
};
