import { describe, expect, it } from 'vitest';
import { erasedIdentity, isSecretColumn } from './rules.ts';

describe('erasedIdentity', () => {
  it('replaces the name and gives an address that reaches nobody, one per account', () => {
    expect(erasedIdentity(42)).toEqual({ firstName: 'Membre', lastName: 'effacé', email: 'efface-42@anonyme.invalid' });
    expect(erasedIdentity(43).email).not.toBe(erasedIdentity(42).email);
  });
});

describe('isSecretColumn', () => {
  it('keeps secrets and link tokens out of the export, and nothing else', () => {
    for (const name of ['passwordHash', 'tokenHash', 'token', 'previousHash', 'clientSecret']) expect(isSecretColumn(name)).toBe(true);
    for (const name of ['firstName', 'email', 'amountCents', 'createdAt']) expect(isSecretColumn(name)).toBe(false);
  });
});
