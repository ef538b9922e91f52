import { ROLE_LABELS, type Role } from '@hubgrade/domain/auth/roles';
import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

function initials(user: AuthUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

function subtitle(user: AuthUser): string {
  const role: Role = user.roles.find((r) => r !== 'ROLE_USER') ?? 'ROLE_USER';
  return user.companyName ?? ROLE_LABELS[role];
}

/** The signed-in user's initials, first and last name, and company or role (spec shell §2.3). */
export function UserIdentity({ user, nameTestId, nameSx }: { user: AuthUser; nameTestId?: string; nameSx?: object }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      {/* Initials only, never a picture: a round box rather than MUI's Avatar and its image loading. */}
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 14,
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          userSelect: 'none',
        }}
      >
        {initials(user)}
      </Box>
      <Box sx={{ minWidth: 0, lineHeight: 1.2, ...nameSx }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} data-testid={nameTestId}>
          {user.firstName} {user.lastName}
        </Typography>
        <Typography variant="caption" noWrap color="textSecondary" component="p">
          {subtitle(user)}
        </Typography>
      </Box>
    </Box>
  );
}
