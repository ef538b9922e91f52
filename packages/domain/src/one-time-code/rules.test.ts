import { describe, expect, it } from 'vitest';
import { CODE_RESEND_MS, isCodeShape, maskEmail, resendAt } from './rules.ts';
import { ZOneTimeCode } from './schemas.ts';

describe('one-time codes', () => {
  it('checks the code shape', () => {
    expect(isCodeShape('012345')).toBe(true);
    expect(isCodeShape('12345')).toBe(false);
    expect(isCodeShape('12345a')).toBe(false);
    expect(ZOneTimeCode.safeParse(' 012345 ').data).toBe('012345');
    expect(ZOneTimeCode.safeParse('1234').error?.issues[0]?.message).toBe('Saisissez le code à 6 chiffres reçu par e-mail.');
  });

  it('masks the address a code is sent to', () => {
    expect(maskEmail('jean.dupont@exemple.fr')).toBe('j***@exemple.fr');
  });

  it('tells when a new code may be asked for', () => {
    expect(resendAt('2026-01-05T10:00:00.000Z').getTime()).toBe(Date.parse('2026-01-05T10:00:00.000Z') + CODE_RESEND_MS);
  });
});
