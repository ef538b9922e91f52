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
