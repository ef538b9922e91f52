import { HISTORY_DIALOG_LABELS as L } from '@hubgrade/domain/common/ui-labels';
import { canSeeHistory } from '@hubgrade/domain/history/rules';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useBrand } from '../lib/brand.ts';
import { useCurrentUser } from '../lib/session.ts';
import type { HistoryDialogProps } from './history-source.ts';
import { lazyDialog } from './lazy-dialog.tsx';

/** Whether the signed-in user may open history dialogs here (administrators of the unbranded deployment). */
export function useCanSeeHistory(): boolean {
  const { brand } = useBrand();
  const user = useCurrentUser().data;
  return user ? canSeeHistory(user, brand) : false;
}

/**
 * The history of one record (tables-and-sheets §2.10), `slug` as `{entity}-{id}`. Open it only
 * where useCanSeeHistory() allows: the API applies the same rule and refuses anyone else. Its code
 * loads when first opened; its pages come from the app's HistorySource.
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
