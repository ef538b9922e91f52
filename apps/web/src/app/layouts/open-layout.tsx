import { LEGAL_LABELS } from '@hubgrade/domain/legal/labels';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../lib/brand.ts';
import { useSession } from '../../lib/session.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { ScreenOutlet } from '../screen-outlet.tsx';
import { DefaultLayout } from './default-layout.tsx';

/** A signed-out visitor's frame: the host's brand above the page, the way back to the sign-in below. */
function PublicFrame() {
  const brand = useBrand();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, sm: 4 },
          py: 2,
          flexWrap: 'wrap',
        }}
      >
        <BrandMark variant="outside" />
        <Button component={RouterLink} to="/connexion" variant="outlined">
          {LEGAL_LABELS.backToSignIn}
        </Button>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, pb: 4, px: { xs: 2, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
          <ScreenOutlet fallback={<PageLoader />} />
        </Paper>
      </Container>
      <Typography component="footer" variant="body2" color="textSecondary" sx={{ textAlign: 'center', pb: 3 }}>
        {SHELL_LABELS.copyright(brand.name, new Date().getFullYear())}
      </Typography>
    </Box>
  );
}

/** Pages anyone may read (the legal pages): the default layout for a signed-in user, the public frame otherwise. */
export function OpenLayout() {
  const { token } = useSession();
  return token ? <DefaultLayout /> : <PublicFrame />;
}
