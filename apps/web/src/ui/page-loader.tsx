import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={SHELL_LABELS.loading} />
    </Box>
  );
}
