import { isAdmin } from '../auth/roles.ts';

/** Spec shell §6: module names a brand can enable. */
export const MODULES = [
  'companies',
  'members',
  'espaces',
  'newsFeed',
  'reservationPosteDeTravail',
  'sdr',
  'terrasse',
  'posteDeTravail',
  'edl',
  'keys',
  'screenAnnouncement',
  'services',
  'ticketing',
  'ads',
  'bookings',
  'pagesStatiques',
  'pagesCanoniques',
  'dossierCom',
  'emailing',
  'documents',
  'billing',
  'reporting',
  /** WelcomR door access (members-bookings-feed §2.3, §6): its column and actions need this module. */
  'welcomr',
] as const;
export type ModuleName = (typeof MODULES)[number];

export interface ModuleContext {
  /** The brand in force: the user's own brand on the server, the host's brand in the browser. */
  brandId: number | null;
  brandModules: readonly string[];
  /** Set when the deployment is branded but no brand could be selected. */
  noBrand?: boolean;
  roles: readonly string[];
}

/**
 * Spec shell §6: with no brand selected and noBrand not set, a module is visible.
 * Otherwise it is visible only if a brand is selected, the module is in the brand's list,
 * and the user is an admin.
 */
export function isModuleVisible(module: ModuleName, ctx: ModuleContext): boolean {
  if (ctx.brandId === null && !ctx.noBrand) return true;
  return ctx.brandId !== null && ctx.brandModules.includes(module) && isAdmin(ctx.roles);
}
