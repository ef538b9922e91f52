import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { brandHostRedirect } from '@hubgrade/domain/shell/host';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { sidebarFor } from '@hubgrade/domain/shell/sidebar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { useBrand } from '../../lib/brand.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { RequireSession } from '../require-session.tsx';
import { ScreenOutlet } from '../screen-outlet.tsx';
import { Sidebar } from '../sidebar/sidebar.tsx';
import { useSidebarCollapsed } from '../sidebar/sidebar-collapsed.ts';
import { TopBar } from '../top-bar.tsx';
import { UserIdentity } from '../user-identity.tsx';

/** The sidebar's menu for this user on this host (spec shell §6). */
function useSidebarNodes(user: AuthUser) {
  const brand = useBrand();
  return useMemo(
    () =>
      sidebarFor({
        brandId: brand.brand?.id ?? null,
        brandModules: brand.configuration?.modules ?? [],
        // A brand's user on a host without brand: their brand cannot be selected here.
        noBrand: brand.brand === null && user.brand !== null,
        roles: user.roles,
      }),
    [brand, user],
  );
}

function Shell({ user }: { user: AuthUser }) {
  const theme = useTheme();
  // Read at once, so that a large screen never draws the small-screen drawer first.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const nodes = useSidebarNodes(user);
  // The screen joins once the top bar and sidebar are on view: drawn in the same background
  // pass, its code's loading suspended that pass and every update meanwhile started it over,
  // so that on a busy machine the frame waited for several full draws before showing.
  const [screenJoined, setScreenJoined] = useState(false);
  useEffect(() => startTransition(() => setScreenJoined(true)), []);

  const menuOpen = desktop ? !collapsed : mobileOpen;
  const menuLabel = desktop
    ? collapsed
      ? SHELL_LABELS.expandMenu
      : SHELL_LABELS.collapseMenu
    : mobileOpen
      ? SHELL_LABELS.closeMenu
      : SHELL_LABELS.openMenu;
  const onMenu = () => (desktop ? setCollapsed(!collapsed) : setMobileOpen((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TopBar user={user} menuLabel={menuLabel} menuOpen={menuOpen} onMenu={onMenu} />
      <Sidebar
        nodes={nodes}
        desktop={desktop}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        onExpand={() => setCollapsed(false)}
        drawerHeader={<UserIdentity user={user} />}
      />
      <Box component="main" aria-label={SHELL_LABELS.mainContent} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 }, px: { xs: 2, sm: 3, lg: 4 } }}>
          {screenJoined ? <ScreenOutlet fallback={<PageLoader />} /> : <PageLoader />}
        </Container>
      </Box>
    </Box>
  );
}

function SignedInFrame() {
  const user = useCurrentUser();
  // The shell is drawn in the background once the user is known, in slices (see DataTable).
  const shown = useDeferredValue(user.data);
  const redirect = user.data ? brandHostRedirect(window.location, user.data) : null;

  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);

  if (user.isError) return <ErrorView status={user.error instanceof ApiError && user.error.status >= 400 ? user.error.status : 500} />;
  if (!shown || redirect) return <PageLoader />;
  return <Shell user={shown} />;
}

/** Spec shell §2.2: the default layout, top bar and sidebar around the screen. */
export function DefaultLayout() {
  return (
    <RequireSession>
      <SignedInFrame />
    </RequireSession>
  );
}
