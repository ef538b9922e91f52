import { describe, expect, it } from 'vitest';
import { pathOf } from '../common/operation.ts';
import { integrationOperations as op } from './operations.ts';
import { ZWelcomrLoginBody, ZWelcomrParams } from './schemas.ts';

describe('integration calls (members-bookings-feed §7)', () => {
  it('keeps the spec’s paths, on the server and in the client', () => {
    expect(op.welcomrActivate.path).toBe('/api/welcomr/login/:id/activate');
    expect(op.papercutDeactivate.path).toBe('/api/company/user/:id/deactivate/papercut');
    expect(op.slackInvite.path).toBe('/api/slackInvite/user/:id');
    expect(pathOf(op.welcomrPincode, { id: 'WR-1A' })).toBe('/api/welcomr/login/WR-1A/pincode');
    expect(pathOf(op.papercutCreate, { id: 12 })).toBe('/api/company/user/12/papercut');
    for (const operation of Object.values(op)) {
      expect(pathOf(operation, { id: '7' })).toBe(operation.path.replace(':id', '7'));
    }
  });

  it('sends the login as the door service expects it: loginType 1, validated, nothing else', () => {
    const login = { user: 5, loginType: 1, isValidated: true };
    expect(ZWelcomrLoginBody.safeParse({ login, ksid: 'k' }).success).toBe(true);
    expect(ZWelcomrLoginBody.safeParse({ login: { ...login, loginType: 2 }, ksid: 'k' }).success).toBe(false);
    expect(ZWelcomrLoginBody.safeParse({ login: { ...login, roles: ['ROLE_ADMIN'] }, ksid: 'k' }).success).toBe(false);
    expect(ZWelcomrLoginBody.safeParse({ login }).success).toBe(false);
  });

  it('accepts only plain WelcomR ids in paths', () => {
    expect(ZWelcomrParams.safeParse({ id: 'WR-4F9A0C12B7' }).success).toBe(true);
    expect(ZWelcomrParams.safeParse({ id: '../admin' }).success).toBe(false);
  });
});
