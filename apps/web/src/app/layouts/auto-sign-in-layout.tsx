import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { ScreenOutlet } from '../screen-outlet.tsx';

/** Spec shell §2.2: the automatic sign-in layout, a bare card while the session opens. */
export function AutoSignInLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 420, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
        <BrandMark variant="outside" />
        <Paper variant="outlined" sx={{ p: 4, width: '100%', borderRadius: 3 }}>
          <ScreenOutlet />
        </Paper>
      </Box>
    </Box>
  );
}
