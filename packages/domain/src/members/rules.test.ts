import { describe, expect, it } from 'vitest';
import { MEMBER_LABELS } from './labels.ts';
import {
  accountState,
  accountTypeLabel,
  canManageUser,
  isPending,
  memberActionRefusal,
  memberActions,
  roleRank,
  slackAvailable,
  welcomrAvailable,
} from './rules.ts';

describe('accountState', () => {
  it('derives the four states from enabled and lastLogin', () => {
    expect(accountState(true, '2026-01-01')).toBe('active');
    expect(accountState(true, null)).toBe('inactive');
    expect(accountState(false, new Date())).toBe('disabled');
    expect(accountState(false, undefined)).toBe('pending');
  });
});

describe('canManageUser', () => {
  it('ranks the administrator roles', () => {
    expect(roleRank(['ROLE_USER'])).toBe(0);
    expect(roleRank(['ROLE_COMMERCIAL'])).toBe(0);
    expect(roleRank(['ROLE_ADMIN_OFFICE'])).toBe(1);
    expect(roleRank(['ROLE_USER', 'ROLE_ADMIN_BRAND'])).toBe(2);
    expect(roleRank(['ROLE_ADMIN'])).toBe(3);
    expect(roleRank([])).toBe(0);
  });

  it('lets an administrator manage users up to their own rank only', () => {
    expect(canManageUser(['ROLE_ADMIN_OFFICE'], ['ROLE_USER'])).toBe(true);
    expect(canManageUser(['ROLE_ADMIN_OFFICE'], ['ROLE_ADMIN_OFFICE'])).toBe(true);
    expect(canManageUser(['ROLE_ADMIN_OFFICE'], ['ROLE_ADMIN_BRAND'])).toBe(false);
    expect(canManageUser(['ROLE_ADMIN_BRAND'], ['ROLE_ADMIN'])).toBe(false);
    expect(canManageUser(['ROLE_ADMIN'], ['ROLE_ADMIN_BRAND', 'ROLE_USER'])).toBe(true);
  });
});

describe('memberActions (§2.4, §6)', () => {
  const employee = {
    accountType: 2,
    enabled: true,
    companyId: 4,
    companyOwner: false,
    accessCompany: false,
    shoppingRights: false,
    welcomrActive: false,
    papercut: null,
    slackInviteSent: 0,
  };
  const global = { brandId: null, companyView: false, canSeeHistory: true, welcomr: false, slack: false };

  it('offers an employee every company action, in the menu order', () => {
    expect(memberActions(employee, global)).toEqual([
      'sheet',
      'history',
      'suggestion',
      'disable',
      'setOwner',
      'grantEmployeeManagement',
      'consultationRights',
      'grantShopping',
      'resetPassword',
      'delete',
    ]);
  });

  it('never offers an owner the owner, employee-management, consultation or shopping actions', () => {
    const actions = memberActions({ ...employee, companyOwner: true, accessCompany: true, shoppingRights: true }, global);
    for (const refused of [
      'setOwner',
      'grantEmployeeManagement',
      'revokeEmployeeManagement',
      'consultationRights',
      'grantShopping',
      'revokeShopping',
    ] as const) {
      expect(actions).not.toContain(refused);
    }
  });

  it('follows the account and the view', () => {
    const disabled = memberActions({ ...employee, enabled: false }, global);
    expect(disabled).toContain('enable');
    expect(disabled).not.toContain('disable');
    expect(memberActions(employee, global)).not.toContain('enable');
    expect(memberActions({ ...employee, accessCompany: true, shoppingRights: true }, global)).toEqual(
      expect.arrayContaining(['revokeEmployeeManagement', 'revokeShopping']),
    );
    const branded = memberActions(employee, { ...global, brandId: 5 });
    expect(branded).not.toContain('history');
    expect(branded).not.toContain('suggestion');
    expect(memberActions({ ...employee, accountType: 1 }, global)).not.toContain('suggestion');
    const company = memberActions(employee, { ...global, companyView: true, welcomr: true, slack: true });
    expect(company).not.toContain('history');
    expect(company).toEqual(expect.arrayContaining(['welcomrActivate', 'papercutCreate', 'slackInvite']));
    const active = memberActions(
      { ...employee, welcomrActive: true, papercut: '1234', slackInviteSent: 2 },
      {
        ...global,
        companyView: true,
        welcomr: true,
        slack: true,
      },
    );
    expect(active).toEqual(expect.arrayContaining(['welcomrResend', 'welcomrDeactivate', 'papercutDisable']));
    expect(active).not.toContain('welcomrActivate');
    expect(active).not.toContain('slackInvite');
    expect(memberActions({ ...employee, companyId: null }, global)).not.toContain('setOwner');
  });
});

describe('welcomrAvailable and slackAvailable', () => {
  it('needs no brand, or the module and an administrator', () => {
    expect(welcomrAvailable({ brandId: null, brandModules: [], roles: ['ROLE_COMMERCIAL'] })).toBe(true);
    expect(welcomrAvailable({ brandId: 5, brandModules: ['welcomr'], roles: ['ROLE_ADMIN_OFFICE'] })).toBe(true);
    expect(welcomrAvailable({ brandId: 5, brandModules: ['welcomr'], roles: ['ROLE_COMMERCIAL'] })).toBe(false);
    expect(welcomrAvailable({ brandId: 5, brandModules: [], roles: ['ROLE_ADMIN_BRAND'] })).toBe(false);
    expect(slackAvailable({ slack: true })).toBe(true);
    expect(slackAvailable({})).toBe(false);
    expect(slackAvailable(null)).toBe(false);
  });
});

describe('accountTypeLabel and isPending', () => {
  it('speaks the brand’s words', () => {
    expect(accountTypeLabel(1, null)).toBe('Loueur');
    expect(accountTypeLabel(2, null)).toBe('Locataire');
    expect(accountTypeLabel(1, 5)).toBe('Admin');
    expect(accountTypeLabel(2, 9)).toBe('Client');
  });

  it('marks only accounts never enabled nor used as pending', () => {
    expect(isPending(false, null)).toBe(true);
    expect(isPending(false, '2026-01-01')).toBe(false);
    expect(isPending(true, null)).toBe(false);
  });
});

describe('memberActionRefusal', () => {
  const admin = { id: 1, roles: ['ROLE_ADMIN_OFFICE'] };
  it('refuses the viewer disabling or deleting their own account', () => {
    expect(memberActionRefusal('disable', { id: 1, roles: ['ROLE_ADMIN_OFFICE'] }, admin)).toBe(MEMBER_LABELS.cannotDisableSelf);
    expect(memberActionRefusal('delete', { id: 1, roles: ['ROLE_ADMIN_OFFICE'] }, admin)).toBe(MEMBER_LABELS.cannotDeleteSelf);
    expect(memberActionRefusal('resetPassword', { id: 1, roles: ['ROLE_ADMIN_OFFICE'] }, admin)).toBeNull();
  });

  it('refuses the changes of an account ranked above the viewer, not the rest', () => {
    const above = { id: 3, roles: ['ROLE_ADMIN_BRAND'] };
    expect(memberActionRefusal('enable', above, admin)).toBe(MEMBER_LABELS.higherRights);
    expect(memberActionRefusal('disable', above, admin)).toBe(MEMBER_LABELS.higherRights);
    expect(memberActionRefusal('grantShopping', above, admin)).toBe(MEMBER_LABELS.higherRights);
    expect(memberActionRefusal('sheet', above, admin)).toBeNull();
    expect(memberActionRefusal('disable', { id: 3, roles: ['ROLE_USER'] }, admin)).toBeNull();
  });
});
