import { MAILBOX_LABELS } from '@hubgrade/domain/mailbox/labels';
import type { Mail } from '@hubgrade/domain/mailbox/schemas';
import Chip from '@mui/material/Chip';
import { formatDateTimeSeconds } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<Mail>();

/** The mailbox's columns; sort keys are the API's sortBy allowlist. */
export const MAIL_COLUMNS = column.columns([
  column.accessor('to', {
    header: MAILBOX_LABELS.to,
    meta: { sortKey: 'to', kind: 'email' },
  }),
  column.accessor('subject', { header: MAILBOX_LABELS.subject, meta: { sortKey: 'subject', kind: 'title' } }),
  column.accessor('createdAt', {
    header: MAILBOX_LABELS.createdAt,
    sortDescFirst: true,
    meta: { sortKey: 'createdAt', kind: 'date' },
    cell: (c) => formatDateTimeSeconds(c.getValue()),
  }),
  column.accessor('sentAt', {
    header: MAILBOX_LABELS.sentAt,
    meta: { kind: 'date' },
    cell: (c) => {
      const sentAt = c.getValue();
      return sentAt ? formatDateTimeSeconds(sentAt) : <Chip size="small" label={MAILBOX_LABELS.notSent} />;
    },
  }),
]);
