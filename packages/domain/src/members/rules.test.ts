import { describe, expect, it } from 'vitest';
import { accountState, canManageUser, roleRank } from './rules.ts';

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
