import { describe, expect, it } from 'vitest';
import { isModuleVisible } from '../brands/modules.ts';
import { accountState } from '../members/rules.ts';
import { isAdmin, isAdminOffice, isBrandAdmin, isSuperAdmin } from './roles.ts';
import { answerEndsSession, isFrenchMobile, isSafeRedirect, normalizeFrenchMobile, passwordLength } from './rules.ts';
import { ZRegistrationBody } from './schemas.ts';

describe('mobile', () => {
  it.each(['0612345678', '07 12 34 56 78', '+33612345678', '+33 7 12 34 56 78'])('accepts %s', (m) => {
    expect(isFrenchMobile(m)).toBe(true);
  });
  it.each(['0112345678', '061234567', '06123456789', '+44612345678', 'abcdefghij', ''])('refuses %s', (m) => {
    expect(isFrenchMobile(m)).toBe(false);
  });
  it('normalises +33 to the national form', () => {
    expect(normalizeFrenchMobile('+33 6 12 34 56 78')).toBe('0612345678');
  });
});

describe('password length', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('🔒🔒🔒🔒')).toBe(4);
    expect(passwordLength('éàüß')).toBe(4);
  });
});

describe('safe redirect', () => {
  it.each(['/', '/membres?page=2', '/factures/12#x'])('keeps %s', (t) => expect(isSafeRedirect(t)).toBe(true));
  it.each(['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '', null, '/\tx', 'evil'])('refuses %s', (t) =>
    expect(isSafeRedirect(t)).toBe(false),
  );
});

describe('roles', () => {
  it('derives the role flags of spec §6', () => {
    expect(isSuperAdmin(['ROLE_ADMIN'])).toBe(true);
    expect(isAdmin(['ROLE_ADMIN_BRAND'])).toBe(true);
    expect(isAdmin(['ROLE_COMMERCIAL'])).toBe(false);
    expect(isAdminOffice(['ROLE_ADMIN_OFFICE'])).toBe(true);
    expect(isAdminOffice(['ROLE_ADMIN_OFFICE', 'ROLE_ADMIN_BRAND'])).toBe(false);
  });

  it('makes super and brand administrators, not office administrators, run a brand', () => {
    expect(isBrandAdmin(['ROLE_ADMIN'])).toBe(true);
    expect(isBrandAdmin(['ROLE_USER', 'ROLE_ADMIN_BRAND'])).toBe(true);
    expect(isBrandAdmin(['ROLE_ADMIN_OFFICE'])).toBe(false);
    expect(isBrandAdmin(['ROLE_COMMERCIAL', 'ROLE_USER'])).toBe(false);
  });
});

describe('module visibility', () => {
  it('shows every module on the main platform', () => {
    expect(isModuleVisible('billing', { brandId: null, brandModules: [], roles: ['ROLE_USER'] })).toBe(true);
  });
  it('needs the module in the brand list and an admin in a brand', () => {
    const ctx = { brandId: 9, brandModules: ['members'], roles: ['ROLE_ADMIN_BRAND'] };
    expect(isModuleVisible('members', ctx)).toBe(true);
    expect(isModuleVisible('billing', ctx)).toBe(false);
    expect(isModuleVisible('members', { ...ctx, roles: ['ROLE_USER'] })).toBe(false);
  });
  it('hides modules when noBrand is set without a brand', () => {
    expect(isModuleVisible('members', { brandId: null, noBrand: true, brandModules: [], roles: ['ROLE_ADMIN'] })).toBe(false);
  });
});

describe('account state', () => {
  it('follows enabled and lastLogin', () => {
    expect(accountState(true, new Date())).toBe('active');
    expect(accountState(true, null)).toBe('inactive');
    expect(accountState(false, '2026-01-01')).toBe('disabled');
    expect(accountState(false, null)).toBe('pending');
  });
});

describe('registration', () => {
  const valid = {
    email: '  Jeanne.Dupont@Exemple.FR ',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    mobile: '0612345678',
    plainPassword: { first: 'un mot de passe sûr', second: 'un mot de passe sûr' },
    cgu: true,
    accountType: 2,
  };
  it('lowercases the email', () => {
    const r = ZRegistrationBody.parse({ hubgrade_registration: valid, brand: null });
    expect(r.hubgrade_registration.email).toBe('jeanne.dupont@exemple.fr');
  });
  it('refuses a mismatched confirmation, unknown fields, and missing brand terms', () => {
    const bad = (body: unknown) => ZRegistrationBody.safeParse(body).success;
    expect(bad({ hubgrade_registration: { ...valid, plainPassword: { first: 'abcdefgh1', second: 'x' } } })).toBe(false);
    expect(bad({ hubgrade_registration: { ...valid, roles: ['ROLE_ADMIN'] } })).toBe(false);
    expect(bad({ hubgrade_registration: valid, brand: 9 })).toBe(false);
    expect(bad({ hubgrade_registration: { ...valid, cguBrand: true }, brand: 9 })).toBe(true);
  });
});

describe('session end on refusal', () => {
  it('ends on 401 for everyone and on 403 except for a brand administrator', () => {
    expect(answerEndsSession(401, ['ROLE_ADMIN_BRAND'])).toBe(true);
    expect(answerEndsSession(403, ['ROLE_ADMIN_BRAND'])).toBe(false);
    expect(answerEndsSession(403, ['ROLE_ADMIN_OFFICE'])).toBe(true);
    expect(answerEndsSession(404, ['ROLE_USER'])).toBe(false);
  });
});
