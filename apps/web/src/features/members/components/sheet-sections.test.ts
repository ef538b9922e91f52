import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS } from './sheet-sections.tsx';

describe('member sheet tables (tables-and-sheets §2.6)', () => {
  it('list the favourites as Id, city, rent, capacity, area, title, then the link to the ad sheet', () => {
    expect(SHEET_COLUMNS.favourites.map((c) => c.header)).toEqual([
      'Id',
      'Ville',
      'Loyer',
      'Capacité',
      'Surface',
      'Titre',
      'Fiche annonce',
    ]);
  });
});
