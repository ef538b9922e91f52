import { describe, expect, it } from 'vitest';
import { INTEGRATION_PATHS, INTEGRATION_ROUTES } from './routes.ts';
import { ZWelcomrLoginBody, ZWelcomrParams } from './schemas.ts';

describe('integration calls (members-bookings-feed §7)', () => {
  it('keeps the spec’s paths, on the server and in the client', () => {
    expect(INTEGRATION_ROUTES.welcomrActivate).toBe('/api/welcomr/login/:id/activate');
    expect(INTEGRATION_ROUTES.papercutDeactivate).toBe('/api/company/user/:id/deactivate/papercut');
    expect(INTEGRATION_ROUTES.slackInvite).toBe('/api/slackInvite/user/:id');
    expect(INTEGRATION_PATHS.welcomrPincode('WR-1A')).toBe('/welcomr/login/WR-1A/pincode');
    expect(INTEGRATION_PATHS.papercutCreate(12)).toBe('/company/user/12/papercut');
    for (const [name, route] of Object.entries(INTEGRATION_ROUTES)) {
      const sample = INTEGRATION_PATHS[name as keyof typeof INTEGRATION_PATHS];
      const path = typeof sample === 'function' ? (sample as (id: never) => string)('7' as never) : sample;
      expect(`/api${path}`).toBe(route.replace(':id', '7'));
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
