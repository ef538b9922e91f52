import { describe, expect, it } from 'vitest';
import { ZSecondFactorBody } from './schemas.ts';
import {
  formatRecoveryCode,
  formatTotpKey,
  isRecoveryCode,
  isTotpCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  twoFactorRequired,
} from './two-factor.ts';

describe('second factor codes', () => {
  it.each(['123456', '000000', '123 456', ' 654321 '])('takes the code %s', (code) => {
    expect(isTotpCode(code)).toBe(true);
  });
  it.each(['12345', '1234567', '12a456', '', '１２３４５６'])('refuses the code %s', (code) => {
    expect(isTotpCode(code)).toBe(false);
  });
  it('drops the spaces typed between the digits', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
  });
});

describe('recovery codes', () => {
  it.each(['ABCDE-FGHJK', 'abcde fghjk', '23456789AB', 'zzzzz-zzzzz'])('takes %s', (code) => {
    expect(isRecoveryCode(code)).toBe(true);
  });
  it.each(['ABCDE-FGHJ', 'ABCDE-FGHJKL', 'ABCDE-FGHIK', 'OOOOO-00000', '123456'])('refuses %s', (code) => {
    expect(isRecoveryCode(code)).toBe(false);
  });
  it('normalises and formats in two groups of five', () => {
    expect(normalizeRecoveryCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(formatRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK');
  });
  it('writes the key out in groups of four', () => {
    expect(formatTotpKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});

describe('second factor required', () => {
  it('asks it of administrators only, when the brand says so', () => {
    expect(twoFactorRequired(['ROLE_ADMIN_BRAND'], true)).toBe(true);
    expect(twoFactorRequired(['ROLE_ADMIN_OFFICE'], true)).toBe(true);
    expect(twoFactorRequired(['ROLE_ADMIN'], true)).toBe(true);
    expect(twoFactorRequired(['ROLE_COMMERCIAL'], true)).toBe(false);
    expect(twoFactorRequired(['ROLE_USER'], true)).toBe(false);
    expect(twoFactorRequired(['ROLE_ADMIN_BRAND'], false)).toBe(false);
  });
});

describe('second factor body', () => {
  it('takes a six-digit code or a recovery code, in French otherwise', () => {
    expect(ZSecondFactorBody.safeParse({ challenge: 'x'.repeat(40), code: '123 456' }).data?.code).toBe('123456');
    expect(ZSecondFactorBody.safeParse({ challenge: 'x'.repeat(40), code: 'abcde-fghjk' }).data?.code).toBe('ABCDEFGHJK');
    const refused = ZSecondFactorBody.safeParse({ challenge: 'x'.repeat(40), code: '12' });
    expect(refused.error?.issues[0]?.message).toBe('Saisissez le code à 6 chiffres de votre application, ou un code de secours.');
  });
});
