import { partyWords } from '@hubgrade/domain/brands/vocabulary';
import { describe, expect, it } from 'vitest';
import { coworkingColumns, platformColumns } from './contract-columns.tsx';

const headers = (columns: { header?: unknown }[]) => columns.map((c) => c.header).filter((h): h is string => typeof h === 'string');

describe('contract columns', () => {
  it('speak of Prestataire, Client and Prix HT on brand 9', () => {
    expect(headers(platformColumns(partyWords(9)))).toEqual(expect.arrayContaining(['Prestataire', 'Client', 'Prix HT']));
    expect(headers(coworkingColumns(partyWords(9)))).toEqual(expect.arrayContaining(['Client', 'Prix HT']));
  });
  it('speak of Loueur, Locataire and Loyer HT elsewhere', () => {
    const platform = headers(platformColumns(partyWords(5)));
    expect(platform).toEqual(expect.arrayContaining(['Loueur', 'Locataire', 'Loyer HT']));
    expect(platform).not.toContain('Prestataire');
  });
});
