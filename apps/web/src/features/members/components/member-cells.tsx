import { ROLE_LABELS } from '@hubgrade/domain/auth/roles';
import { ACCOUNT_STATE_LABELS, type AccountState, accountState } from '@hubgrade/domain/members/rules';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

const STATE_COLORS: Record<AccountState, 'success' | 'default' | 'error' | 'warning'> = {
  active: 'success',
  inactive: 'default',
  disabled: 'error',
  pending: 'warning',
};

/** The account state of §4 as a coloured chip. */
export function StateChip({ enabled, lastLogin }: { enabled: boolean; lastLogin: string | null }) {
  const state = accountState(enabled, lastLogin);
  return (
    <Chip
      size="small"
      color={STATE_COLORS[state]}
      label={ACCOUNT_STATE_LABELS[state]}
      variant={state === 'inactive' ? 'outlined' : 'filled'}
    />
  );
}

/** §2.2: the administrator roles as chips; a plain member shows none. */
export function RoleChips({ roles }: { roles: MemberRow['roles'] }) {
  const shown = roles.filter((role) => role !== 'ROLE_USER');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((role) => (
        <Chip key={role} size="small" color="primary" variant="outlined" label={ROLE_LABELS[role]} />
      ))}
    </Box>
  );
}
