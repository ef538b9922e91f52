import { describe, expect, it } from 'vitest';
import { sepaId, sepaText } from './latin.ts';

describe('sepaText', () => {
  it('drops the accents of French letters', () => {
    expect(sepaText('Société Générale à Évry, façade', 70)).toBe('Societe Generale a Evry, facade');
    expect(sepaText('ÂÊÎÔÛ äëïöü ÿ Ç', 70)).toBe('AEIOU aeiou y C');
  });

  it('spells out ligatures and makes typographic punctuation plain', () => {
    expect(sepaText('Cœur d’ŒUVRE – Æther', 70)).toBe("Coeur d'OEUVRE - AEther");
  });

  it('removes what the SEPA set does not hold and collapses spaces', () => {
    expect(sepaText('Loyer  #12 & charges: 30 € @ 20 % ; "ok" _x_', 140)).toBe('Loyer 12 charges: 30 20 ok x');
    expect(sepaText('北京 Ltd', 70)).toBe('Ltd');
  });

  it('keeps every character of the set', () => {
    expect(sepaText("Az09/-?:().,'+ z", 70)).toBe("Az09/-?:().,'+ z");
  });

  it('cuts to the field length without a trailing space', () => {
    expect(sepaText('Facture F-2026-000123 janvier', 22)).toBe('Facture F-2026-000123');
    expect(sepaText('a'.repeat(200), 140)).toHaveLength(140);
  });
});

describe('sepaId', () => {
  it('keeps no space, no leading or trailing slash, no double slash', () => {
    expect(sepaId(' /PRLV 2026//11/ ')).toBe('PRLV2026/11');
    expect(sepaId('F-2026-000123')).toBe('F-2026-000123');
  });

  it('cuts to 35 characters', () => {
    expect(sepaId('x'.repeat(50))).toHaveLength(35);
  });

  it('refuses an id with nothing left', () => {
    expect(() => sepaId('€€€')).toThrow();
  });
});
