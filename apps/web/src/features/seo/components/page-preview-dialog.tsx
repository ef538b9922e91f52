import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { Page } from '@hubgrade/domain/seo/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { BlockPreview } from './block-preview.tsx';

const L = SEO_LABELS.pages;

/** The page as saved, its blocks in order (a block never saved is left out, as on the public site). */
export function PagePreviewDialog({ page, open, onClose }: { page: Page; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const saved = page.blocks.filter((block) => block.content !== null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.previewTitle(page.title)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 4 }}>
        {saved.length === 0 && <Alert severity="info">{SEO_LABELS.preview.empty}</Alert>}
        {saved.map((block) => (
          <Box key={block.id} component="section" aria-label={SEO_LABELS.blocks.kinds[block.kind]}>
            <BlockPreview block={block} />
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
