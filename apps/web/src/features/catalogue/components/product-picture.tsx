import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useObjectUrl } from '../../../ui/upload/use-object-url.ts';

/** The product's picture as members see it in the shop, read with the session's token. */
export function ProductPicture({ upload }: { upload: Upload | null }) {
  const { url, failed } = useObjectUrl(upload?.path ?? null);
  if (!upload || failed) return <Typography color="textSecondary">—</Typography>;
  if (!url) return <CircularProgress size={24} />;
  return (
    <Box
      component="img"
      src={url}
      alt={UPLOAD_LABELS.previewAlt(upload.originalName)}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 2 }}
    />
  );
}
