import { describe, expect, it } from 'vitest';
import { isValidBicText, isValidIbanText, mandateReference, mandateState, maskIban, normalizeIban } from './rules.ts';
import { ZMandateSignBody, ZSignBody, ZSignCodeBody } from './schemas.ts';

describe('IBAN', () => {
  it('accepts valid IBANs typed with spaces or in lower case', () => {
    expect(isValidIbanText('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIbanText('fr7630006000011234567890189')).toBe(true);
    expect(isValidIbanText('DE89370400440532013000')).toBe(true);
    expect(normalizeIban(' fr76 3000 6000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
  });

  it('refuses a wrong checksum, a wrong length and nonsense', () => {
    expect(isValidIbanText('FR7630006000011234567890188')).toBe(false);
    expect(isValidIbanText('FR76300060000112345678901')).toBe(false);
    expect(isValidIbanText('IBAN')).toBe(false);
    expect(isValidIbanText('')).toBe(false);
  });

  it('masks all but the country, check digits and last four characters', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskIban('FR7630006000011234567890189').replace(/\s/g, '').endsWith('0189')).toBe(true);
  });

  it('says « IBAN invalide » in the mandate body', () => {
    const bad = ZMandateSignBody.safeParse({ holder: 'Jean Dupont', iban: 'FR7630006000011234567890188' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('IBAN invalide');
    expect(ZMandateSignBody.safeParse({ holder: 'Jean Dupont', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' }).success).toBe(true);
  });

  it('checks a BIC when one is given', () => {
    expect(isValidBicText('AGRIFRPP')).toBe(true);
    expect(isValidBicText('agri frpp 882')).toBe(true);
    expect(isValidBicText('XX')).toBe(false);
  });
});

describe('mandate state and payment badge (tables §4)', () => {
  const signed = { signedAt: '2026-01-02T10:00:00Z', signedIp: '192.0.2.1', removedAt: null };
  it('is active when signed with an IP, removed once removed, pending otherwise', () => {
    expect(mandateState(signed)).toBe('active');
    expect(mandateState({ ...signed, removedAt: '2026-02-01T10:00:00Z' })).toBe('removed');
    expect(mandateState({ ...signed, signedIp: null })).toBe('pending');
    expect(mandateState({ signedAt: null, signedIp: null, removedAt: null })).toBe('pending');
  });

  it('makes references within the SEPA 35 characters', () => {
    expect(mandateReference(12, 3, 9)).toBe('HG9-12-3');
    expect(mandateReference(2_000_000_000, 2_000_000_000, null).length).toBeLessThanOrEqual(35);
  });
});

describe('signature inputs', () => {
  it('requires a French mobile with the §5 message', () => {
    const ok = ZSignCodeBody.safeParse({ name: 'Jean Dupont', mobile: { countryCode: 'FR', phoneNumber: '0612345678' } });
    expect(ok.success).toBe(true);
    const landline = ZSignCodeBody.safeParse({ name: 'Jean Dupont', mobile: { countryCode: 'FR', phoneNumber: '0123456789' } });
    expect(landline.error?.issues[0]?.message).toBe(
      'Vous devez saisir un numéro de mobile (obligatoire pour la signature numérique des documents).',
    );
  });

  it('accepts a PNG data URL only as the drawn signature', () => {
    const base = { name: 'Jean Dupont', code: '123456' };
    expect(ZSignBody.safeParse({ ...base, signature: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(ZSignBody.safeParse({ ...base, signature: 'data:text/html;base64,PHNjcmlwdD4=' }).success).toBe(false);
  });
});
