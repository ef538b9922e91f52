import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import type { DocumentRow } from '@hubgrade/domain/documents/schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { DownloadButton } from './download-button.tsx';
import { shareText } from './share-text.ts';

const column = dataTableColumns<DocumentRow>();

/** The library's columns; sort keys are the API's allowlist. */
export const DOCUMENT_COLUMNS = column.columns([
  column.accessor('title', {
    header: L.fields.title,
    meta: { sortKey: 'title', kind: 'title', href: (d: DocumentRow) => `/documents/${d.id}` },
  }),
  column.accessor((d) => shareText(d.share), { id: 'share', header: L.fields.audience, meta: { kind: 'text' } }),
  column.accessor('version', { header: L.fields.version, meta: { kind: 'number' } }),
  column.accessor('updatedAt', {
    header: L.fields.updatedAt,
    sortDescFirst: true,
    meta: { sortKey: 'updatedAt', kind: 'date' },
    cell: (c) => formatDateTime(c.getValue()),
  }),
  column.display({
    id: 'download',
    header: L.fields.file,
    meta: { align: 'right', nowrap: true },
    cell: (c) => <DownloadButton file={c.row.original.file} />,
  }),
]);
