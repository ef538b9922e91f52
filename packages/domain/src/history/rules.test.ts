import { describe, expect, it } from 'vitest';
import { canSeeHistory } from './rules.ts';

const superAdmin = { roles: ['ROLE_ADMIN'], brand: null };
const brandAdmin = { roles: ['ROLE_ADMIN_BRAND'], brand: { id: 9 } };

describe('canSeeHistory', () => {
  it('shows the history to an administrator without brand on the unbranded deployment', () => {
    expect(canSeeHistory(superAdmin, null)).toBe(true);
    expect(canSeeHistory({ roles: ['ROLE_USER', 'ROLE_ADMIN_OFFICE'], brand: null }, null)).toBe(true);
  });

  it('hides it on a branded deployment, even from a super administrator', () => {
    expect(canSeeHistory(superAdmin, { id: 9 })).toBe(false);
    expect(canSeeHistory(brandAdmin, { id: 9 })).toBe(false);
  });

  it('hides it from a user who belongs to a brand, wherever they sign in', () => {
    expect(canSeeHistory(brandAdmin, null)).toBe(false);
    expect(canSeeHistory({ roles: ['ROLE_ADMIN'], brand: { id: 5 } }, null)).toBe(false);
  });

  it('hides it from users who are not administrators', () => {
    expect(canSeeHistory({ roles: ['ROLE_COMMERCIAL'], brand: null }, null)).toBe(false);
    expect(canSeeHistory({ roles: ['ROLE_USER'], brand: null }, null)).toBe(false);
    expect(canSeeHistory({ roles: [], brand: null }, null)).toBe(false);
  });
});
