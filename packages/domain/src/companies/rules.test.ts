import { describe, expect, it } from 'vitest';
import { blocksCompanyDeletion, crmProspectUrl, isValidSiret, normalizeSiret, siretCheckDigit } from './rules.ts';

describe('isValidSiret', () => {
  it('accepts 14 digits with a valid Luhn key', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('44306184100047')).toBe(true);
  });

  it('refuses a wrong key, another length or other characters', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000740')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
  });

  it('applies La Poste’s digit-sum rule to its establishments', () => {
    // Digit sums: 3+5+6+5+1 = 20 (a multiple of 5), 3+5+6+5+0 = 19.
    expect(isValidSiret('35600000000051')).toBe(true);
    expect(isValidSiret('35600000000050')).toBe(false);
  });

  it('reads a SIRET typed with spaces or dots', () => {
    expect(normalizeSiret('732 829 320 00074')).toBe('73282932000074');
    expect(normalizeSiret('732.829.320.00074')).toBe('73282932000074');
  });

  it('completes 13 digits with their key', () => {
    expect(siretCheckDigit('7328293200007')).toBe(4);
    expect(isValidSiret(`1234567890123${siretCheckDigit('1234567890123')}`)).toBe(true);
  });
});

describe('blocksCompanyDeletion', () => {
  it('blocks from acceptance to notice, not for drafts or ended contracts', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => blocksCompanyDeletion(s as 0))).toEqual([false, true, true, true, true, true, false]);
  });
});

describe('crmProspectUrl', () => {
  it('puts the prospect id in the configured address', () => {
    expect(crmProspectUrl('https://crm.test/prospects/{id}/fiche', '42')).toBe('https://crm.test/prospects/42/fiche');
    expect(crmProspectUrl('https://crm.test/prospects/', 'A 1')).toBe('https://crm.test/prospects/A%201');
  });

  it('gives nothing without an address or a prospect', () => {
    expect(crmProspectUrl(null, '42')).toBeNull();
    expect(crmProspectUrl('https://crm.test/{id}', null)).toBeNull();
  });
});
