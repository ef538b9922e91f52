import { HISTORY_DIALOG_LABELS as L } from '@hubgrade/domain/common/ui-labels';
import { HISTORY_LABELS } from '@hubgrade/domain/history/labels';
import { HISTORY_PAGE_SIZE } from '@hubgrade/domain/history/rules';
import type { HistoryEntry } from '@hubgrade/domain/history/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTimeSeconds } from '../lib/format.ts';
import { DataTable } from './data-table/data-table.tsx';
import { dataTableColumns } from './data-table/features.ts';
import { useLocalListControl } from './data-table/list-control.ts';
import { visuallyHidden } from './data-table/visually-hidden.ts';
import { historyChanges } from './history-changes.ts';
import { type HistoryDialogProps, useHistoryQuery } from './history-source.ts';

function Changes({ entry }: { entry: HistoryEntry }) {
  const changes = historyChanges(entry.oldData, entry.newData);
  if (changes.length === 0) return <Typography color="textSecondary">{L.emptyValue}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {change.field}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={visuallyHidden}>
              {`${L.before} : `}
            </Box>
            <Box component="del" sx={{ color: 'error.main' }}>
              {change.before}
            </Box>
            <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
              →
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {` ${L.after} : `}
            </Box>
            <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none' }}>
              {change.after}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const column = dataTableColumns<HistoryEntry>();
const columns = column.columns([
  column.accessor('dateCreation', { header: L.date, cell: (c) => formatDateTimeSeconds(c.getValue()), meta: { nowrap: true } }),
  column.accessor((entry) => entry.user.email, { id: 'user', header: L.user, cell: (c) => c.getValue() ?? L.unknownUser }),
  column.accessor('entityId', { header: L.entityId, meta: { align: 'right' } }),
  column.display({ id: 'changes', header: L.changes, cell: (c) => <Changes entry={c.row.original} /> }),
]);

function HistoryTable({ slug }: { slug: string }) {
  const control = useLocalListControl();
  const historyQuery = useHistoryQuery();
  const list = useQuery({ ...historyQuery(slug, control.page), placeholderData: keepPreviousData });
  return (
    <DataTable
      label={HISTORY_LABELS.title}
      columns={columns}
      list={list}
      getRowId={(entry) => String(entry.id)}
      pageSize={HISTORY_PAGE_SIZE}
      control={control}
      emptyText={HISTORY_LABELS.empty}
    />
  );
}

/** The dialog of HistoryDialog: the record's changes in a table, full screen on a small screen. */
export function HistoryDialogView({ slug, open, onClose }: HistoryDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Dialog open={open && slug !== null} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {HISTORY_LABELS.title}
        <IconButton aria-label={SHELL_LABELS.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{slug && <HistoryTable key={slug} slug={slug} />}</DialogContent>
    </Dialog>
  );
}
