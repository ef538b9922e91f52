import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import type { SubscriptionRow } from '@hubgrade/domain/subscriptions/schemas';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import { SubscriptionStateChip } from './subscription-state-chip.tsx';

const column = dataTableColumns<SubscriptionRow>();

/** ID, payer, plan, start, next invoice, monthly price HT, state, payment badge; sort keys are the API's allowlist. */
export const SUBSCRIPTION_COLUMNS = column.columns([
  column.accessor('id', { header: L.fields.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('payerName', { header: L.fields.payer, meta: { kind: 'name' } }),
  column.accessor('planName', { header: L.fields.plan, meta: { kind: 'name' } }),
  column.accessor('startOn', {
    header: L.fields.start,
    sortDescFirst: true,
    meta: { sortKey: 'startOn', kind: 'date' },
    cell: (c) => formatDay(c.getValue()),
  }),
  column.accessor('nextInvoiceOn', {
    header: L.fields.nextInvoice,
    meta: { kind: 'date' },
    cell: (c) => {
      const day = c.getValue();
      return day === null ? L.none : formatDay(day);
    },
  }),
  column.accessor('monthlyPriceCents', {
    header: L.fields.monthlyHt,
    sortDescFirst: true,
    meta: { sortKey: 'monthlyPriceCents', kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  }),
  column.accessor('state', {
    header: L.fields.state,
    meta: { sortKey: 'state', kind: 'status' },
    cell: (c) => <SubscriptionStateChip state={c.getValue()} />,
  }),
  column.accessor('paymentMode', { header: L.fields.payment, meta: { kind: 'status' }, cell: (c) => <PaymentBadge mode={c.getValue()} /> }),
]);
