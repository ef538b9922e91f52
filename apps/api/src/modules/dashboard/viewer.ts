import { STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { isModuleVisible, type ModuleName } from '@hubgrade/domain/brands/modules';
import type { Dashboard } from '@hubgrade/domain/dashboard/schemas';
import type { SessionUser } from '../../lib/session-user.ts';

export function isStaff(viewer: SessionUser): boolean {
  return viewer.roles.some((role) => STAFF_ROLES.includes(role));
}

/**
 * Whose figures the viewer gets. Staff get their brand scope (lib/brand-scope.ts): every brand for
 * the main platform's administrators and salespeople, their own brand otherwise. A member or owner
 * has no list to open, and a 403 would sign them out (spec shell §6): they get their company's
 * head count and their own notifications.
 */
export function dashboardScope(viewer: SessionUser): Dashboard['scope'] {
  if (isStaff(viewer)) return { kind: viewer.brandId === null ? 'platform' : 'brand', brandId: viewer.brandId, companyId: null };
  if (viewer.companyId !== null) return { kind: 'company', brandId: viewer.brandId, companyId: viewer.companyId };
  return { kind: 'self', brandId: viewer.brandId, companyId: null };
}

/**
 * A staff widget is shown to whoever may open the list it counts: the same roles and module rule
 * as that list's routes (STAFF_ROLES plus the brand's module list, spec shell §6).
 */
export function mayOpenList(viewer: SessionUser, module: ModuleName): boolean {
  return isStaff(viewer) && isModuleVisible(module, { brandId: viewer.brandId, brandModules: viewer.brandModules, roles: viewer.roles });
}
