import { isAdmin } from '../auth/roles.ts';

/** Entries on one page of the history dialog. */
export const HISTORY_PAGE_SIZE = 25;

/**
 * The history dialog is for administrators of the unbranded deployment (spec shell §2.9,
 * tables-and-sheets §2.10 and §6): hidden on a brand's host and for any user who belongs to a brand.
 */
export function canSeeHistory(user: { roles: readonly string[]; brand: { id: number } | null }, brand: { id: number } | null): boolean {
  return brand === null && user.brand === null && isAdmin(user.roles);
}
