import { partyWords } from '../brands/vocabulary.ts';
import { MEMBER_LABELS } from './labels.ts';

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

/** The account states in the order of the state filter. */
export const ACCOUNT_STATES = ['active', 'inactive', 'disabled', 'pending'] as const;

/** Members-bookings-feed §4: only accounts waiting for validation may be ticked for bulk validation. */
export function isPending(enabled: boolean, lastLogin: Date | string | null | undefined): boolean {
  return accountState(enabled, lastLogin) === 'pending';
}

/** Every entry of the user row menu (members-bookings-feed §2.4), in the menu's order. */
export const MEMBER_ACTIONS = [
  'sheet',
  'history',
  'suggestion',
  'enable',
  'disable',
  'welcomrActivate',
  'welcomrResend',
  'welcomrDeactivate',
  'papercutCreate',
  'papercutDisable',
  'slackInvite',
  'setOwner',
  'grantEmployeeManagement',
  'revokeEmployeeManagement',
  'consultationRights',
  'grantShopping',
  'revokeShopping',
  'resetPassword',
  'delete',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The member a row stands for, as far as the menu is concerned. */
export interface MemberActionTarget {
  accountType: number;
  enabled: boolean;
  companyId: number | null;
  companyOwner: boolean;
  accessCompany: boolean;
  shoppingRights: boolean;
  welcomrActive: boolean;
  papercut: string | null;
  slackInviteSent: number;
}

/** Where the menu is shown and to whom. */
export interface MemberActionContext {
  /** The deployment's brand; null on the main platform. */
  brandId: number | null;
  /** The company-member table of a company sheet (§2.3) rather than the global table (§2.2). */
  companyView: boolean;
  /** The viewer may see histories (administrator, unbranded). */
  canSeeHistory: boolean;
  /** §6: WelcomR module on and the viewer an administrator, or no brand. */
  welcomr: boolean;
  /** §6: the brand's configuration allows Slack invitations. */
  slack: boolean;
}

/**
 * §2.4 and §6: which actions a row offers. An owner is never offered the owner, employee-management,
 * consultation-rights or shopping-rights actions (the server refuses them with 409 as well).
 */
export function memberActions(target: MemberActionTarget, context: MemberActionContext): MemberAction[] {
  const inCompany = target.companyId !== null;
  const employee = inCompany && !target.companyOwner;
  const shown: Record<MemberAction, boolean> = {
    sheet: true,
    history: context.canSeeHistory && !context.companyView && context.brandId === null,
    suggestion: target.accountType === 2 && context.brandId === null,
    enable: !target.enabled,
    disable: target.enabled,
    welcomrActivate: context.welcomr && !target.welcomrActive,
    welcomrResend: context.welcomr && target.welcomrActive,
    welcomrDeactivate: context.welcomr && target.welcomrActive,
    papercutCreate: context.companyView && target.papercut === null,
    papercutDisable: context.companyView && target.papercut !== null,
    slackInvite: context.slack && target.slackInviteSent !== 2,
    setOwner: employee,
    grantEmployeeManagement: employee && !target.accessCompany,
    revokeEmployeeManagement: employee && target.accessCompany,
    consultationRights: employee,
    grantShopping: employee && !target.shoppingRights,
    revokeShopping: employee && target.shoppingRights,
    resetPassword: true,
    delete: true,
  };
  return MEMBER_ACTIONS.filter((action) => shown[action]);
}

/** The actions whose call the server checks against the viewer's rank (403 when the member ranks above). */
const RANKED_ACTIONS: ReadonlySet<MemberAction> = new Set<MemberAction>([
  'enable',
  'disable',
  'setOwner',
  'grantEmployeeManagement',
  'revokeEmployeeManagement',
  'consultationRights',
  'grantShopping',
  'revokeShopping',
  'delete',
]);

/**
 * Why the server would refuse this viewer an action that applies to the member (their own account,
 * a member ranked above them), in its own words; null when it goes through. The menu and the sheet
 * show the action disabled with this reason.
 */
export function memberActionRefusal(
  action: MemberAction,
  member: { id: number; roles: readonly string[] },
  viewer: { id: number | null; roles: readonly string[] },
): string | null {
  if (member.id === viewer.id && action === 'disable') return MEMBER_LABELS.cannotDisableSelf;
  if (member.id === viewer.id && action === 'delete') return MEMBER_LABELS.cannotDeleteSelf;
  if (RANKED_ACTIONS.has(action) && !canManageUser(viewer.roles, member.roles)) return MEMBER_LABELS.higherRights;
  return null;
}

/** §2.3 and §6: the WelcomR column and actions need the module and an administrator, or no brand. */
export function welcomrAvailable(context: { brandId: number | null; brandModules: readonly string[]; roles: readonly string[] }): boolean {
  if (context.brandId === null) return true;
  return context.brandModules.includes('welcomr') && roleRank(context.roles) > 0;
}

/** §2.3 and §6: Slack invitations when the brand's configuration flags allow them. */
export function slackAvailable(flags: Readonly<Record<string, boolean>> | null | undefined): boolean {
  return flags?.slack === true;
}

/** §1: type 1 is the landlord (Admin in a branded view), type 2 the tenant, in the brand's words. */
export function accountTypeLabel(accountType: number, brandId: number | null): string {
  const words = partyWords(brandId);
  if (accountType === 1) return brandId === null ? words.landlord : 'Admin';
  return words.tenant;
}
