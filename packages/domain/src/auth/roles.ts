export const ROLES = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE', 'ROLE_COMMERCIAL', 'ROLE_USER'] as const;
export type Role = (typeof ROLES)[number];

/** Spec shell §6: ROLE_ADMIN gives super admin. */
export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMIN');
}

/** Spec shell §6: ROLE_ADMIN, ROLE_ADMIN_BRAND or ROLE_ADMIN_OFFICE gives admin. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_ADMIN_BRAND' || r === 'ROLE_ADMIN_OFFICE');
}

/** Spec shell §6: ROLE_ADMIN_OFFICE alone gives admin office. */
export function isAdminOffice(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMIN_OFFICE') && !roles.includes('ROLE_ADMIN') && !roles.includes('ROLE_ADMIN_BRAND');
}

/**
 * Super and brand administrators: those who run a brand's member accounts (second factor, personal
 * data), settings, legal pages, templates and exports. An office administrator is not one.
 */
export const BRAND_ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] as const satisfies readonly Role[];

export function isBrandAdmin(roles: readonly string[]): boolean {
  return roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_ADMIN_BRAND');
}

export function isCommercial(roles: readonly string[]): boolean {
  return roles.includes('ROLE_COMMERCIAL');
}

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: 'Super administrateur',
  ROLE_ADMIN_BRAND: 'Administrateur de marque',
  ROLE_ADMIN_OFFICE: "Administrateur d'espace",
  ROLE_COMMERCIAL: 'Commercial',
  ROLE_USER: 'Membre',
};

/** Account types (members-bookings-feed §1): 1 offers offices (landlord), 2 rents offices (tenant). */
export const ACCOUNT_TYPES = [1, 2] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Roles that make an administrator (spec shell §6), as route policies list them. */
export const ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'];
/** Administrators and sales staff: those who manage members, companies and sites. */
export const STAFF_ROLES: readonly Role[] = [...ADMIN_ROLES, 'ROLE_COMMERCIAL'];
