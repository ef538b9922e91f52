import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { wouldCycle } from '@hubgrade/domain/seo/rules';
import type { TreeNode } from '@hubgrade/domain/seo/schemas';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

const L = SEO_LABELS.tree;
const ROOT = 'root';

/** The keyboard way to move a page: its new parent picked among the pages it may go under (never itself or a descendant). */
export function MovePageDialog({
  node,
  site,
  onClose,
  onMove,
}: {
  node: TreeNode;
  site: TreeNode[];
  onClose: () => void;
  onMove: (parentId: number | null) => Promise<void>;
}) {
  const titleId = useId();
  const parents = new Map(site.map((n) => [n.id, n.parentId]));
  const choices = site.filter((n) => !wouldCycle(parents, node.id, n.id));
  const [parent, setParent] = useState(node.parentId === null ? ROOT : String(node.parentId));
  const [pending, setPending] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.moveTitle(node.title)}</DialogTitle>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <TextField select fullWidth label={L.parent} value={parent} onChange={(event) => setParent(event.target.value)}>
          <MenuItem value={ROOT}>{L.root}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {`${choice.title} (${choice.path})`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button
          variant="contained"
          loading={pending}
          disabled={parent === (node.parentId === null ? ROOT : String(node.parentId))}
          onClick={() => {
            setPending(true);
            void onMove(parent === ROOT ? null : Number(parent)).finally(() => setPending(false));
          }}
        >
          {L.move}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
