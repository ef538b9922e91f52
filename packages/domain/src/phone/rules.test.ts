import { describe, expect, it } from 'vitest';
import {
  cleanPhoneInput,
  compactPhone,
  isAllowedFrenchStart,
  nextPhoneInput,
  phoneCountries,
  phoneInputForCountry,
  phoneValue,
} from './rules.ts';

describe('French mobile rule', () => {
  it.each(['', '0', '06', '07', '06 12 34 56 78', '6', '7', '612345678', '+', '+33 6 12 34 56 78', '+44'])('allows %j', (text) => {
    expect(isAllowedFrenchStart(text)).toBe(true);
  });

  it.each(['1', '5', '8', '9', '01', '02', '05', '08', '09', '00', '0812345678', ' 1'])('refuses %j', (text) => {
    expect(isAllowedFrenchStart(text)).toBe(false);
  });

  it('refuses an edit that breaks the rule and keeps the previous text', () => {
    expect(nextPhoneInput('0', '08', 'FR')).toBe('0');
    expect(nextPhoneInput('', '5', 'FR')).toBe('');
    expect(nextPhoneInput('06 1', '06 12', 'FR')).toBe('06 12');
  });

  it('clears a previous text that breaks the rule too', () => {
    expect(nextPhoneInput('0112', '01123', 'FR')).toBe('');
  });

  it('applies no French rule to another country', () => {
    expect(nextPhoneInput('', '5', 'BE')).toBe('5');
    expect(nextPhoneInput('0', '08', 'DE')).toBe('08');
  });

  it('clears an incompatible number when the country becomes France', () => {
    expect(phoneInputForCountry('0470 12 34 56', 'FR')).toBe('');
    expect(phoneInputForCountry('0612345678', 'FR')).toBe('0612345678');
    expect(phoneInputForCountry('+32470123456', 'FR')).toBe('+32470123456');
    expect(phoneInputForCountry('0470 12 34 56', 'BE')).toBe('0470 12 34 56');
  });
});

describe('typed text', () => {
  it('keeps digits, spacing and one leading plus', () => {
    expect(cleanPhoneInput('06a12-34.56 (78)')).toBe('0612-34.56 (78)');
    expect(cleanPhoneInput('+33+6')).toBe('+336');
    expect(cleanPhoneInput('6+')).toBe('6');
    expect(compactPhone('06 12.34-56 78')).toBe('0612345678');
    expect(compactPhone(' +33 (0)6')).toBe('+3306');
  });
});

describe('phone value', () => {
  it('reports a French mobile typed with its 0 (spec §3 shape)', () => {
    expect(phoneValue('06 12 34 56 78', 'FR')).toEqual({
      countryCode: 'FR',
      countryCallingCode: '33',
      formatNational: '06 12 34 56 78',
      phoneNumber: '0612345678',
      isValid: true,
    });
  });

  it('accepts a French mobile typed without its 0, or with +33', () => {
    expect(phoneValue('781234567', 'FR')).toMatchObject({ isValid: true, formatNational: '07 81 23 45 67' });
    expect(phoneValue('+33 6 12 34 56 78', 'FR')).toMatchObject({ isValid: true, countryCode: 'FR', phoneNumber: '+33612345678' });
  });

  it('refuses a French landline, an incomplete number and an empty field', () => {
    expect(phoneValue('01 23 45 67 89', 'FR').isValid).toBe(false);
    expect(phoneValue('06 12 34', 'FR')).toMatchObject({ isValid: false, formatNational: '06 12 34' });
    expect(phoneValue('', 'FR')).toMatchObject({ isValid: false, phoneNumber: '', countryCode: 'FR', countryCallingCode: '33' });
  });

  it('takes the country of a number typed with a plus prefix', () => {
    expect(phoneValue('+32 470 12 34 56', 'FR')).toMatchObject({ countryCode: 'BE', countryCallingCode: '32', isValid: true });
  });

  it('validates mobiles of other countries with their own rules', () => {
    expect(phoneValue('0470 12 34 56', 'BE')).toMatchObject({ isValid: true, countryCallingCode: '32' });
    expect(phoneValue('02 123 45 67', 'BE').isValid).toBe(false);
  });

  it('falls back to France for an unknown country code', () => {
    expect(phoneValue('0612345678', 'ZZ')).toMatchObject({ countryCode: 'FR', isValid: true });
  });
});

describe('country list', () => {
  it('puts France first, then the others by French name', () => {
    const countries = phoneCountries();
    expect(countries[0]).toEqual({ code: 'FR', callingCode: '33', name: 'France' });
    const names = countries.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(countries.length).toBeGreaterThan(200);
  });
});
