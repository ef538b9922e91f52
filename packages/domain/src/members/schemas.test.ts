import { describe, expect, it } from 'vitest';
import { ZMemberPatchBody } from './schemas.ts';

describe('ZMemberPatchBody', () => {
  it('accepts one or several sheet fields, trimmed', () => {
    expect(ZMemberPatchBody.parse({ hubgrade_user: { enabled: true } })).toEqual({ hubgrade_user: { enabled: true } });
    expect(ZMemberPatchBody.parse({ hubgrade_user: { firstName: ' Zoé ', mobile: '+33 6 12 34 56 78' } })).toEqual({
      hubgrade_user: { firstName: 'Zoé', mobile: '+33 6 12 34 56 78' },
    });
  });

  it('refuses privileged and unknown fields, inside and beside the wrapper', () => {
    for (const field of ['roles', 'brand', 'email', 'access', 'accountType']) {
      expect(ZMemberPatchBody.safeParse({ hubgrade_user: { enabled: true, [field]: 1 } }).success, field).toBe(false);
    }
    expect(ZMemberPatchBody.safeParse({ hubgrade_user: { enabled: true }, roles: ['ROLE_ADMIN'] }).success).toBe(false);
  });

  it('refuses an empty change, a missing wrapper and bad values', () => {
    for (const body of [
      {},
      { hubgrade_user: {} },
      { hubgrade_user: { firstName: ' ' } },
      { hubgrade_user: { mobile: '0123456789' } },
      { hubgrade_user: { enabled: 'true' } },
    ]) {
      expect(ZMemberPatchBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
