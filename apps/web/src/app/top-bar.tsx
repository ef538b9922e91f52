import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link } from 'react-router';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useBrand } from '../lib/brand.ts';
import { useColorMode } from '../lib/color-mode.ts';
import { signOut } from '../lib/session.ts';
import { BrandMark } from '../ui/brand-mark.tsx';
import { Hint } from '../ui/hint.tsx';
import { UserIdentity } from './user-identity.tsx';

interface Props {
  user: AuthUser;
  /** The menu button: opens the drawer on small screens, reduces or unfolds the sidebar on large ones. */
  menuLabel: string;
  menuOpen: boolean;
  onMenu: () => void;
}

/** Spec shell §2.3: logo, the user's name, the notification bell, the dark-mode setting and the logout button. */
export function TopBar({ user, menuLabel, menuOpen, onMenu }: Props) {
  const [mode, toggleMode] = useColorMode();
  const brand = useBrand();
  const modeLabel = mode === 'dark' ? SHELL_LABELS.lightMode : SHELL_LABELS.darkMode;
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, pl: { xs: 1, sm: 1.5 } }}>
        <Hint title={menuLabel}>
          <IconButton aria-label={menuLabel} aria-expanded={menuOpen} onClick={onMenu}>
            {menuOpen ? <MenuOpen /> : <MenuIcon />}
          </IconButton>
        </Hint>
        <Box
          component={Link}
          to="/"
          // The name read starts with the brand's name the logo shows (WCAG 2.5.3), then says where it leads.
          aria-label={`${brand.name} – ${SHELL_LABELS.dashboard}`}
          sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0, display: 'flex', alignItems: 'center', ml: { xs: 0, sm: 0.5 } }}
        >
          <BrandMark variant="inside" />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell userId={user.id} />
        <Hint title={modeLabel}>
          <IconButton aria-label={modeLabel} onClick={toggleMode}>
            {mode === 'dark' ? <LightMode /> : <DarkMode />}
          </IconButton>
        </Hint>
        <Box
          aria-hidden
          sx={{ display: { xs: 'none', md: 'block' }, alignSelf: 'stretch', borderLeft: 1, borderColor: 'divider', my: 1.75, mx: 0.5 }}
        />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, minWidth: 0, maxWidth: 260 }}>
          <UserIdentity user={user} nameTestId="user-name" nameSx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
        <Hint title={SHELL_LABELS.signOut}>
          <IconButton aria-label={SHELL_LABELS.signOut} onClick={() => signOut('user')}>
            <Logout />
          </IconButton>
        </Hint>
      </Toolbar>
    </AppBar>
  );
}
