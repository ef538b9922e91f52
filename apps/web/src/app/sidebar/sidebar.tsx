import type { SidebarNode } from '@hubgrade/domain/shell/sidebar';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import { useOpenedOnce } from '../../ui/use-opened-once.ts';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_SCROLL, SIDEBAR_WIDTH } from './sidebar-layout.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/** The drawer and its modal machinery load on small screens only, with the first opening. */
const SidebarDrawer = lazyChunk(
  () => import('./sidebar-drawer.tsx'),
  (m) => m.SidebarDrawer,
);

interface Props {
  nodes: SidebarNode[];
  /** Large screens: a permanent sidebar that can be reduced to icons; small screens: a drawer. */
  desktop: boolean;
  collapsed: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  onExpand: () => void;
  /** Shown atop the small-screen drawer, where the top bar has no room for the user's name. */
  drawerHeader?: ReactNode;
}

function MobileSidebar({ nodes, mobileOpen, onMobileClose, onExpand, drawerHeader }: Omit<Props, 'desktop' | 'collapsed'>) {
  if (!useOpenedOnce(mobileOpen)) return null;
  return (
    <Suspense fallback={null}>
      <SidebarDrawer open={mobileOpen} onClose={onMobileClose} header={drawerHeader}>
        <SidebarNav nodes={nodes} collapsed={false} onNavigate={onMobileClose} onExpand={onExpand} />
      </SidebarDrawer>
    </Suspense>
  );
}

/** Spec shell §2.4: the sidebar, under the top bar on large screens, a temporary drawer on small ones. */
export function Sidebar({ desktop, collapsed, ...props }: Props) {
  if (!desktop) return <MobileSidebar {...props} />;
  const width = collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  const transition = (theme: Theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
  return (
    <Box sx={(theme) => ({ width, flexShrink: 0, transition: transition(theme) })}>
      <Box
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          width,
          display: 'flex',
          flexDirection: 'column',
          zIndex: theme.zIndex.drawer,
          transition: transition(theme),
          bgcolor: 'background.paper',
          borderRight: `1px solid ${theme.palette.divider}`,
          ...SIDEBAR_SCROLL,
        })}
      >
        <Toolbar />
        <Box sx={{ flex: 1 }}>
          <SidebarNav nodes={props.nodes} collapsed={collapsed} onExpand={props.onExpand} />
        </Box>
      </Box>
    </Box>
  );
}
