import { BRAND_ADMIN_ROLES, type Role } from '../auth/roles.ts';

/**
 * Deleting a contract "needs rights" (tables §6): the administrators of the platform and of a
 * brand. Office administrators and sales staff may follow and edit contracts, not delete them.
 */
export const CONTRACT_DELETE_ROLES: readonly Role[] = BRAND_ADMIN_ROLES;

export function canDeleteContract(roles: readonly string[]): boolean {
  return roles.some((role) => CONTRACT_DELETE_ROLES.includes(role as Role));
}
