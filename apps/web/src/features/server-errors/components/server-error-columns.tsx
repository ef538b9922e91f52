import { SERVER_ERROR_LABELS as L } from '@hubgrade/domain/server-errors/labels';
import type { ServerError } from '@hubgrade/domain/server-errors/schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<ServerError>();

/** /erreur-db: when, how, who and what; the address and the stack open under the row. */
export const SERVER_ERROR_COLUMNS = column.columns([
  column.accessor('occurredAt', {
    header: L.fields.occurredAt,
    sortDescFirst: true,
    meta: { sortKey: 'occurredAt', kind: 'date' },
    cell: (c) => formatDateTime(c.getValue()),
  }),
  column.accessor('method', { header: L.fields.method, meta: { kind: 'status' } }),
  column.accessor('route', { header: L.fields.route, meta: { kind: 'text' } }),
  column.accessor((e) => e.user?.email ?? L.anonymous, { id: 'user', header: L.fields.user, meta: { kind: 'email' } }),
  column.accessor('message', { header: L.fields.message, meta: { kind: 'text' } }),
]);
