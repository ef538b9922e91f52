import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import type { QuoteRow } from '@hubgrade/domain/quotes/schemas';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { QuoteStateChip } from './quote-state-chip.tsx';

const column = dataTableColumns<QuoteRow>();

/** §2.5: "par mois" after the amount of a subscription quote. */
export const quoteAmount = (cents: number, subscription: boolean) => `${formatCents(cents)}${subscription ? ` ${L.perMonth}` : ''}`;

/** §2.5: ID, quote date, expiry date, total HT, state (the actions are the rows' menu); sort keys are the API's allowlist. */
export const QUOTE_COLUMNS = column.columns([
  column.accessor('id', { header: L.fields.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('number', { header: L.fields.number, meta: { kind: 'id' } }),
  column.accessor((q) => `${q.client.firstName} ${q.client.lastName}${q.client.companyName ? ` (${q.client.companyName})` : ''}`, {
    id: 'client',
    header: L.fields.client,
    meta: { kind: 'name' },
  }),
  column.accessor('dateDemande', {
    header: L.fields.dateDemande,
    sortDescFirst: true,
    meta: { sortKey: 'dateDemande', kind: 'date' },
    cell: (c) => formatDay(c.getValue()),
  }),
  column.accessor('expirationDate', {
    header: L.fields.expirationDate,
    sortDescFirst: true,
    meta: { sortKey: 'expirationDate', kind: 'date' },
    cell: (c) => formatDay(c.getValue()),
  }),
  column.accessor('ht', {
    header: L.fields.ht,
    sortDescFirst: true,
    meta: { sortKey: 'ht', kind: 'money' },
    cell: (c) => quoteAmount(c.getValue(), c.row.original.subscription),
  }),
  column.accessor('state', {
    header: L.fields.state,
    meta: { sortKey: 'state', kind: 'status' },
    cell: (c) => <QuoteStateChip state={c.getValue()} />,
  }),
]);
