import { ROLE_LABELS, ROLES } from '@hubgrade/domain/auth/roles';
import { ACCOUNT_STATE_LABELS, ACCOUNT_STATES, accountTypeLabel } from '@hubgrade/domain/members/rules';

export const STATE_OPTIONS = ACCOUNT_STATES.map((state) => [state, ACCOUNT_STATE_LABELS[state]] as const);
export const ROLE_OPTIONS = ROLES.map((role) => [role, ROLE_LABELS[role]] as const);
export const accountTypeOptions = (brandId: number | null) =>
  (['1', '2'] as const).map((type) => [type, accountTypeLabel(Number(type), brandId)] as const);
