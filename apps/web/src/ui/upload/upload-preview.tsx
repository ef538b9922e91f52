import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { isImageUpload, shortFileName } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Close from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Hint } from '../hint.tsx';
import { openUpload, useObjectUrl } from './use-object-url.ts';

const THUMBNAIL = 96;

function Thumbnail({ upload }: { upload: Upload }) {
  const { url, failed } = useObjectUrl(upload.path);
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt={UPLOAD_LABELS.previewAlt(upload.originalName)}
        sx={{ width: THUMBNAIL, height: THUMBNAIL, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <Box sx={{ width: THUMBNAIL, height: THUMBNAIL, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      {failed ? <ImageOutlined /> : <CircularProgress size={20} />}
    </Box>
  );
}

interface UploadPreviewProps {
  upload: Upload;
  onRemove: () => void;
  removing: boolean;
  disabled?: boolean;
}

/** One sent file: thumbnail for an image, PDF icon and name otherwise; a click opens it. */
export function UploadPreview({ upload, onRemove, removing, disabled }: UploadPreviewProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const image = isImageUpload(upload);
  const name = small ? shortFileName(upload.originalName) : upload.originalName;
  return (
    <Paper
      variant="outlined"
      data-testid="upload-preview"
      sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1.5, pr: 6, overflow: 'hidden', maxWidth: '100%' }}
    >
      <Hint title={UPLOAD_LABELS.open}>
        <ButtonBase
          onClick={() => void openUpload(upload.path)}
          aria-label={`${UPLOAD_LABELS.open} ${upload.originalName}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, textAlign: 'left', minWidth: 0, pl: image ? 0 : 1.5, py: image ? 0 : 1.5 }}
        >
          {image ? <Thumbnail upload={upload} /> : <PictureAsPdf color="error" sx={{ fontSize: 36 }} />}
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} title={upload.originalName}>
            {name}
          </Typography>
        </ButtonBase>
      </Hint>
      <IconButton
        aria-label={`${UPLOAD_LABELS.remove} ${upload.originalName}`}
        onClick={onRemove}
        disabled={disabled || removing}
        size="small"
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        {removing ? <CircularProgress size={18} /> : <Close fontSize="small" />}
      </IconButton>
    </Paper>
  );
}
