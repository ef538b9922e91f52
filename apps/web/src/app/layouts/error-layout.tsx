import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { RequireSession } from '../require-session.tsx';
import { ScreenOutlet } from '../screen-outlet.tsx';

/** Spec shell §2.6: the error page sends visitors who are not signed in to /connexion. */
export function ErrorLayout() {
  return (
    <RequireSession>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: 4 }}>
        <Container maxWidth="md">
          <BrandMark variant="inside" />
          <Box component="main">
            <ScreenOutlet />
          </Box>
        </Container>
      </Box>
    </RequireSession>
  );
}
