import { listAnswer } from '@hubgrade/domain/common/list';
import { HISTORY_DIALOG_LABELS as L } from '@hubgrade/domain/common/ui-labels';
import { canSeeHistory } from '@hubgrade/domain/history/rules';
import { HISTORY_LABELS, HISTORY_PAGE_SIZE, type HistoryEntry, ZHistoryEntry } from '@hubgrade/domain/history/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Close from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBrand } from '../lib/brand.ts';
import { formatDateTimeSeconds } from '../lib/format.ts';
import { api } from '../lib/http.ts';
import { useCurrentUser } from '../lib/session.ts';
import { DataTable } from './data-table/data-table.tsx';
import { dataTableColumns } from './data-table/features.ts';
import { useLocalListControl } from './data-table/list-control.ts';
import { visuallyHidden } from './data-table/visually-hidden.ts';
import { historyChanges } from './history-changes.ts';

const ZHistoryList = listAnswer(ZHistoryEntry);

/** GET /history/slug/{slug}: one record's changes, newest first, 25 a page. */
export const historyQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['history', slug, page],
    queryFn: ({ signal }) =>
      api(`/history/slug/${encodeURIComponent(slug)}`, { query: { page, itemsPerPage: HISTORY_PAGE_SIZE }, signal, schema: ZHistoryList }),
  });

/** Whether the signed-in user may open history dialogs here (administrators of the unbranded deployment). */
export function useCanSeeHistory(): boolean {
  const { brand } = useBrand();
  const user = useCurrentUser().data;
  return user ? canSeeHistory(user, brand) : false;
}

function Changes({ entry }: { entry: HistoryEntry }) {
  const changes = historyChanges(entry.oldData, entry.newData);
  if (changes.length === 0) return <Typography color="text.secondary">{L.emptyValue}</Typography>;
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

/**
 * The history of one record (tables-and-sheets §2.10), `slug` as `{entity}-{id}`. Open it only
 * where useCanSeeHistory() allows; the API scopes what it answers.
 */
export function HistoryDialog({ slug, open, onClose }: { slug: string | null; open: boolean; onClose: () => void }) {
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

/** The "Historique" button of a sheet with its dialog; nothing for users who may not see history here. */
export function HistoryButton({ slug }: { slug: string }) {
  const allowed = useCanSeeHistory();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {L.open}
      </Button>
      <HistoryDialog slug={slug} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
