import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import type { CampaignRow } from '@hubgrade/domain/emailing/schemas';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { CampaignProgress } from './campaign-progress.tsx';

const column = dataTableColumns<CampaignRow>();
const STATE_COLORS = { draft: 'default', scheduled: 'info', sending: 'warning', sent: 'success' } as const;

/** The campaigns' columns; `open` shows one in its dialog. */
export function campaignColumns(open: (id: number) => void) {
  return column.columns([
    column.accessor('id', { header: L.fields.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
    column.accessor('subject', {
      header: L.fields.subject,
      meta: { sortKey: 'subject', kind: 'title' },
      cell: (c) => (
        <Button size="small" onClick={() => open(c.row.original.id)} sx={{ textAlign: 'left', textTransform: 'none' }}>
          {c.getValue()}
        </Button>
      ),
    }),
    column.accessor('state', {
      header: L.fields.state,
      meta: { kind: 'status' },
      cell: (c) => <Chip size="small" variant="outlined" color={STATE_COLORS[c.getValue()]} label={L.states[c.getValue()]} />,
    }),
    column.display({ id: 'progress', header: L.fields.progress, cell: (c) => <CampaignProgress campaign={c.row.original} dense /> }),
    column.accessor((c) => c.scheduledAt ?? c.startedAt, {
      id: 'when',
      header: L.fields.scheduledAt,
      meta: { kind: 'date' },
      cell: (c) => (c.getValue() ? formatDateTime(c.getValue() as string) : ''),
    }),
    column.accessor('createdAt', { header: L.fields.createdAt, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
  ]);
}
