import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SHELL_LABELS } from './labels.ts';

export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={SHELL_LABELS.loading} />
    </Box>
  );
}
