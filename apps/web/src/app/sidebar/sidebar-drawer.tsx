import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { SIDEBAR_SCROLL, SIDEBAR_WIDTH } from './sidebar-layout.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  header?: ReactNode;
  children: ReactNode;
}

/** Small screens: the sidebar slides over the page and closes on a choice or outside. */
export function SidebarDrawer({ open, onClose, header, children }: Props) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '86vw', ...SIDEBAR_SCROLL } } }}
    >
      <Toolbar />
      {header && <Box sx={{ px: 2.5, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>{header}</Box>}
      {children}
    </Drawer>
  );
}
