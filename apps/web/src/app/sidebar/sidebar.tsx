import type { SidebarNode } from '@hubgrade/domain/shell/sidebar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { SidebarNav } from './sidebar-nav.tsx';

export const SIDEBAR_WIDTH = 284;
export const SIDEBAR_MINI_WIDTH = 76;

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

const scrollbar = {
  overflowY: 'auto',
  overflowX: 'hidden',
  scrollbarWidth: 'thin',
} as const;

/** Spec shell §2.4: the sidebar, under the top bar on large screens, a temporary drawer on small ones. */
export function Sidebar({ nodes, desktop, collapsed, mobileOpen, onMobileClose, onExpand, drawerHeader }: Props) {
  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '86vw', ...scrollbar } } }}
      >
        <Toolbar />
        {drawerHeader && <Box sx={{ px: 2.5, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>{drawerHeader}</Box>}
        <SidebarNav nodes={nodes} collapsed={false} onNavigate={onMobileClose} onExpand={onExpand} />
      </Drawer>
    );
  }
  const width = collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  const transition = (theme: { transitions: { create: (p: string, o: object) => string; duration: { shorter: number } } }) =>
    theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({ width, flexShrink: 0, transition: transition(theme) })}
      slotProps={{
        paper: {
          sx: (theme) => ({
            width,
            transition: transition(theme),
            bgcolor: 'background.paper',
            borderRight: `1px solid ${theme.palette.divider}`,
            ...scrollbar,
          }),
        },
      }}
    >
      <Toolbar />
      <Box sx={{ flex: 1 }}>
        <SidebarNav nodes={nodes} collapsed={collapsed} onExpand={onExpand} />
      </Box>
    </Drawer>
  );
}
