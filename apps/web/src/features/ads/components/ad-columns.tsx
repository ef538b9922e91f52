import { AD_CATEGORY_LABELS, AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import { formatCents } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { AdStateCell, AvailabilityCell, BoostCell, MandateCell, WrongPhotoCell } from './ad-cells.tsx';

const column = dataTableColumns<AdRow>();

/**
 * The ads table's columns (tables-and-sheets §2.1, §3); sort keys are the API's sortBy allowlist.
 * A branded deployment has no boost, and its ads are checked by its own staff: the mandate, photo
 * and boost columns are the main platform's (§6 "branded deployments hide some ad columns").
 */
export function adColumns(landlordHeader: string) {
  return column.columns([
    column.accessor('adId', { header: L.fields.adId, sortDescFirst: true, meta: { sortKey: 'adId', kind: 'id' } }),
    column.accessor('adTitle', { header: L.fields.adTitle, meta: { kind: 'title', href: (ad: AdRow) => `/annonces/${ad.adId}` } }),
    column.accessor('adCity', {
      header: L.fields.adCity,
      meta: { kind: 'address' },
      cell: (c) => [c.row.original.adZipcode, c.getValue()].filter(Boolean).join(' '),
    }),
    column.accessor('adCategory', {
      header: L.fields.adCategory,
      meta: { kind: 'status' },
      cell: (c) => AD_CATEGORY_LABELS[c.getValue() as 1 | 2 | 3],
    }),
    column.accessor('userLastName', {
      id: 'landlord',
      header: landlordHeader,
      meta: { kind: 'name' },
      cell: (c) => {
        const ad = c.row.original;
        return `${ad.userFirstName} ${ad.userLastName}${ad.userCompany ? ` (${ad.userCompany})` : ''}`;
      },
    }),
    column.accessor('adRent', {
      header: L.fields.adRent,
      meta: { sortKey: 'adRent', kind: 'money' },
      cell: (c) => formatCents(c.getValue()),
    }),
    column.accessor('adCapacity', { header: L.fields.adCapacity, meta: { sortKey: 'adCapacity', kind: 'number' } }),
    column.display({ id: 'state', header: L.fields.adAdState, meta: { kind: 'status' }, cell: (c) => <AdStateCell ad={c.row.original} /> }),
    column.accessor('adAvailabilityStart', {
      header: L.fields.adAvailabilityStart,
      meta: { kind: 'date' },
      cell: (c) => <AvailabilityCell start={c.getValue()} />,
    }),
    column.accessor('mandate', {
      header: L.fields.mandate,
      meta: { visibleWhen: unbranded, kind: 'status' },
      cell: (c) => <MandateCell mandate={c.getValue()} />,
    }),
    column.accessor('wrongPhoto', {
      header: L.fields.wrongPhoto,
      meta: { visibleWhen: unbranded, kind: 'status' },
      cell: (c) => <WrongPhotoCell wrongPhoto={c.getValue()} />,
    }),
    column.accessor('isBoost', {
      header: L.fields.isBoost,
      meta: { visibleWhen: unbranded, kind: 'status' },
      cell: (c) => <BoostCell ad={c.row.original} />,
    }),
  ]);
}
