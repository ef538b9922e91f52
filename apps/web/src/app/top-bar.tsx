import { ROLE_LABELS, type Role } from '@hubgrade/domain/auth/roles';
import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useColorMode } from '../lib/color-mode.ts';
import { signOut } from '../lib/session.ts';
import { BrandMark } from '../ui/brand-mark.tsx';

function initials(user: AuthUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

function subtitle(user: AuthUser): string {
  const role: Role = user.roles.find((r) => r !== 'ROLE_USER') ?? 'ROLE_USER';
  return user.companyName ?? ROLE_LABELS[role];
}

/** Spec shell §2.3: logo, the user's name, the dark-mode setting and the logout button. */
export function TopBar({ user }: { user: AuthUser }) {
  const [mode, toggleMode] = useColorMode();
  const modeLabel = mode === 'dark' ? SHELL_LABELS.lightMode : SHELL_LABELS.darkMode;
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Box component={Link} to="/" aria-label={SHELL_LABELS.dashboard} sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
          <BrandMark variant="inside" />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={modeLabel}>
          <IconButton aria-label={modeLabel} onClick={toggleMode}>
            {mode === 'dark' ? <LightMode /> : <DarkMode />}
          </IconButton>
        </Tooltip>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <Tooltip title={`${user.firstName} ${user.lastName}`}>
            <Avatar sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initials(user)}
            </Avatar>
          </Tooltip>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0, lineHeight: 1.2 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} data-testid="user-name">
              {user.firstName} {user.lastName}
            </Typography>
            <Typography variant="caption" noWrap color="text.secondary" component="p">
              {subtitle(user)}
            </Typography>
          </Box>
        </Box>
        <Tooltip title={SHELL_LABELS.signOut}>
          <IconButton aria-label={SHELL_LABELS.signOut} onClick={() => signOut('user')}>
            <Logout />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
