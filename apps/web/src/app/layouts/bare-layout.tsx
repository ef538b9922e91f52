import Box from '@mui/material/Box';
import { ScreenOutlet } from '../screen-outlet.tsx';

/** Spec shell §2.2: the bare layout, nothing around the screen (display screens run full-screen). */
export function BareLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}>
      <ScreenOutlet />
    </Box>
  );
}
