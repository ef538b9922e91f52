import { describe, expect, it } from 'vitest';
import { COMPACT_TARIFF_COLUMNS, TARIFF_COLUMNS } from './tariff-columns.tsx';

describe('key price list columns (members-bookings-feed §2.6)', () => {
  it('are #, Type, Lieu, Prix (€), the actions coming from the row menu', () => {
    expect(TARIFF_COLUMNS.map((c) => c.header)).toEqual(['#', 'Type', 'Lieu', 'Prix (€)']);
  });

  it('are Nom, Prix HT in the compact variant', () => {
    expect(COMPACT_TARIFF_COLUMNS.map((c) => c.header)).toEqual(['Nom', 'Prix HT']);
  });
});
