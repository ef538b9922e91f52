import { describe, expect, it } from 'vitest';
import { MEMBER_LABELS } from './labels.ts';
import { ZMemberPatchBody, ZMemberQuery } from './schemas.ts';

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

describe('ZMemberQuery', () => {
  it('reads the dashboard’s filters: days of creation, both included, and a category name', () => {
    expect(ZMemberQuery.parse({ createdFrom: '2026-11-16', createdTo: '2026-11-22', companyCategory: ' Start-up ' })).toMatchObject({
      createdFrom: '2026-11-16',
      createdTo: '2026-11-22',
      companyCategory: 'Start-up',
    });
    expect(ZMemberQuery.parse({ createdFrom: '2026-11-22', createdTo: '2026-11-22' }).createdTo).toBe('2026-11-22');
    expect(ZMemberQuery.parse({ createdTo: '2028-02-29' }).createdTo).toBe('2028-02-29');
  });

  it('refuses days that are not calendar days, in French, on the field', () => {
    for (const day of ['21/11/2026', '2026-02-30', '2026-13-01', '2026-11-1', '']) {
      const result = ZMemberQuery.safeParse({ createdFrom: day });
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['createdFrom'], message: MEMBER_LABELS.filters.invalidDay });
    }
  });

  it('refuses a period that ends before it starts, and an empty category', () => {
    const result = ZMemberQuery.safeParse({ createdFrom: '2026-11-22', createdTo: '2026-11-16' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['createdTo'], message: MEMBER_LABELS.filters.createdRange });
    expect(ZMemberQuery.safeParse({ companyCategory: '  ' }).success).toBe(false);
  });
});
