import { LEGAL_LABELS as L } from '@hubgrade/domain/legal/labels';
import { LEGAL_VERSIONS_PAGE_SIZE, type LegalPageKind } from '@hubgrade/domain/legal/rules';
import type { LegalPageVersion } from '@hubgrade/domain/legal/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { useLegalVersions } from '../api/legal.ts';

interface Props {
  kind: LegalPageKind;
  brandId: number;
  open: boolean;
  onClose: () => void;
  /** Puts an old text back in the editor; saving it publishes it as a new version. */
  onTakeUp: (content: string) => void;
}

/** The saved texts of a page, newest first: pick one to read it, and take it up again if wanted. */
export function LegalVersionsDialog({ kind, brandId, open, onClose, onTakeUp }: Props) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<LegalPageVersion | null>(null);
  const versions = useLegalVersions(kind, brandId, page, open);
  const pages = Math.max(1, Math.ceil((versions.data?.total ?? 0) / LEGAL_VERSIONS_PAGE_SIZE));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="legal-versions-title">
      <DialogTitle id="legal-versions-title">{L.versionsTitle}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {versions.isPending ? (
          <PageLoader />
        ) : versions.isError ? (
          <Alert severity="error">{versions.error.message}</Alert>
        ) : versions.data.items.length === 0 ? (
          <Typography color="textSecondary">{L.noVersion}</Typography>
        ) : (
          <>
            <List dense aria-label={L.versions} sx={{ py: 0 }}>
              {versions.data.items.map((version) => (
                <ListItemButton key={version.id} selected={shown?.id === version.id} onClick={() => setShown(version)}>
                  <ListItemText primary={L.by(version.authorEmail, formatDateTime(version.createdAt))} />
                  <Typography variant="body2" color="primary">
                    {L.view}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
            {pages > 1 && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
                  {L.newer}
                </Button>
                <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {L.older}
                </Button>
              </Box>
            )}
          </>
        )}
        {shown && (
          <Paper
            variant="outlined"
            component="section"
            aria-label={L.viewed(formatDateTime(shown.createdAt))}
            sx={{ p: 2, display: 'grid', gap: 1.5 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {L.viewed(formatDateTime(shown.createdAt))}
            </Typography>
            <RichTextView value={shown.content} />
            <Box>
              <Button variant="outlined" onClick={() => onTakeUp(shown.content)}>
                {L.takeUp}
              </Button>
            </Box>
          </Paper>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
