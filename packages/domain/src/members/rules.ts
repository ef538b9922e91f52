/** Account state derived from enabled and lastLogin (members-bookings-feed §4). */
export type AccountState = 'active' | 'inactive' | 'disabled' | 'pending';

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  active: 'Actif',
  inactive: 'Inactif',
  disabled: 'Désactivé',
  pending: 'En attente de validation',
};

export function accountState(enabled: boolean, lastLogin: Date | string | null | undefined): AccountState {
  const hasLoggedIn = lastLogin != null;
  if (enabled) return hasLoggedIn ? 'active' : 'inactive';
  return hasLoggedIn ? 'disabled' : 'pending';
}

/** How far a role reaches: an administrator manages only users whose highest role is not above theirs. */
const ROLE_RANK: Record<string, number> = { ROLE_ADMIN: 3, ROLE_ADMIN_BRAND: 2, ROLE_ADMIN_OFFICE: 1 };

export function roleRank(roles: readonly string[]): number {
  return Math.max(0, ...roles.map((r) => ROLE_RANK[r] ?? 0));
}

/** An office administrator cannot disable or rename the brand administrator above them. */
export function canManageUser(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return roleRank(actorRoles) >= roleRank(targetRoles);
}
