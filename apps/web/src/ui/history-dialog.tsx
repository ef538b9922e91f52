import { HISTORY_DIALOG_LABELS as L } from '@hubgrade/domain/common/ui-labels';
import { canSeeHistory, HISTORY_PAGE_SIZE } from '@hubgrade/domain/history/rules';
import type { HistoryList } from '@hubgrade/domain/history/schemas';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useBrand } from '../lib/brand.ts';
import { api } from '../lib/http.ts';
import { useCurrentUser } from '../lib/session.ts';
import { lazyDialog } from './lazy-dialog.tsx';

/** GET /history/slug/{slug}: one record's changes, newest first, 25 a page. */
export const historyQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['history', slug, page],
    queryFn: ({ signal }) =>
      api<HistoryList>(`/history/slug/${encodeURIComponent(slug)}`, { query: { page, itemsPerPage: HISTORY_PAGE_SIZE }, signal }),
  });

/** Whether the signed-in user may open history dialogs here (administrators of the unbranded deployment). */
export function useCanSeeHistory(): boolean {
  const { brand } = useBrand();
  const user = useCurrentUser().data;
  return user ? canSeeHistory(user, brand) : false;
}

export interface HistoryDialogProps {
  slug: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The history of one record (tables-and-sheets §2.10), `slug` as `{entity}-{id}`. Open it only
 * where useCanSeeHistory() allows: the API applies the same rule and refuses anyone else. Its code
 * loads when first opened.
 */
export const HistoryDialog = lazyDialog<HistoryDialogProps>(
  () => import('./history-dialog-view.tsx').then((m) => m.HistoryDialogView),
  (props) => props.open && props.slug !== null,
);

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
