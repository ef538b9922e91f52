import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { mayEditBlock } from '@hubgrade/domain/seo/rules';
import type { Block } from '@hubgrade/domain/seo/schemas';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RunMutation } from '../../../ui/use-mutation-feedback.ts';
import { useMoveBlock, useRemoveBlock } from '../api/pages.ts';
import { BlockEditor } from './block-editor.tsx';

const L = SEO_LABELS.blocks;

function Action({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  // A disabled button fires no events: the span keeps the tooltip working.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One block of the page: its kind and place, moved up or down, removed after confirmation, and its own form. */
export function BlockCard({ block, count, run }: { block: Block; count: number; run: RunMutation }) {
  const superAdmin = isSuperAdmin(useCurrentUser().data?.roles ?? []);
  const editable = mayEditBlock(block.kind, superAdmin);
  const move = useMoveBlock();
  const remove = useRemoveBlock();
  const title = `${block.position}. ${L.kinds[block.kind]}`;
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      data-testid="seo-block"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2, minWidth: 0 }}
    >
      {/* On a phone the title wraps rather than the buttons, which stay together on its right. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ mr: 'auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Action
          label={L.up}
          disabled={block.position === 1}
          onClick={() => run(move, { id: block.id, position: block.position - 1 }, { success: L.done.moved })}
        >
          <ArrowUpward fontSize="small" />
        </Action>
        <Action
          label={L.down}
          disabled={block.position === count}
          onClick={() => run(move, { id: block.id, position: block.position + 1 }, { success: L.done.moved })}
        >
          <ArrowDownward fontSize="small" />
        </Action>
        <Action
          label={L.remove}
          disabled={!editable}
          onClick={() =>
            run(remove, block.id, {
              confirm: { message: L.removeConfirm, confirmLabel: L.remove, destructive: true },
              success: L.done.removed,
            })
          }
        >
          <Delete fontSize="small" />
        </Action>
      </Box>
      {editable ? (
        <BlockEditor key={block.updatedAt} block={block} />
      ) : (
        <>
          <Alert severity="info">{L.scriptReadOnly}</Alert>
          <Box component="pre" sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
            {typeof block.content === 'string' ? block.content : ''}
          </Box>
        </>
      )}
    </Paper>
  );
}
