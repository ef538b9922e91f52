import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { ApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { RequireSession } from '../require-session.tsx';
import { TopBar } from '../top-bar.tsx';

function SignedInFrame() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <ErrorView status={user.error instanceof ApiError && user.error.status >= 400 ? user.error.status : 500} />;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TopBar user={user.data} />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}

/** Spec shell §2.2: the default layout (top bar; the sidebar joins it with the shell's menus). */
export function DefaultLayout() {
  return (
    <RequireSession>
      <SignedInFrame />
    </RequireSession>
  );
}
